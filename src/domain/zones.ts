import type { CurrencyCode } from './money';
import type { LocaleCode } from '../i18n/locales';

/**
 * The zone registry (DESIGN.md §6). A zone is a market: its country, language, currency and the
 * rules of its order form, its delivery and payment methods and its promises. This is data;
 * validation, pricing and the views read it. Amounts (freight, remote-area postage) are the
 * product's, in its zone's currency; the zone says which addresses are remote and what a payment
 * method adds.
 */
export const DELIVERY_METHODS = ['home', 'tw_courier', 'seven_eleven', 'family_mart', 'hi_life', 'sf_station'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Pickup methods: the parcel goes to a store or station the shopper chooses. */
export const PICKUP_METHODS: readonly DeliveryMethod[] = ['seven_eleven', 'family_mart', 'hi_life', 'sf_station'];

export const PAYMENT_METHODS = ['cod', 'card', 'online', 'kr_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Payment methods paid before dispatch, through a payment provider. */
export const PREPAID_METHODS: readonly PaymentMethod[] = ['card', 'online', 'kr_card'];

export interface PhoneRule {
  /** The spec's per-zone rule, applied to the national number written as the rule expects it. */
  pattern: RegExp;
  /** The trunk prefix the zone's rule includes ('0' in 0912...), if any. */
  trunk: '0' | null;
  /** Message key shown on failure: `phonenotempty` (or Hong Kong's own), then the hint. */
  messageKey: 'phonenotempty' | 'phonenotempty_HK';
  /** The zone that accepts anything: no mobile-number check either. */
  acceptsAnything?: boolean;
}

/** A part of the address chosen from a list (filled from the region's address data). */
export type AddressPart = 'region' | 'province' | 'city' | 'district' | 'street';

export type FieldPolicy = 'required' | 'optional' | 'hidden';

export interface Zone {
  id: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** English name, for logs and documentation; shoppers see the catalog's name. */
  countryName: string;
  locale: LocaleCode;
  currency: CurrencyCode;
  /** For local dates (the delivery-date range). */
  timeZone: string;
  /** Shown beside the phone field; shoppers type the national number. */
  callingCode: string;
  phone: PhoneRule;
  /** A mobile number as the zone writes it, shown in the phone hint (null: the hint has none). */
  phoneExample: string | null;
  /** null: the country has no postal codes and the field is hidden. */
  postalCode: { pattern: RegExp; example: string } | null;
  /**
   * The parts of the address before the detailed address, in order. They are chosen from the
   * lists of `addressFiles` where the region has address data, and typed where it has none.
   */
  addressParts: readonly AddressPart[];
  /** The region's address scripts (`/address/{file}.js`) that hold those lists (spec §7). */
  addressFiles: readonly string[];
  /** A part's own "please choose" message (Vietnam's district is a ward or commune). */
  chooseKeys: Partial<Record<AddressPart, string>>;
  /** A free-text region line (Czechia): refuses email-like text. */
  regionText: boolean;
  /** The form asks for an address (not for a pickup, where the store is the address). */
  asksAddress: boolean;
  /** Inclusive length bounds on the detailed address, where the zone has them (spec §5). */
  addressLength: { min: number; max: number } | null;
  /** 'firstLast': separate first and last name (the last name must match the doorbell). */
  nameFields: 'single' | 'firstLast';
  /** Apartment / flat line (Germany). */
  apartment: boolean;
  email: FieldPolicy;
  whatsapp: FieldPolicy;
  line: FieldPolicy;
  deliveryMethods: readonly DeliveryMethod[];
  paymentMethods: readonly PaymentMethod[];
  /** What a payment method adds to the order, in minor units (Japan's cash-on-delivery fee). */
  paymentFees: Partial<Record<PaymentMethod, number>>;
  /** Postal codes that pay the product's remote-area postage (Taiwan's outlying islands). */
  remotePostalCodes: RegExp | null;
  /** Days from order to delivery, shown as a date range. */
  deliveryDays: readonly [number, number];
  /** Working days to dispatch and to deliver after dispatch (the promise the shop states). */
  promise: { ship: readonly [number, number]; deliver: readonly [number, number] };
  /** Days a shopper may return an order after delivery. */
  returnDays: number;
  /** Catalog keys of notices the order form shows for this zone. */
  notices: readonly string[];
}

const EU_EMAIL: FieldPolicy = 'required';
const ADDRESS_6_35 = { min: 6, max: 35 } as const;

function zone(partial: Pick<Zone, 'id' | 'country' | 'countryName' | 'locale' | 'currency' | 'timeZone' | 'callingCode' | 'phone' | 'postalCode'> & Partial<Zone>): Zone {
  return {
    phoneExample: null,
    addressParts: [],
    addressFiles: [],
    chooseKeys: {},
    asksAddress: true,
    regionText: false,
    addressLength: null,
    nameFields: 'single',
    apartment: false,
    email: 'optional',
    whatsapp: 'hidden',
    line: 'hidden',
    deliveryMethods: ['home'],
    paymentMethods: ['cod'],
    paymentFees: {},
    remotePostalCodes: null,
    deliveryDays: [7, 10],
    promise: { ship: [1, 2], deliver: [3, 7] },
    returnDays: 15,
    notices: ['notice.codTrial'],
    ...partial,
  };
}

const phone = (pattern: RegExp, trunk: PhoneRule['trunk'] = null, messageKey: PhoneRule['messageKey'] = 'phonenotempty'): PhoneRule => ({
  pattern,
  trunk,
  messageKey,
});
const digits = (count: number, example: string) => ({ pattern: new RegExp(`^\\d{${count}}$`), example });
const EUROPE_CARD: readonly PaymentMethod[] = ['cod', 'card'];

export const ZONES: readonly Zone[] = [
  zone({
    id: 1,
    country: 'TW',
    countryName: 'Taiwan',
    locale: 'zh-TW',
    currency: 'TWD',
    timeZone: 'Asia/Taipei',
    callingCode: '+886',
    phone: phone(/^09\d{8}$/, '0'),
    phoneExample: '0912 345 678',
    postalCode: { pattern: /^\d{3}(?:\d{2,3})?$/, example: '100' },
    addressParts: ['city', 'district'],
    chooseKeys: { city: 'chooseCity.TW', district: 'chooseDistrict.TW' },
    addressFiles: ['1'],
    line: 'optional',
    deliveryMethods: ['seven_eleven', 'family_mart', 'hi_life', 'tw_courier'],
    paymentMethods: ['cod', 'card', 'online'],
    // Penghu 880-885, Kinmen 890-896, Lienchiang (Matsu) 209-212, Green Island 951,
    // Orchid Island 952, Liuqiu 929: the outlying islands.
    remotePostalCodes: /^(?:88[0-5]|89[0-6]|209|21[0-2]|951|952|929)/,
    returnDays: 7,
    notices: ['notice.twMainIsland', 'notice.codTrial'],
  }),
  zone({
    id: 2,
    country: 'HK',
    countryName: 'Hong Kong',
    locale: 'zh-TW',
    currency: 'HKD',
    timeZone: 'Asia/Hong_Kong',
    callingCode: '+852',
    phone: phone(/^\d{8}$/, null, 'phonenotempty_HK'),
    postalCode: null,
    deliveryMethods: ['home', 'sf_station'],
    paymentMethods: ['cod', 'card'],
    returnDays: 7,
  }),
  zone({
    id: 3,
    country: 'JP',
    countryName: 'Japan',
    locale: 'ja',
    currency: 'JPY',
    timeZone: 'Asia/Tokyo',
    callingCode: '+81',
    phone: phone(/^\d{10,12}$/, '0'),
    phoneExample: '090-1234-5678',
    // Spec: "must equal a given length": seven digits, written NNN-NNNN.
    postalCode: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
    addressParts: ['province'],
    chooseKeys: { province: 'chooseProvince.JP' },
    addressFiles: ['3'],
    line: 'optional',
    paymentMethods: ['cod', 'card'],
    paymentFees: { cod: 330 },
    deliveryDays: [13, 20],
    promise: { ship: [3, 5], deliver: [10, 15] },
    notices: ['notice.jpShipping', 'notice.jpCodFee', 'notice.codTrial'],
  }),
  zone({
    id: 4,
    country: 'TH',
    countryName: 'Thailand',
    locale: 'th',
    currency: 'THB',
    timeZone: 'Asia/Bangkok',
    callingCode: '+66',
    phone: phone(/^0\d{9}$/, '0'),
    phoneExample: '081 234 5678',
    postalCode: digits(5, '10200'),
    addressParts: ['province'],
    chooseKeys: { province: 'chooseProvince.TH' },
    line: 'optional',
    paymentMethods: ['cod', 'online'],
    returnDays: 7,
  }),
  zone({
    id: 5,
    country: 'MY',
    countryName: 'Malaysia',
    locale: 'ms',
    currency: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
    callingCode: '+60',
    phone: phone(/^\d{9,10}$/, '0'),
    phoneExample: '012-345 6789',
    postalCode: digits(5, '50050'),
    addressParts: ['province'],
    chooseKeys: { province: 'chooseProvince.MY' },
    addressFiles: ['5'],
    whatsapp: 'optional',
    paymentMethods: ['cod', 'card'],
    returnDays: 7,
  }),
  zone({
    id: 6,
    country: 'ID',
    countryName: 'Indonesia',
    locale: 'id',
    currency: 'IDR',
    timeZone: 'Asia/Jakarta',
    callingCode: '+62',
    phone: phone(/^\d{10,12}$/, '0'),
    phoneExample: '0812-345-678',
    postalCode: digits(5, '10110'),
    addressParts: ['province', 'city'],
    chooseKeys: { city: 'chooseCity.ID' },
    addressFiles: ['6'],
    whatsapp: 'optional',
    paymentMethods: ['cod', 'online'],
    returnDays: 7,
  }),
  zone({
    id: 7,
    country: 'PH',
    countryName: 'Philippines',
    locale: 'en',
    currency: 'PHP',
    timeZone: 'Asia/Manila',
    callingCode: '+63',
    phone: phone(/^9\d{9}$/),
    phoneExample: '905 123 4567',
    postalCode: digits(4, '1000'),
    addressParts: ['province', 'city'],
    chooseKeys: { city: 'chooseCity.PH' },
    addressFiles: ['7'],
    whatsapp: 'optional',
    paymentMethods: ['cod', 'online'],
    returnDays: 7,
  }),
  zone({
    id: 8,
    country: 'VN',
    countryName: 'Vietnam',
    locale: 'vi',
    currency: 'VND',
    timeZone: 'Asia/Ho_Chi_Minh',
    callingCode: '+84',
    phone: phone(/^\d{9,10}$/, '0'),
    phoneExample: '0912 345 678',
    // Five digits since 2018; a sixth (the old form) is still accepted.
    postalCode: { pattern: /^\d{5,6}$/, example: '10000' },
    addressParts: ['province', 'district'],
    addressFiles: ['8'],
    chooseKeys: { district: 'chooseDistrict.VN' },
    paymentMethods: ['cod', 'online'],
    returnDays: 7,
  }),
  zone({
    id: 9,
    country: 'KR',
    countryName: 'Korea',
    locale: 'ko',
    currency: 'KRW',
    timeZone: 'Asia/Seoul',
    callingCode: '+82',
    phone: phone(/^\d{8,12}$/, '0'),
    phoneExample: '010-2000-0000',
    postalCode: digits(5, '03051'),
    addressParts: ['province'],
    chooseKeys: { province: 'chooseProvince.KR' },
    paymentMethods: ['cod', 'kr_card'],
    returnDays: 7,
  }),
  zone({
    id: 10,
    country: 'PL',
    countryName: 'Poland',
    locale: 'pl',
    currency: 'PLN',
    timeZone: 'Europe/Warsaw',
    callingCode: '+48',
    phone: phone(/^\d{9}$/),
    phoneExample: '512 345 678',
    postalCode: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
    addressParts: ['province', 'city'],
    chooseKeys: { province: 'chooseProvince.PL', city: 'chooseCity.town' },
    addressFiles: ['10', '10-city'],
    addressLength: ADDRESS_6_35,
    email: EU_EMAIL,
    paymentMethods: EUROPE_CARD,
    returnDays: 14,
  }),
  zone({
    id: 11,
    country: 'MO',
    countryName: 'Macau',
    locale: 'zh-TW',
    currency: 'MOP',
    timeZone: 'Asia/Macau',
    callingCode: '+853',
    phone: phone(/^6\d{7}$/),
    phoneExample: '6612 3456',
    postalCode: null,
    returnDays: 7,
  }),
  zone({
    id: 12,
    country: 'HU',
    countryName: 'Hungary',
    locale: 'hu',
    currency: 'HUF',
    timeZone: 'Europe/Budapest',
    callingCode: '+36',
    phone: phone(/^\d{9}$/),
    phoneExample: '20 123 4567',
    postalCode: digits(4, '1051'),
    addressParts: ['province', 'city'],
    chooseKeys: { province: 'chooseProvince.HU', city: 'chooseCity.town' },
    addressFiles: ['12', '12-city'],
    addressLength: ADDRESS_6_35,
    email: EU_EMAIL,
    paymentMethods: EUROPE_CARD,
    notices: ['notice.deliveryCountryOnly', 'notice.codTrial'],
  }),
  zone({
    id: 13,
    country: 'CZ',
    countryName: 'Czechia',
    locale: 'cs',
    currency: 'CZK',
    timeZone: 'Europe/Prague',
    callingCode: '+420',
    phone: phone(/^\d{9}$/),
    phoneExample: '601 123 456',
    postalCode: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
    regionText: true,
    email: EU_EMAIL,
    paymentMethods: EUROPE_CARD,
  }),
  zone({
    id: 14,
    country: 'SK',
    countryName: 'Slovakia',
    locale: 'sk',
    currency: 'EUR',
    timeZone: 'Europe/Bratislava',
    callingCode: '+421',
    phone: phone(/^9\d{8}$/),
    phoneExample: '912 123 456',
    postalCode: { pattern: /^\d{3} ?\d{2}$/, example: '811 01' },
    addressParts: ['province', 'city'],
    chooseKeys: { province: 'chooseProvince.SK', city: 'chooseCity.town' },
    addressFiles: ['14', '14-city'],
    email: EU_EMAIL,
    paymentMethods: EUROPE_CARD,
  }),
  zone({
    id: 15,
    country: 'RO',
    countryName: 'Romania',
    locale: 'ro',
    currency: 'RON',
    timeZone: 'Europe/Bucharest',
    callingCode: '+40',
    phone: phone(/^0\d{9}$/, '0'),
    phoneExample: '0712 034 567',
    postalCode: digits(6, '010011'),
    addressParts: ['province'],
    chooseKeys: { province: 'chooseProvince.RO' },
    addressLength: ADDRESS_6_35,
    email: EU_EMAIL,
    paymentMethods: EUROPE_CARD,
  }),
  zone({
    id: 16,
    country: 'ES',
    countryName: 'Spain',
    locale: 'es',
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
    callingCode: '+34',
    phone: phone(/^\d{9}$/),
    phoneExample: '612 34 56 78',
    postalCode: digits(5, '28013'),
    addressParts: ['province', 'city'],
    chooseKeys: { city: 'chooseCity.town' },
    addressFiles: ['16', '16-city'],
    addressLength: ADDRESS_6_35,
    email: EU_EMAIL,
    paymentMethods: EUROPE_CARD,
    notices: ['notice.deliveryCountryOnly', 'notice.codTrial'],
  }),
  zone({
    id: 17,
    country: 'GR',
    countryName: 'Greece',
    locale: 'el',
    currency: 'EUR',
    timeZone: 'Europe/Athens',
    callingCode: '+30',
    phone: phone(/^6\d{9}$/),
    phoneExample: '691 234 5678',
    postalCode: { pattern: /^\d{3} ?\d{2}$/, example: '105 57' },
    addressParts: ['province'],
    chooseKeys: { province: 'chooseProvince.GR' },
    email: EU_EMAIL,
    paymentMethods: EUROPE_CARD,
  }),
  zone({
    id: 18,
    country: 'HR',
    countryName: 'Croatia',
    locale: 'hr',
    currency: 'EUR',
    timeZone: 'Europe/Zagreb',
    callingCode: '+385',
    phone: phone(/^\d{9,12}$/, '0'),
    phoneExample: '092 123 4567',
    postalCode: digits(5, '10000'),
    addressParts: ['province'],
    chooseKeys: { province: 'chooseProvince.HR' },
    email: EU_EMAIL,
    paymentMethods: EUROPE_CARD,
  }),
  zone({
    id: 19,
    country: 'IT',
    countryName: 'Italy',
    locale: 'it',
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    callingCode: '+39',
    phone: phone(/^3\d{9}$/),
    phoneExample: '312 345 6789',
    postalCode: digits(5, '00184'),
    addressParts: ['province', 'city'],
    chooseKeys: { city: 'chooseCity.town' },
    addressFiles: ['19', '19-city'],
    addressLength: ADDRESS_6_35,
    email: EU_EMAIL,
    paymentMethods: EUROPE_CARD,
  }),
  zone({
    id: 20,
    country: 'SA',
    countryName: 'Saudi Arabia',
    locale: 'ar',
    currency: 'SAR',
    timeZone: 'Asia/Riyadh',
    callingCode: '+966',
    phone: { pattern: /^.+$/, trunk: '0', messageKey: 'phonenotempty', acceptsAnything: true },
    phoneExample: '051 234 5678',
    postalCode: digits(5, '11564'),
    addressParts: ['province', 'city'],
    chooseKeys: { province: 'chooseProvince.SA', city: 'chooseCity.SA' },
    // The phone field takes anything here, so WhatsApp is how the courier reaches the shopper.
    whatsapp: 'required',
    paymentMethods: ['cod', 'card'],
  }),
  zone({
    id: 28,
    country: 'PT',
    countryName: 'Portugal',
    locale: 'pt',
    currency: 'EUR',
    timeZone: 'Europe/Lisbon',
    callingCode: '+351',
    phone: phone(/^9\d{8}$/),
    phoneExample: '912 345 678',
    postalCode: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
    addressParts: ['province'],
    chooseKeys: { province: 'chooseProvince.PT' },
    addressFiles: ['28'],
    addressLength: ADDRESS_6_35,
    email: EU_EMAIL,
    paymentMethods: EUROPE_CARD,
  }),
  zone({
    id: 34,
    country: 'DE',
    countryName: 'Germany',
    locale: 'de',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    callingCode: '+49',
    phone: phone(/^\d{10,12}$/, '0'),
    phoneExample: '01512 3456789',
    postalCode: digits(5, '10115'),
    addressParts: ['city'],
    chooseKeys: { city: 'chooseCity.town' },
    addressFiles: ['34-city'],
    nameFields: 'firstLast',
    apartment: true,
    email: EU_EMAIL,
    paymentMethods: EUROPE_CARD,
  }),
];

export function zoneById(id: number): Zone | undefined {
  return ZONES.find((zone) => zone.id === id);
}

export function requireZone(id: number): Zone {
  const found = zoneById(id);
  if (!found) throw new RangeError(`Unknown zone ${id}`);
  return found;
}

export function isPickup(method: DeliveryMethod): boolean {
  return PICKUP_METHODS.includes(method);
}

const pickupForms = new Map<number, Zone>();

/**
 * The zone as the recipient form sees it for a delivery method: a parcel picked up at a store
 * or station needs no address (the store is where it goes), so the form asks only who picks it
 * up and how to reach them.
 */
export function formZone(zone: Zone, method: DeliveryMethod): Zone {
  if (!isPickup(method)) return zone;
  let form = pickupForms.get(zone.id);
  if (!form) {
    form = { ...zone, asksAddress: false, addressParts: [], addressFiles: [], regionText: false, addressLength: null, apartment: false, postalCode: null };
    pickupForms.set(zone.id, form);
  }
  return form;
}

export function isPrepaid(method: PaymentMethod): boolean {
  return PREPAID_METHODS.includes(method);
}

/** Whether an address in the zone pays remote-area postage (by its postal code). */
export function isRemoteArea(zone: Pick<Zone, 'remotePostalCodes'>, postalCode: string | null): boolean {
  return Boolean(zone.remotePostalCodes && postalCode && zone.remotePostalCodes.test(postalCode));
}
