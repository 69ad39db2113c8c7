import type { CurrencyCode } from './money';
import type { LocaleCode } from '../i18n/locales';

/**
 * The zone registry (DESIGN.md §6). A zone is a market: its country, language, currency and the
 * rules of its order form. This is data; validation, pricing and the views read it.
 */
export type DeliveryMethod = 'home';
export type PaymentMethod = 'cod';

export interface PhoneRule {
  /** The spec's per-zone rule, applied to the normalised national number. */
  pattern: RegExp;
  /** Message key shown on failure: `phonenotempty` (or Hong Kong's own), then the hint. */
  messageKey: 'phonenotempty' | 'phonenotempty_HK';
  /** The trunk prefix national numbers carry in this zone's rule ('0' in 0912...), if any. */
  trunk: '0' | null;
}

export interface Zone {
  id: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** English name, for logs and documentation; shoppers see the catalog's name. */
  countryName: string;
  locale: LocaleCode;
  currency: CurrencyCode;
  /** Shown beside the phone field; shoppers type the national number only. */
  callingCode: string;
  phone: PhoneRule;
  /** null: the country has no postal codes and the field is hidden. */
  postalCode: { pattern: RegExp; example: string } | null;
  /** Inclusive length bounds on the address line, where the zone has them (spec §5). */
  addressLength: { min: number; max: number } | null;
  /** 'firstLast': separate first and last name (the last name must match the doorbell). */
  nameFields: 'single' | 'firstLast';
  deliveryMethods: readonly DeliveryMethod[];
  paymentMethods: readonly PaymentMethod[];
  /** Working days to dispatch and to deliver after dispatch. */
  promise: { ship: readonly [number, number]; deliver: readonly [number, number] };
  /** Days a shopper may return an order after delivery. */
  returnDays: number;
}

const ADDRESS_6_35 = { min: 6, max: 35 } as const;
const DEFAULT_PROMISE = { ship: [1, 2], deliver: [3, 7] } as const;
const HOME: readonly DeliveryMethod[] = ['home'];
const COD: readonly PaymentMethod[] = ['cod'];

function zone(partial: Omit<Zone, 'deliveryMethods' | 'paymentMethods' | 'promise' | 'returnDays' | 'addressLength' | 'nameFields'> & Partial<Zone>): Zone {
  return {
    deliveryMethods: HOME,
    paymentMethods: COD,
    promise: DEFAULT_PROMISE,
    returnDays: 15,
    addressLength: null,
    nameFields: 'single',
    ...partial,
  };
}

const phone = (pattern: RegExp, trunk: PhoneRule['trunk'] = null, messageKey: PhoneRule['messageKey'] = 'phonenotempty'): PhoneRule => ({
  pattern,
  trunk,
  messageKey,
});
const digits = (count: number, example: string) => ({ pattern: new RegExp(`^\\d{${count}}$`), example });

