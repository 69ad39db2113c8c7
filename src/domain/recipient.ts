import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { z } from 'zod';
import phoneMetadata from './phone-metadata.json';
import type { AddressPart, Zone } from './zones';
import { EMPTY_RECIPIENT, RECIPIENT_FIELDS, type RecipientField, type RecipientInput } from './recipient-fields';

export { EMPTY_RECIPIENT, recipientFields, isOptionalField, type RecipientField, type RecipientInput } from './recipient-fields';

/**
 * The recipient form's rules (spec §5), one zod schema per zone, run by the browser as the
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
  /** Everything of the address on one line, as the courier's label shows it. */
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
const metadata = phoneMetadata as unknown as MetadataJson;

/** Collapses runs of white space and trims: what a shopper means, not what they typed. */
export function tidy(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, ' ').trim();
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
 * full-width digits folded, spaces, dots, hyphens and brackets dropped, a typed +CC or 00CC
 * understood, the trunk prefix put the way the zone's rule expects. Then the zone's rule and
 * libphonenumber-js (mobile metadata: landlines are not valid) must both agree; the zone that
 * accepts anything still refuses a number its country's plan gives to something other than a mobile.
 */
export function readPhone(zone: Pick<Zone, 'country' | 'callingCode' | 'phone'>, raw: string): PhoneReading {
  const cleaned = raw.normalize('NFKC').replace(/[\s.\-()\u2010-\u2015]/g, '');
  const international = cleaned.startsWith('00') ? `+${cleaned.slice(2)}` : cleaned;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(international, zone.country as CountryCode, metadata);
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
  const pattern = (phoneMetadata.countries as Record<string, unknown[]>)[country]?.[2];
  return typeof pattern === 'string' && new RegExp(`^(?:${pattern})$`).test(nationalNumber);
}

