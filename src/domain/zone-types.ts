import type { CurrencyCode } from './money';
import type { LocaleCode } from '../i18n/locales';

/** What a zone is (DESIGN.md §6): its fields, and the delivery and payment methods a zone may offer. The table is zones-data.ts. */

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
