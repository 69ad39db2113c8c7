import { z } from 'zod';
import { failureSchema, okEnvelope } from '../../domain/contracts/envelope';

/**
 * The pieces every route contract shares: the answers (the envelope on 200, the failure envelope
 * on 4xx and 5xx) and the headers the browser's client sends.
 */
export function replies<T extends z.ZodType>(data: T) {
  return { 200: okEnvelope(data), '4xx': failureSchema, '5xx': failureSchema } as const;
}

/**
 * The envelope with its answer's fields also at the top level (`{ code, msg, data, ...data }`):
 * for the support console's answers, whose names outside checks read from the body itself
 * (`items`, `total`, `lifecycle`, `states`...), while the back office's client reads `data` as
 * everywhere else.
 */
export function openReplies<T extends z.ZodObject>(data: T) {
  return { 200: okEnvelope(data).extend(data.shape), '4xx': failureSchema, '5xx': failureSchema } as const;
}

/** A route whose success is not JSON (an image, a script): only its failures are enveloped. */
export const failureReplies = { '4xx': failureSchema, '5xx': failureSchema } as const;

const consumerDomain = z
  .string()
  .max(253)
  .optional()
  .describe('the shop host the shopper is on (the site); without it, the request’s Host decides');

/** Headers of a shopper API call (loose: every other header passes through untouched). */
export const consumerHeaders = z.looseObject({ 'x-consumer-domain': consumerDomain });

/** Headers of a signed call (add-order, dynamic-balance): the HMAC-SHA256 signature too. */
export const signedHeaders = z.looseObject({
  'x-consumer-domain': consumerDomain,
  'x-sign': z.string().max(200).optional().describe('Base64 HMAC-SHA256 of the canonical query of the signed parameters'),
});

/**
 * A file the shop serves by name outside the API (address data, a catalog, an uploaded photo):
 * its name checked, its body described. Kept out of the OpenAPI document, which is the API's.
 */
export function fileRoute(description: string) {
  return {
    hide: true,
    params: z.strictObject({ name: z.string().min(1).max(200) }),
    response: { 200: z.string().describe(description), 304: z.null().describe('not modified'), '4xx': z.unknown() },
  };
}
