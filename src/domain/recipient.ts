import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { normalizeDigits } from './digits';
import { PHONE_PLANS } from './phone-plans';
import type { AddressPart, Zone } from './zones';
import { EMPTY_RECIPIENT, RECIPIENT_FIELDS, type RecipientField, type RecipientInput } from './recipient-fields';

export { EMPTY_RECIPIENT, recipientFields, isOptionalField, type RecipientField, type RecipientInput } from './recipient-fields';

/**
 * The recipient form's rules (spec §5), one set per zone, run by the browser as the
 * shopper types and by the server on every order. A failure carries the catalog key of its
 * message (the spec's keys: addressTips, zipcodeErrDataTips, phonenotempty, ...).
 */

/** A validated, normalised recipient as it is stored on the order. */
export interface Recipient {
  name: string;
  firstName: string | null;
  lastName: string | null;
  /** E.164, e.g. +886912345678 (the zone that accepts anything may keep what was typed). */
  phone: string;
  /** The national number as the zone writes it, e.g. 0912345678. */
  phoneNational: string;
  whatsapp: string | null;
  line: string | null;
  email: string | null;
  region: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  street: string | null;
  address: string;
  apartment: string | null;
  postalCode: string | null;
  remark: string | null;
  /** Everything of the address on one line, as the courier's label shows it (widths folded: NFKC). */
  fullAddress: string;
}

export interface FieldError {
  /** Catalog key of the message. */
  key: string;
  /** Catalog key of a hint shown after the message (the phone rule's example). */
  hintKey?: string;
  values?: Record<string, string | number>;
  /** The hint's values: `example`, a number as the zone writes it (kept left to right in any script). */
  hintValues?: Record<string, string | number>;
}

export type RecipientErrors = Partial<Record<RecipientField, FieldError>>;

export const NAME_MAX = 50;
export const EMAIL_MAX = 100;
export const ADDRESS_MAX = 200;
export const REMARK_MAX = 200;
export const PART_MAX = 100;

/**
 * Free text (a name, an address, a remark) as it is kept and shown: runs of white space collapsed
 * and the ends trimmed, the characters as the shopper wrote them (NFC only: one encoding of an
 * accented letter). No NFKC here: it would turn the full-width punctuation Chinese and Japanese are
 * written with (，。（）) into ASCII. Number-like fields read their digits with `normalizeDigits`;
 * searches fold widths in their own keys (name-search.ts).
 */
export function tidy(value: string): string {
  return value.normalize('NFC').replace(/\s+/g, ' ').trim();
}

export interface PhoneReading {
  /** The national number as the zone's rule is written (with its trunk prefix, if any). */
  national: string;
  /** E.164 when the number parses for the zone's country. */
  e164: string | null;
  /** The zone's rule holds and the number is a valid mobile number of the country. */
  valid: boolean;
}

/**
 * Reads a phone number as typed ("０９１２-３４５ ６７８", "+886 912 345 678", "06 20 123 4567"):
 * digits of any keyboard read as ASCII (`normalizeDigits`: full-width, Arabic-Indic, Persian),
 * spaces, dots, hyphens and brackets dropped, a typed +CC or 00CC understood, the trunk prefix
 * put the way the zone's rule expects. Then the zone's rule and libphonenumber-js (mobile
 * metadata: landlines are not valid) must both agree; the zone that accepts anything still
 * refuses a number its country's plan gives to something other than a mobile.
 */
export function readPhone(zone: Pick<Zone, 'country' | 'callingCode' | 'phone'>, raw: string): PhoneReading {
  const cleaned = normalizeDigits(raw).replace(/[\s.\-()\u2010-\u2015]/g, '');
  const international = cleaned.startsWith('00') ? `+${cleaned.slice(2)}` : cleaned;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(international, zone.country as CountryCode, PHONE_PLANS);
  } catch {
    parsed = undefined;
  }
  const ours = parsed && parsed.countryCallingCode === zone.callingCode.slice(1) ? parsed : undefined;
  if (zone.phone.acceptsAnything) {
    // Anything goes, except a number the country's plan knows as something other than a mobile
    // (a landline, a toll-free number): the courier texts this number.
    const valid = cleaned.length > 0 && !(ours && !ours.isValid() && isPlanNumber(zone.country, ours.nationalNumber));
    return { national: cleaned, e164: ours?.isValid() ? ours.number : cleaned, valid };
  }
  if (!ours) return { national: cleaned, e164: null, valid: false };
  const national = (zone.phone.trunk ?? '') + ours.nationalNumber;
  return { national, e164: ours.number, valid: zone.phone.pattern.test(national) && ours.isValid() };
}

/** The national number fits the country's numbering plan (any type: the metadata's general pattern). */
function isPlanNumber(country: string, nationalNumber: string): boolean {
  // libphonenumber's metadata layout: a country's third entry is its national number pattern.
  // Stryker disable next-line OptionalChaining: called only for a zone's country, which the metadata always has
  const pattern = (PHONE_PLANS.countries as Record<string, unknown[]>)[country]?.[2];
  return typeof pattern === 'string' && new RegExp(`^(?:${pattern})$`).test(nationalNumber);
}

