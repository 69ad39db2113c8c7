import { VERIFICATION_MODES } from './verification';
import { z } from 'zod';
import { PIXEL_NETWORKS } from '../tracking';
import { parseVelocityLimit } from '../velocity';
import { MESSAGE_CHANNELS, templateProblem } from '../order-messages';

/**
 * The back office's site settings (owners): the seller, how shoppers reach them, consent and
 * the ad networks' conversion APIs. A refused field answers 400 with `data.issues`, each naming
 * the field (`body.contacts.serviceEmail`) and a problem code the back office words: `required`,
 * `tooLong`, `email`, `phone`, `url`, `lineId`, `code`, `amount`, `currency`, `tooMany`,
 * `tokenNeeded`, `invalid`, `limit`, `placeholder` (a message text naming an unknown placeholder).
 *
 * Access tokens never come back: an answer says whether one is set and its last 4 characters.
 */
const text = (max: number) => z.string('invalid').trim().max(max, 'tooLong');
const required = (max: number) => text(max).min(1, 'required');
/** An optional text: empty means none. */
const optional = (max: number) =>
  text(max)
    .nullable()
    .transform((value) => (value === '' || value === null ? null : value));

export const siteSettingsParams = z.strictObject({ siteId: z.string().min(1).max(64) });

const networkRequest = z.strictObject({
  accessToken: z
    .string('invalid')
    .trim()
    .min(8, 'tooShort')
    .max(1000, 'tooLong')
    .regex(/^[\x21-\x7e]+$/, 'invalid')
    .nullable()
    .optional()
    .describe('left out: the token set stays; null: removed; a value: replaces it (kept encrypted)'),
  testEventCode: optional(64).refine((value) => value === null || /^[A-Za-z0-9_-]+$/.test(value), 'code').describe('while testing: events show in the network’s test tool'),
  endpoint: optional(300)
    .refine((value) => value === null || /^(https:\/\/[^\s/]+|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?)(\/\S*)?$/.test(value), 'url')
    .describe('the API’s address, when not the network’s own (a proxy): https, or http on this machine'),
});

const velocityLimit = text(20).refine((value) => parseVelocityLimit(value) !== undefined, 'limit');

/** Cash-on-delivery protection (issue 16); left out: unchanged. */
const protectionRequest = z.strictObject({
  ordersPerPhone: velocityLimit.describe('orders per phone in a window: 3/24h, 5/30m, 20/7d or off (the environment’s ORDERS_PER_PHONE overrides it)'),
  ordersPerAddress: velocityLimit.describe('orders per client address in a window: 10/1h... or off (ORDERS_PER_ADDRESS overrides it)'),
  holdRiskyForCall: z.boolean('invalid').describe('a flagged order stays held for a call'),
  blockedMessage: optional(300).describe('what a shopper refused by a blocklist reads; null: the localised default'),
});

/** A site's own text of an order message: its placeholders only ({shop} {orderNo} {link} {carrier} {trackingNo}). */
const template = optional(500).refine((value) => value === null || templateProblem(value) === null, 'placeholder');

/** Order messages (issue 16); left out: unchanged. */
const messagesRequest = z.strictObject({
  channel: z.enum(MESSAGE_CHANNELS, 'invalid').describe('how order messages go: sms or whatsapp'),
  send: z.strictObject({ confirmation: z.boolean('invalid'), dispatched: z.boolean('invalid'), outForDelivery: z.boolean('invalid') }).describe('which order messages are sent'),
  templates: z
    .strictObject({ confirmation: template, dispatched: template, outForDelivery: template })
    .describe('the site’s own text of each kind, one for every language; null: the shopper catalog’s text in the order’s language'),
});

