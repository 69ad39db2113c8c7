import { z } from 'zod';

/**
 * The API envelope (spec §8, DESIGN.md §5): `{ code: 1, msg, data }` on success; any other code is
 * a failure whose `msg`, localised for the shopper, the browser shows as a toast. Failures also
 * carry a fitting 4xx status; the server answers 5xx only for its own faults.
 */
export const CODES = {
  OK: 1,
  FAILED: 0,
  INVALID_REQUEST: 1001,
  BAD_SIGNATURE: 1002,
  BAD_PAYLOAD: 1003,
  IDEMPOTENCY_CONFLICT: 1004,
  PRICE_CHANGED: 1005,
  PRODUCT_UNAVAILABLE: 1006,
  IN_PROGRESS: 1007,
  INVALID_FIELDS: 1008,
  COUPON_RECEIVED: 1009,
  COUPON_UNAVAILABLE: 1010,
  NOT_CANCELLABLE: 1011,
  RETURN_NOT_ALLOWED: 1012,
  TOO_MANY_ORDERS: 1013,
  VERIFICATION_REQUIRED: 1014,
  VERIFICATION_FAILED: 1015,
  ORDER_REFUSED: 1016,
  MESSAGE_NOT_SENT: 1017,
  UNAUTHORIZED: 1401,
  FORBIDDEN: 1403,
  NOT_FOUND: 1404,
  TOO_MANY_REQUESTS: 1429,
  SERVER_ERROR: 1500,
} as const;

/** What each failure code means, for people writing a client (the OpenAPI document lists them). */
export const CODE_MEANINGS: Record<Exclude<keyof typeof CODES, 'OK'>, string> = {
  FAILED: 'a failure with no more specific code',
  INVALID_REQUEST: 'the request does not fit its schema (400); `data.issues` names the fields',
  BAD_SIGNATURE: 'the `x-sign` HMAC does not match the signed parameters (400)',
  BAD_PAYLOAD: 'the add-order payload does not decrypt to a JSON object (400)',
  IDEMPOTENCY_CONFLICT: 'the idempotency key was used before with a different order (422)',
  PRICE_CHANGED: 'the total the client showed is not what the server charges now (409); `data.total`',
  PRODUCT_UNAVAILABLE: 'the product, sku or combo is not sold on this site (409)',
  IN_PROGRESS: 'the same idempotency key is being placed right now; retry shortly (409)',
  INVALID_FIELDS: 'a recipient, review or return field is refused (400); `data.fieldErrors`',
  COUPON_RECEIVED: 'this shopper already received the coupon (409)',
  COUPON_UNAVAILABLE: 'the coupon cannot be used for this order (409)',
  NOT_CANCELLABLE: 'the order can no longer be cancelled by the shopper (409)',
  RETURN_NOT_ALLOWED: 'the order cannot be returned now (409)',
  TOO_MANY_ORDERS: 'this phone number or client address placed its limit of orders on the site in the window (429); `data.limit` is `phone` or `address`; nothing was placed',
  ORDER_REFUSED: 'a blocklist of the site or the shop (phone, client address or range, email, postal code) refuses the order (403); the message is the site’s own or a localised default; nothing was placed',
  VERIFICATION_REQUIRED: 'the site asks for the phone to be verified (a one-time code) before this order (428); `data.reason` is `always`, `phone` or `address` (a velocity limit the verified order may pass); send the order again with `verificationToken`',
  VERIFICATION_FAILED: 'the one-time code is wrong (400, `data.reason` `wrong`, `data.attemptsLeft`), expired or never sent (410, `expired`), tried too often (429, `tooManyAttempts`), or a new code was asked too soon (429, `cooldown`, `data.retryAfter` seconds)',
  MESSAGE_NOT_SENT: 'the message provider did not take the one-time code (409); try again later',
  UNAUTHORIZED: 'back office: no open session; sign in (401)',
  FORBIDDEN: 'back office: the role may not, the Origin is not the shop’s own, or the CSRF token is missing (403)',
  NOT_FOUND: 'no such order, product or coupon on this site (404)',
  TOO_MANY_REQUESTS: 'the client sent too many requests; wait and retry (429)',
  SERVER_ERROR: 'the server failed (500); nothing was changed',
};

const codeList = Object.entries(CODES)
  .filter(([name]) => name !== 'OK')
  .map(([name, code]) => `${code}: ${CODE_MEANINGS[name as Exclude<keyof typeof CODES, 'OK'>]}`)
  .join('; ');

/** A success: code 1 and the answer in `data`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(CODES.OK), msg: z.string(), data });
}

/** A failure: its code, the localised message to show, and what the code says it carries. */
export const failureSchema = z
  .object({
    code: z.number().int().describe(`failure codes: ${codeList}`),
    msg: z.string().describe('the message to show the shopper, in the site’s language'),
    data: z.unknown().describe('null, or what the code names: `issues`, `fieldErrors`, `problem`, `total`, `reason`'),
  })
  .describe('A refused request: every answer other than code 1');

export type Failure = z.infer<typeof failureSchema>;