/** NFKC first (full-width digits), then the shapes a zone writes its codes in. */
export function normalizePostalCode(zone: Pick<Zone, 'country' | 'postalCode'>, raw: string): string {
  if (!zone.postalCode) return '';
  let value = raw.normalize('NFKC').replace(/\s+/g, ' ').trim().replace(/[ー－‐−]/g, '-');
  if (zone.country === 'PL' && /^\d{5}$/.test(value)) value = `${value.slice(0, 2)}-${value.slice(2)}`;
  if (zone.country === 'PT' && /^\d{7}$/.test(value)) value = `${value.slice(0, 4)}-${value.slice(4)}`;
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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

function fail(ctx: z.RefinementCtx, error: FieldError): void {
  ctx.addIssue({ code: 'custom', message: error.key, params: error });
}

const text = () => z.string().transform(tidy);

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

function failPrinted(ctx: z.RefinementCtx, value: string): boolean {
  const problem = printedTextProblem(value);
  if (problem) fail(ctx, problem);
  return problem !== null;
}

const schemas = new Map<number, ReturnType<typeof buildRecipientSchema>>();

/** The zone's schema, built once: zod compiles a schema when it is made, which costs more than a parse. */
export function recipientSchema(zone: Zone) {
  const key = zone.asksAddress ? zone.id : -zone.id;
  let schema = schemas.get(key);
  if (!schema) {
    schema = buildRecipientSchema(zone);
    schemas.set(key, schema);
  }
  return schema;
}

function buildRecipientSchema(zone: Zone) {
  const split = zone.nameFields === 'firstLast';
  const name = (emptyKey: string, shown: boolean) =>
    text().superRefine((value, ctx) => {
      if (!shown) return;
      if (value === '') return fail(ctx, { key: emptyKey });
      if (failPrinted(ctx, value)) return;
      if (value.length > NAME_MAX) fail(ctx, { key: 'nameTooLong', values: { max: NAME_MAX } });
    });
  const part = (field: AddressPart) =>
    text().superRefine((value, ctx) => {
      if (!zone.addressParts.includes(field)) return;
      if (value === '') return fail(ctx, { key: chooseKey(zone, field) });
      if (failPrinted(ctx, value)) return;
      if (value.length > PART_MAX) fail(ctx, { key: 'addressTooLong', values: { max: PART_MAX } });
    });

  return z.object({
    name: name('nameTips', !split),
    firstName: name('firstNameTips', split),
    lastName: name('lastNameTips', split),
    phone: z.string().superRefine((raw, ctx) => {
      if (!readPhone(zone, raw).valid) {
        fail(ctx, { key: zone.phone.messageKey, hintKey: `phoneHint.${zone.id}`, ...(zone.phoneExample ? { hintValues: { example: zone.phoneExample } } : {}) });
      }
    }),
    whatsapp: z.string().superRefine((raw, ctx) => {
      if (zone.whatsapp === 'hidden') return;
      const digits = raw.normalize('NFKC').replace(/[\s+\-().]/g, '');
      if (digits === '') {
        if (zone.whatsapp === 'required') fail(ctx, { key: 'whatsAppNullDataTips' });
        return;
      }
      if (!/^\d{9,13}$/.test(digits)) fail(ctx, { key: 'whatsAppErrDataTips' });
    }),
    line: text().superRefine((value, ctx) => {
      if (zone.line === 'hidden' || value === '') return;
      if (!LINE_ID.test(value.replace(/^@/, ''))) fail(ctx, { key: 'lineIdTips' });
    }),
    email: text().superRefine((value, ctx) => {
      if (zone.email === 'hidden') return;
      if (value === '') {
        if (zone.email === 'required') fail(ctx, { key: 'emailNullTips' });
        return;
      }
      if (value.length > EMAIL_MAX) return fail(ctx, { key: 'emailTooLong', values: { max: EMAIL_MAX } });
      if (!EMAIL.test(value)) fail(ctx, { key: 'emailTips' });
    }),
    region: text().superRefine((value, ctx) => {
      if (!zone.regionText) return;
      if (value === '') return fail(ctx, { key: 'regionTips' });
      if (LOOKS_LIKE_EMAIL.test(value)) return fail(ctx, { key: 'regionNotEmail' });
      if (failPrinted(ctx, value)) return;
      if (value.length > PART_MAX) fail(ctx, { key: 'addressTooLong', values: { max: PART_MAX } });
    }),
    province: part('province'),
    city: part('city'),
    district: part('district'),
    street: part('street'),
    address: text().superRefine((value, ctx) => {
      if (!zone.asksAddress) return;
      if (value === '') return fail(ctx, { key: 'addressTips' });
      if (failPrinted(ctx, value)) return;
      const bounds = zone.addressLength;
      if (bounds && (value.length < bounds.min || value.length > bounds.max)) {
        return fail(ctx, { key: 'addressFormRuleTips', values: bounds });
      }
      if (value.length > ADDRESS_MAX) fail(ctx, { key: 'addressTooLong', values: { max: ADDRESS_MAX } });
    }),
    apartment: text().superRefine((value, ctx) => {
      if (!zone.apartment || value === '' || failPrinted(ctx, value)) return;
      if (value.length > PART_MAX) fail(ctx, { key: 'addressTooLong', values: { max: PART_MAX } });
    }),
    postalCode: z
      .string()
      .transform((value) => normalizePostalCode(zone, value))
      .superRefine((value, ctx) => {
        if (!zone.postalCode) return;
        if (value === '') return fail(ctx, { key: 'cannotEmpty11' });
        if (!zone.postalCode.pattern.test(value)) fail(ctx, { key: 'zipcodeErrDataTips' });
      }),
    remark: text().superRefine((value, ctx) => {
      if (value.length > REMARK_MAX) fail(ctx, { key: 'remarkTooLong', values: { max: REMARK_MAX } });
    }),
  });
}

export type RecipientValidation = { ok: true; value: Recipient } | { ok: false; errors: RecipientErrors };

export function validateRecipient(zone: Zone, input: object): RecipientValidation {
  const result = recipientSchema(zone).safeParse({ ...EMPTY_RECIPIENT, ...pickStrings(input) });
  if (!result.success) {
    const errors: RecipientErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as RecipientField;
      if (errors[field]) continue;
      const params = (issue as { params?: FieldError }).params;
      errors[field] = params ?? { key: issue.message };
    }
    return { ok: false, errors };
  }
  const data = result.data;
  const split = zone.nameFields === 'firstLast';
  const phone = readPhone(zone, data.phone);
  const orNull = (value: string) => (value === '' ? null : value);
  const parts = zone.addressParts.map((part) => data[part]).filter(Boolean);
  const apartment = zone.apartment ? orNull(data.apartment) : null;
  const fullAddress = [zone.regionText ? data.region : '', ...parts, data.address, apartment ?? ''].filter(Boolean).join(' ');
  return {
    ok: true,
    value: {
      name: split ? `${data.firstName} ${data.lastName}` : data.name,
      firstName: split ? data.firstName : null,
      lastName: split ? data.lastName : null,
      phone: phone.e164 ?? phone.national,
      phoneNational: phone.national,
      whatsapp: zone.whatsapp === 'hidden' ? null : orNull(data.whatsapp.normalize('NFKC').replace(/[\s\-().]/g, '')),
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