export const siteSettingsRequest = z.strictObject({
  company: z.strictObject({ name: required(200), address: required(300), registration: optional(100) }).describe('the seller, shown on every page'),
  contacts: z.strictObject({
    serviceEmail: optional(200).refine((value) => value === null || z.email().safeParse(value).success, 'email'),
    whatsapp: optional(40).describe('a phone number; stored in international form'),
    line: optional(60).refine((value) => value === null || /^@?[a-z0-9._-]{1,40}$/i.test(value), 'lineId'),
    facebook: optional(200).refine((value) => value === null || /^[A-Za-z0-9.\-_/]+$/.test(value), 'invalid').describe('the page’s name in its address, facebook.com/{page}'),
  }),
  followBrowserLanguage: z.boolean('invalid').describe('a first visit goes to the browser’s language'),
  sellOutWarning: z.boolean('invalid').nullable().describe('the cancel prompt’s “may sell out soon”; null: outside the EU/EEA only'),
  verification: z.enum(VERIFICATION_MODES, 'invalid').optional().describe('a one-time code to the order form’s phone: never, only over a velocity limit (risky), or always; unset: unchanged'),
  tracking: z.strictObject({
    askConsentOutsideEu: z.boolean('invalid').describe('ask for tracking consent outside the EU/EEA too (always asked inside)'),
    fixedPurchaseValue: z
      .strictObject({
        network: z.enum(PIXEL_NETWORKS, 'invalid'),
        value: z.number('amount').positive('amount').max(1_000_000, 'amount'),
        currency: z.string('currency').regex(/^[A-Z]{3}$/, 'currency'),
      })
      .nullable()
      .describe('one network reports this value for every purchase (the spec’s 30 USD); null: the order’s value'),
    testPhones: z.array(text(40), 'invalid').max(50, 'tooMany').describe('orders from these numbers are tests: never reported'),
    meta: networkRequest.describe('Meta Conversions API'),
    tiktok: networkRequest.describe('TikTok Events API'),
  }),
  protection: protectionRequest.optional(),
  messages: messagesRequest.optional(),
});

export type SiteSettingsRequest = z.input<typeof siteSettingsRequest>;

const tokenState = z.object({ set: z.boolean(), last4: z.string().nullable().describe('the token’s last 4 characters, shown as …9f2c') }).meta({ id: 'SecretState' });

const networkAnswer = z.object({ token: tokenState, testEventCode: z.string().nullable(), endpoint: z.string().nullable() });

export const siteSettingsSchema = z
  .object({
    siteId: z.string(),
    host: z.string(),
    name: z.string(),
    country: z.string().describe('the zone’s country'),
    consentAlwaysAsked: z.boolean().describe('the site is in the EU/EEA: consent is asked whatever the setting'),
    sellOutWarningByDefault: z.boolean().describe('what an unset sellOutWarning means for this site'),
    company: z.object({ name: z.string(), address: z.string(), registration: z.string().nullable() }),
    contacts: z.object({ serviceEmail: z.string().nullable(), whatsapp: z.string().nullable(), line: z.string().nullable(), facebook: z.string().nullable() }),
    followBrowserLanguage: z.boolean(),
    sellOutWarning: z.boolean().nullable(),
    verification: z.enum(VERIFICATION_MODES),
    tracking: z.object({
      askConsentOutsideEu: z.boolean(),
      fixedPurchaseValue: z.object({ network: z.enum(PIXEL_NETWORKS), value: z.number(), currency: z.string() }).nullable(),
      testPhones: z.array(z.string()),
      meta: networkAnswer,
      tiktok: networkAnswer,
    }),
    protection: z.object({ ordersPerPhone: z.string(), ordersPerAddress: z.string(), holdRiskyForCall: z.boolean(), blockedMessage: z.string().nullable() }),
    messages: z.object({
      channel: z.enum(MESSAGE_CHANNELS),
      send: z.object({ confirmation: z.boolean(), dispatched: z.boolean(), outForDelivery: z.boolean() }),
      templates: z.object({ confirmation: z.string().nullable(), dispatched: z.string().nullable(), outForDelivery: z.string().nullable() }),
    }),
  })
  .meta({ id: 'SiteSettings' });

export type AdminSiteSettings = z.infer<typeof siteSettingsSchema>;

/** The pickup store import: how many stores went in, or each refused line and why. */
export const storeImportProblemSchema = z.object({ line: z.number().int().describe('the file’s line (the header is line 1)'), problem: z.string().describe('what is wrong, in the operator’s language') });
export const storeImportSchema = z.object({ imported: z.number().int(), replaced: z.boolean() }).meta({ id: 'StoreImport' });
export const storeImportRefusalSchema = z.object({ problems: z.array(storeImportProblemSchema) });
export type StoreImportProblem = z.infer<typeof storeImportProblemSchema>;

/** The form of POST /admin/api/stores/import (documents the multipart body). */
export const storeImportForm = z.object({
  file: z.string().describe('the CSV file: header brand,store_id,name,city,district,address,phone'),
  replace: z.enum(['true', 'false']).optional().describe('true: each brand the file lists is replaced by the file’s stores'),
});
