import type { FastifyReply } from 'fastify';

/**
 * The API envelope (spec §8, DESIGN.md §5): `{ code: 1, msg, data }` on success; any other code is
 * a failure whose `msg` (localised for the shopper) the browser shows as a toast. Failures also
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
  NOT_FOUND: 1404,
  TOO_MANY_REQUESTS: 1429,
  SERVER_ERROR: 1500,
} as const;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(reply: FastifyReply, data: T, msg = 'ok'): FastifyReply {
  return reply.code(200).send({ code: CODES.OK, msg, data } satisfies Envelope<T>);
}

export function fail(reply: FastifyReply, status: number, code: number, msg: string, data: unknown = null): FastifyReply {
  return reply.code(status).send({ code, msg, data } satisfies Envelope<unknown>);
}