export const ZONES: readonly Zone[] = [
  zone({ id: 1, country: 'TW', countryName: 'Taiwan', locale: 'zh-TW', currency: 'TWD', callingCode: '+886', phone: phone(/^09\d{8}$/, '0'), postalCode: { pattern: /^\d{3}(?:\d{2,3})?$/, example: '100' }, returnDays: 7 }),
  zone({ id: 2, country: 'HK', countryName: 'Hong Kong', locale: 'zh-TW', currency: 'HKD', callingCode: '+852', phone: phone(/^\d{8}$/, null, 'phonenotempty_HK'), postalCode: null }),
  zone({ id: 3, country: 'JP', countryName: 'Japan', locale: 'ja', currency: 'JPY', callingCode: '+81', phone: phone(/^\d{10,12}$/, '0'), postalCode: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' }, promise: { ship: [3, 5], deliver: [10, 15] } }),
  zone({ id: 4, country: 'TH', countryName: 'Thailand', locale: 'th', currency: 'THB', callingCode: '+66', phone: phone(/^0\d{9}$/, '0'), postalCode: digits(5, '10200') }),
  zone({ id: 5, country: 'MY', countryName: 'Malaysia', locale: 'ms', currency: 'MYR', callingCode: '+60', phone: phone(/^\d{9,10}$/, '0'), postalCode: digits(5, '50050') }),
  zone({ id: 6, country: 'ID', countryName: 'Indonesia', locale: 'id', currency: 'IDR', callingCode: '+62', phone: phone(/^\d{10,12}$/, '0'), postalCode: digits(5, '10110') }),
  zone({ id: 7, country: 'PH', countryName: 'Philippines', locale: 'en', currency: 'PHP', callingCode: '+63', phone: phone(/^9\d{9}$/), postalCode: digits(4, '1000') }),
  zone({ id: 8, country: 'VN', countryName: 'Vietnam', locale: 'vi', currency: 'VND', callingCode: '+84', phone: phone(/^\d{9,10}$/, '0'), postalCode: digits(5, '10000') }),
  zone({ id: 9, country: 'KR', countryName: 'Korea', locale: 'ko', currency: 'KRW', callingCode: '+82', phone: phone(/^\d{8,12}$/, '0'), postalCode: digits(5, '03051') }),
  zone({ id: 10, country: 'PL', countryName: 'Poland', locale: 'pl', currency: 'PLN', callingCode: '+48', phone: phone(/^\d{9}$/), postalCode: { pattern: /^\d{2}-\d{3}$/, example: '00-950' }, addressLength: ADDRESS_6_35, returnDays: 14 }),
  zone({ id: 11, country: 'MO', countryName: 'Macau', locale: 'zh-TW', currency: 'MOP', callingCode: '+853', phone: phone(/^6\d{7}$/), postalCode: null }),
  zone({ id: 12, country: 'HU', countryName: 'Hungary', locale: 'hu', currency: 'HUF', callingCode: '+36', phone: phone(/^\d{9}$/), postalCode: digits(4, '1051'), addressLength: ADDRESS_6_35 }),
  zone({ id: 13, country: 'CZ', countryName: 'Czechia', locale: 'cs', currency: 'CZK', callingCode: '+420', phone: phone(/^\d{9}$/), postalCode: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' } }),
  zone({ id: 14, country: 'SK', countryName: 'Slovakia', locale: 'sk', currency: 'EUR', callingCode: '+421', phone: phone(/^9\d{8}$/), postalCode: { pattern: /^\d{3} ?\d{2}$/, example: '811 01' } }),
  zone({ id: 15, country: 'RO', countryName: 'Romania', locale: 'ro', currency: 'RON', callingCode: '+40', phone: phone(/^0\d{9}$/, '0'), postalCode: digits(6, '010011'), addressLength: ADDRESS_6_35 }),
  zone({ id: 16, country: 'ES', countryName: 'Spain', locale: 'es', currency: 'EUR', callingCode: '+34', phone: phone(/^\d{9}$/), postalCode: digits(5, '28013'), addressLength: ADDRESS_6_35 }),
  zone({ id: 17, country: 'GR', countryName: 'Greece', locale: 'el', currency: 'EUR', callingCode: '+30', phone: phone(/^6\d{9}$/), postalCode: { pattern: /^\d{3} ?\d{2}$/, example: '105 57' } }),
  zone({ id: 18, country: 'HR', countryName: 'Croatia', locale: 'hr', currency: 'EUR', callingCode: '+385', phone: phone(/^\d{9,12}$/, '0'), postalCode: digits(5, '10000') }),
  zone({ id: 19, country: 'IT', countryName: 'Italy', locale: 'it', currency: 'EUR', callingCode: '+39', phone: phone(/^3\d{9}$/), postalCode: digits(5, '00184'), addressLength: ADDRESS_6_35 }),
  zone({ id: 20, country: 'SA', countryName: 'Saudi Arabia', locale: 'ar', currency: 'SAR', callingCode: '+966', phone: phone(/^.+$/, '0'), postalCode: digits(5, '11564') }),
  zone({ id: 28, country: 'PT', countryName: 'Portugal', locale: 'pt', currency: 'EUR', callingCode: '+351', phone: phone(/^9\d{8}$/), postalCode: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' }, addressLength: ADDRESS_6_35 }),
  zone({ id: 34, country: 'DE', countryName: 'Germany', locale: 'de', currency: 'EUR', callingCode: '+49', phone: phone(/^\d{10,12}$/, '0'), postalCode: digits(5, '10115'), nameFields: 'firstLast' }),
];

export function zoneById(id: number): Zone | undefined {
  return ZONES.find((zone) => zone.id === id);
}

export function requireZone(id: number): Zone {
  const found = zoneById(id);
  if (!found) throw new RangeError(`Unknown zone ${id}`);
  return found;
}
