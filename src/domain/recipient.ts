import { z } from 'zod';
import type { Zone } from './zones';
import { EMPTY_RECIPIENT, type RecipientField, type RecipientInput } from './recipient-fields';

export { EMPTY_RECIPIENT, recipientFields, type RecipientField, type RecipientInput } from './recipient-fields';

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
  /** E.164, e.g. +886912345678. */
  phone: string;
  /** The national number as the shopper's courier reads it, e.g. 0912345678. */
  phoneNational: string;
  email: string | null;
  address: string;
  postalCode: string | null;
  remark: string | null;
}

export interface FieldError {
  /** Catalog key of the message. */
  key: string;
  /** Catalog key of a hint shown after the message (the phone rule's example). */
  hintKey?: string;
  values?: Record<string, string | number>;
}

export type RecipientErrors = Partial<Record<RecipientField, FieldError>>;

export const NAME_MAX = 50;
export const EMAIL_MAX = 100;
export const ADDRESS_MAX = 200;
export const REMARK_MAX = 200;

/** Collapses runs of white space and trims: what a shopper means, not what they typed. */
export function tidy(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/**
 * A phone number as typed ("０９１２-３４５ ６７８", "+886 912 345 678") to the national digits the
 * zone's rule is written for ("0912345678"): full-width digits folded, spaces, dots, hyphens and
 * brackets dropped, a typed +CC or 00CC removed (and the trunk 0 put back where the zone's
 * national numbers carry one).
 */
export function normalizePhone(zone: Pick<Zone, 'callingCode' | 'phone'>, raw: string): string {
  let value = raw.normalize('NFKC').replace(/[\s.\-()\u2010-\u2015]/g, '');
  const code = zone.callingCode.slice(1);
  const international = value.startsWith('+' + code) ? 1 + code.length : value.startsWith('00' + code) ? 2 + code.length : 0;
  if (international > 0) {
    value = value.slice(international);
    if (zone.phone.trunk && !value.startsWith(zone.phone.trunk)) value = zone.phone.trunk + value;
  }
  return value;
}

export function toE164(zone: Pick<Zone, 'callingCode' | 'phone'>, national: string): string {
  const trunk = zone.phone.trunk;
  const subscriber = trunk && national.startsWith(trunk) ? national.slice(trunk.length) : national;
  return zone.callingCode + subscriber;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function required(key: string) {
  return z.string().transform(tidy).refine((value) => value.length > 0, { message: key });
}

function fail(ctx: z.RefinementCtx, error: FieldError): void {
  ctx.addIssue({ code: 'custom', message: error.key, params: error });
}

const schemas = new Map<number, ReturnType<typeof buildRecipientSchema>>();

/** The zone's schema, built once: zod compiles a schema when it is made, which costs more than a parse. */
export function recipientSchema(zone: Zone) {
  let schema = schemas.get(zone.id);
  if (!schema) {
    schema = buildRecipientSchema(zone);
    schemas.set(zone.id, schema);
  }
  return schema;
}

function buildRecipientSchema(zone: Zone) {
  const name = required('nameTips').refine((value) => value.length <= NAME_MAX, { message: 'nameTooLong' });
  const optionalName = z.string().transform(tidy);
  const split = zone.nameFields === 'firstLast';
  return z.object({
    name: split ? optionalName : name,
    firstName: split ? required('firstNameTips').refine((v) => v.length <= NAME_MAX, { message: 'nameTooLong' }) : optionalName,
    lastName: split ? required('lastNameTips').refine((v) => v.length <= NAME_MAX, { message: 'nameTooLong' }) : optionalName,
    phone: z.string().superRefine((raw, ctx) => {
      const national = normalizePhone(zone, raw);
      if (!zone.phone.pattern.test(national)) {
        fail(ctx, { key: zone.phone.messageKey, hintKey: `phoneHint.${zone.id}` });
      }
    }),
    email: z
      .string()
      .transform(tidy)
      .superRefine((value, ctx) => {
        if (value === '') return;
        if (value.length > EMAIL_MAX || !EMAIL.test(value)) fail(ctx, { key: 'emailTips' });
      }),
    address: z
      .string()
      .transform(tidy)
      .superRefine((value, ctx) => {
        if (value === '') return fail(ctx, { key: 'addressTips' });
        const bounds = zone.addressLength;
        if (bounds && (value.length < bounds.min || value.length > bounds.max)) {
          return fail(ctx, { key: 'addressFormRuleTips', values: bounds });
        }
        if (value.length > ADDRESS_MAX) fail(ctx, { key: 'addressTooLong', values: { max: ADDRESS_MAX } });
      }),
    postalCode: z
      .string()
      .transform((value) => normalizePostalCode(zone, value))
      .superRefine((value, ctx) => {
        if (!zone.postalCode) return;
        if (value === '') return fail(ctx, { key: 'cannotEmpty11' });
        if (!zone.postalCode.pattern.test(value)) fail(ctx, { key: 'zipcodeErrDataTips' });
      }),
    remark: z
      .string()
      .transform(tidy)
      .refine((value) => value.length <= REMARK_MAX, { message: 'remarkTooLong' }),
  });
}

/** NFKC first (full-width digits), then the shapes a zone writes its codes in. */
export function normalizePostalCode(zone: Pick<Zone, 'country' | 'postalCode'>, raw: string): string {
  if (!zone.postalCode) return '';
  let value = raw.normalize('NFKC').replace(/\s+/g, ' ').trim().replace(/[ー－‐]/g, '-');
  if (zone.country === 'PL' && /^\d{5}$/.test(value)) value = `${value.slice(0, 2)}-${value.slice(2)}`;
  if (zone.country === 'PT' && /^\d{7}$/.test(value)) value = `${value.slice(0, 4)}-${value.slice(4)}`;
  return value;
}

export type RecipientValidation = { ok: true; value: Recipient } | { ok: false; errors: RecipientErrors };

export function validateRecipient(zone: Zone, input: Partial<RecipientInput>): RecipientValidation {
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
  const phoneNational = normalizePhone(zone, data.phone);
  return {
    ok: true,
    value: {
      name: split ? `${data.firstName} ${data.lastName}` : data.name,
      firstName: split ? data.firstName : null,
      lastName: split ? data.lastName : null,
      phone: toE164(zone, phoneNational),
      phoneNational,
      email: data.email || null,
      address: data.address,
      postalCode: zone.postalCode ? data.postalCode : null,
      remark: data.remark || null,
    },
  };
}

function pickStrings(input: Partial<RecipientInput>): Partial<RecipientInput> {
  const out: Partial<RecipientInput> = {};
  for (const key of Object.keys(EMPTY_RECIPIENT) as RecipientField[]) {
    const value = input[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}