/** Digits of any keyboard (full-width, Arabic-Indic) as ASCII first, then the shapes a zone writes its codes in. */
export function normalizePostalCode(zone: Pick<Zone, 'country' | 'postalCode'>, raw: string): string {
  if (!zone.postalCode) return '';
  let value = normalizeDigits(raw).replace(/\s+/g, ' ').trim().replace(/[ー－‐−]/g, '-');
  if (zone.country === 'PL' && /^\d{5}$/.test(value)) value = `${value.slice(0, 2)}-${value.slice(2)}`;
  if (zone.country === 'PT' && /^\d{7}$/.test(value)) value = `${value.slice(0, 4)}-${value.slice(4)}`;
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Stryker disable next-line Regex: unanchored, one character either side of the @ matches whatever more would
const LOOKS_LIKE_EMAIL = /\S+@\S+/;
const LINE_ID = /^[a-z0-9._@-]{1,20}$/i;
const CHOOSE_KEYS: Record<AddressPart, string> = {
  region: 'chooseRegion',
  province: 'chooseProvince',
  city: 'chooseCity',
  district: 'chooseDistrict',
  street: 'chooseStreet',
};

/** The message when a part of the address is missing or not one of the region's places. */
export function chooseKey(zone: Pick<Zone, 'chooseKeys'>, field: AddressPart): string {
  return zone.chooseKeys[field] ?? CHOOSE_KEYS[field];
}

/**
 * One field's rule: the value as kept (tidied, normalised) and what is wrong with it, if anything.
 * Plain functions, not a schema library: the browser runs them as the shopper types, and the order
 * form's chunk carries no zod.
 */
type FieldRule = (raw: string) => { value: string; error?: FieldError | null };

const keep = (value: string, error?: FieldError | null) => ({ value, error });

/** A tidied text field and its check. */
const text = (check: (value: string) => FieldError | null | undefined): FieldRule => (raw) => {
  const value = tidy(raw);
  return keep(value, check(value));
};

/**
 * What is wrong with a name or an address part a courier prints on the parcel (null: nothing):
 * markup (`<b>`, `<script>`) is refused on the way in, not only escaped on the way out; and it
 * must have letters or digits of some script (emoji or punctuation alone is no city).
 */
export function printedTextProblem(value: string): FieldError | null {
  if (/[<>]/.test(value)) return { key: 'textMarkup' };
  if (!/[\p{L}\p{N}]/u.test(value)) return { key: 'textNeedsLetters' };
  return null;
}

const rulesByZone = new Map<number, Record<RecipientField, FieldRule>>();

/** The zone's rules, built once per zone and delivery kind (with or without an address). */
export function recipientRules(zone: Zone): Record<RecipientField, FieldRule> {
  const key = zone.asksAddress ? zone.id : -zone.id;
  let rules = rulesByZone.get(key);
  // Stryker disable next-line ConditionalExpression: building the rules again each time is slower, not different
  if (!rules) {
    rules = buildRecipientRules(zone);
    rulesByZone.set(key, rules);
  }
  return rules;
}

function buildRecipientRules(zone: Zone): Record<RecipientField, FieldRule> {
  const split = zone.nameFields === 'firstLast';
  const name = (emptyKey: string, shown: boolean) =>
    text((value) => {
      if (!shown) return null;
      if (value === '') return { key: emptyKey };
      return printedTextProblem(value) ?? (value.length > NAME_MAX ? { key: 'nameTooLong', values: { max: NAME_MAX } } : null);
    });
  const part = (field: AddressPart) =>
    text((value) => {
      if (!zone.addressParts.includes(field)) return null;
      if (value === '') return { key: chooseKey(zone, field) };
      return printedTextProblem(value) ?? (value.length > PART_MAX ? { key: 'addressTooLong', values: { max: PART_MAX } } : null);
    });

  return {
    name: name('nameTips', !split),
    firstName: name('firstNameTips', split),
    lastName: name('lastNameTips', split),
    phone: (raw) =>
      keep(
        raw,
        readPhone(zone, raw).valid
          ? null
          : { key: zone.phone.messageKey, hintKey: `phoneHint.${zone.id}`, ...(zone.phoneExample ? { hintValues: { example: zone.phoneExample } } : {}) },
      ),
    whatsapp: (raw) => {
      if (zone.whatsapp === 'hidden') return keep(raw);
      const digits = normalizeDigits(raw).replace(/[\s+\-().]/g, '');
      if (digits === '') return keep(raw, zone.whatsapp === 'required' ? { key: 'whatsAppNullDataTips' } : null);
      return keep(raw, /^\d{9,13}$/.test(digits) ? null : { key: 'whatsAppErrDataTips' });
    },
    // An id, not prose: its digits are read whatever the keyboard (a LINE id is often a phone number).
    line: (raw) => {
      const value = tidy(normalizeDigits(raw));
      if (zone.line === 'hidden' || value === '') return keep(value);
      return keep(value, LINE_ID.test(value.replace(/^@/, '')) ? null : { key: 'lineIdTips' });
    },
    // An address a machine reads, not prose: full-width letters and ＠ (a Japanese keyboard's) folded as before.
    email: (raw) => {
      const value = tidy(raw.normalize('NFKC'));
      if (zone.email === 'hidden') return keep(value);
      if (value === '') return keep(value, zone.email === 'required' ? { key: 'emailNullTips' } : null);
      if (value.length > EMAIL_MAX) return keep(value, { key: 'emailTooLong', values: { max: EMAIL_MAX } });
      return keep(value, EMAIL.test(value) ? null : { key: 'emailTips' });
    },
    region: text((value) => {
      if (!zone.regionText) return null;
      if (value === '') return { key: 'regionTips' };
      if (LOOKS_LIKE_EMAIL.test(value)) return { key: 'regionNotEmail' };
      return printedTextProblem(value) ?? (value.length > PART_MAX ? { key: 'addressTooLong', values: { max: PART_MAX } } : null);
    }),
    province: part('province'),
    city: part('city'),
    district: part('district'),
    street: part('street'),
    address: text((value) => {
      if (!zone.asksAddress) return null;
      if (value === '') return { key: 'addressTips' };
      const problem = printedTextProblem(value);
      if (problem) return problem;
      const bounds = zone.addressLength;
      if (bounds && (value.length < bounds.min || value.length > bounds.max)) return { key: 'addressFormRuleTips', values: bounds };
      return value.length > ADDRESS_MAX ? { key: 'addressTooLong', values: { max: ADDRESS_MAX } } : null;
    }),
    apartment: text((value) => {
      if (!zone.apartment || value === '') return null;
      return printedTextProblem(value) ?? (value.length > PART_MAX ? { key: 'addressTooLong', values: { max: PART_MAX } } : null);
    }),
    postalCode: (raw) => {
      const value = normalizePostalCode(zone, raw);
      if (!zone.postalCode) return keep(value);
      if (value === '') return keep(value, { key: 'cannotEmpty11' });
      return keep(value, zone.postalCode.pattern.test(value) ? null : { key: 'zipcodeErrDataTips' });
    },
    remark: text((value) => (value.length > REMARK_MAX ? { key: 'remarkTooLong', values: { max: REMARK_MAX } } : null)),
  };
}

export type RecipientValidation = { ok: true; value: Recipient } | { ok: false; errors: RecipientErrors };

export function validateRecipient(zone: Zone, input: object): RecipientValidation {
  const typed = { ...EMPTY_RECIPIENT, ...pickStrings(input) };
  const rules = recipientRules(zone);
  // Stryker disable next-line ObjectLiteral: the loop below sets every field
  const data = { ...EMPTY_RECIPIENT };
  const errors: RecipientErrors = {};
  let ok = true;
  for (const field of RECIPIENT_FIELDS) {
    const { value, error } = rules[field](typed[field]);
    data[field] = value;
    if (error) {
      errors[field] = error;
      ok = false;
    }
  }
  if (!ok) return { ok: false, errors };
  const split = zone.nameFields === 'firstLast';
  const phone = readPhone(zone, data.phone);
  const orNull = (value: string) => (value === '' ? null : value);
  // Stryker disable next-line MethodExpression: every listed part is required (not empty) by now, and the line below drops empties again
  const parts = zone.addressParts.map((part) => data[part]).filter(Boolean);
  const apartment = zone.apartment ? orNull(data.apartment) : null;
  // The courier's one line, also what the risk score's same-address check compares: widths folded
  // (１２２號 and 122號 are one address). What the shopper reads back is as typed (address-format.ts).
  const fullAddress = [zone.regionText ? data.region : '', ...parts, data.address, apartment ?? ''].filter(Boolean).join(' ').normalize('NFKC');
  return {
    ok: true,
    value: {
      name: split ? `${data.firstName} ${data.lastName}` : data.name,
      firstName: split ? data.firstName : null,
      lastName: split ? data.lastName : null,
      phone: phone.e164 ?? phone.national,
      phoneNational: phone.national,
      whatsapp: zone.whatsapp === 'hidden' ? null : orNull(normalizeDigits(data.whatsapp).replace(/[\s\-().]/g, '')),
      line: zone.line === 'hidden' ? null : orNull(data.line),
      email: zone.email === 'hidden' ? null : orNull(data.email),
      region: zone.regionText ? data.region : null,
      province: zone.addressParts.includes('province') ? data.province : null,
      city: zone.addressParts.includes('city') ? data.city : null,
      district: zone.addressParts.includes('district') ? data.district : null,
      street: zone.addressParts.includes('street') ? data.street : null,
      address: zone.asksAddress ? data.address : '',
      apartment,
      postalCode: zone.postalCode ? data.postalCode : null,
      remark: orNull(data.remark),
      fullAddress,
    },
  };
}

function pickStrings(input: object): Partial<RecipientInput> {
  const out: Partial<RecipientInput> = {};
  for (const key of RECIPIENT_FIELDS) {
    const value = (input as Record<string, unknown>)[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}
