import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../../domain/api-paths';
import { orderViewSchema } from '../../../domain/contracts/orders';
import { addOrderRequest, cancelRequest, lookupRequest } from '../../../domain/contracts/requests';
import { consumerHeaders, replies, signedHeaders } from '../../http/contract';
import secureJson from 'secure-json-parse';
import { addOrderBodySchema } from '../../../domain/order';
import { canonicalQuery, SIGNATURE_HEADER } from '../../../domain/signing';
import type { LocaleCode } from '../../../i18n/locales';
import { PayloadError } from '../../crypto/rsa';
import type { PayloadDecryptor } from '../../crypto/payload';
import { CODES, fail, ok } from '../../http/envelope';
import { localeOf, siteOf } from '../../http/request-context';
import { shopperIdOf } from '../../http/cookies';
import { translate } from '../../i18n';
import type { ServerKeys } from '../keys/keys.service';
import type { OrderService, PlaceOrderFailure } from './orders.service';
import type { SiteService } from '../sites/sites.service';

export interface OrderRoutesDeps {
  sites: SiteService;
  orders: OrderService;
  keys: ServerKeys;
  decryptor: PayloadDecryptor;
  lookupRateLimit: { max: number; timeWindow: number };
}

export const ADD_ORDER_BODY_LIMIT = 64 * 1024;

export function verifySignature(params: Record<string, unknown>, signature: string | undefined, key: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', key).update(canonicalQuery(params as Record<string, string>)).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function orderRoutes(fastify: FastifyInstance, deps: OrderRoutesDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sites, orders, keys, decryptor } = deps;

  /**
   * POST /api/consumer/order/add-order (spec §7). Body `{ data }`: the order JSON, encrypted in
   * RSA chunks; header `x-sign`: HMAC-SHA256 of its canonical query. Decrypt, verify, validate,
   * price, store idempotently.
   */
  app.post(
    apiRoute('addOrder'),
    {
      bodyLimit: ADD_ORDER_BODY_LIMIT,
      schema: {
        summary: 'Place an order (signed and encrypted, idempotent)',
        tags: ['orders'],
        headers: signedHeaders,
        body: addOrderRequest,
        response: replies(orderViewSchema),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, sites);
      const locale = await localeOf(request, sites);
      const refuse = (status: number, code: number, key: string, data: unknown = null) => fail(reply, status, code, translate(locale, key), data);

      let text: string;
      try {
        text = await decryptor.decrypt(request.body.data);
      } catch (error) {
        if (error instanceof PayloadError) return refuse(400, CODES.BAD_PAYLOAD, 'error.badPayload');
        throw error;
      }
      let parsed: unknown;
      try {
        parsed = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
      } catch {
        return refuse(400, CODES.BAD_PAYLOAD, 'error.badPayload');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return refuse(400, CODES.BAD_PAYLOAD, 'error.badPayload');
      const signature = request.headers[SIGNATURE_HEADER];
      if (!verifySignature(parsed as Record<string, unknown>, typeof signature === 'string' ? signature : undefined, keys.signKey)) {
        return refuse(400, CODES.BAD_SIGNATURE, 'error.badSignature');
      }
      const body = addOrderBodySchema.safeParse(parsed);
      if (!body.success) return refuse(400, CODES.INVALID_REQUEST, 'error.invalidRequest');

      const result = await orders.place(site, body.data, { locale, shopperId: shopperIdOf(request), clientIp: request.ip });
      if (result.ok) {
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return ok(reply, result.order);
      }
      return refuseOrder(reply, locale, result.failure);
    },
  );

  /**
   * POST /api/consumer/order/lookup `{ orderNo, phone? }`. Without the phone: status and masked
   * details; with the right phone: all of it. Unknown numbers and wrong phones answer alike.
   */
  app.post(
    apiRoute('lookupOrder'),
    {
      config: { rateLimit: deps.lookupRateLimit },
      schema: {
        summary: 'Look an order up by its number (masked), or by number and phone (in full)',
        tags: ['orders'],
        headers: consumerHeaders,
        body: lookupRequest,
        response: replies(orderViewSchema),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, sites);
      const order = await orders.lookup(site, request.body.orderNo, request.body.phone);
      if (!order) return fail(reply, 404, CODES.NOT_FOUND, translate(await localeOf(request, sites), 'lookup.notFound'));
      return ok(reply, order);
    },
  );

  /**
   * POST /api/consumer/order/cancel `{ orderNo, phone }`: the shopper cancels an order not yet
   * dispatched. The phone number proves it is theirs; unknown numbers and wrong phones answer
   * alike (as the lookup does), and the lookup's rate limit applies.
   */
  app.post(
    apiRoute('cancelOrder'),
    {
      config: { rateLimit: deps.lookupRateLimit },
      schema: {
        summary: 'Cancel an order not yet dispatched (the phone proves it is the shopper’s)',
        tags: ['orders'],
        headers: consumerHeaders,
        body: cancelRequest,
        response: replies(orderViewSchema),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, sites);
      const locale = await localeOf(request, sites);
      const result = await orders.cancel(site, request.body.orderNo, request.body.phone);
      if (result.ok) return ok(reply, result.order, translate(locale, 'order.cancelled'));
      if (result.reason === 'notFound') return fail(reply, 404, CODES.NOT_FOUND, translate(locale, 'lookup.notFound'));
      return fail(reply, 409, CODES.NOT_CANCELLABLE, translate(locale, 'order.cannotCancel'));
    },
  );
}

function refuseOrder(reply: FastifyReply, locale: LocaleCode, failure: PlaceOrderFailure): FastifyReply {
  switch (failure.code) {
    case 'productUnavailable':
      return fail(reply, 409, CODES.PRODUCT_UNAVAILABLE, translate(locale, 'error.productUnavailable'));
    case 'invalidRecipient': {
      const first = Object.values(failure.errors).find(Boolean);
      const message = first ? translate(locale, first.key, first.values) + (first.hintKey ? ` ${translate(locale, first.hintKey, first.hintValues)}` : '') : '';
      return fail(reply, 400, CODES.INVALID_FIELDS, message || translate(locale, 'error.invalidRequest'), { fieldErrors: failure.errors });
    }
    case 'invalidOrder':
      return fail(reply, 400, CODES.INVALID_REQUEST, translate(locale, 'error.invalidOrder'), { problem: failure.problem });
    case 'priceChanged':
      return fail(reply, 409, CODES.PRICE_CHANGED, translate(locale, 'error.priceChanged'), { total: failure.total });
    case 'idempotencyConflict':
      return fail(reply, 422, CODES.IDEMPOTENCY_CONFLICT, translate(locale, 'error.idempotencyConflict'));
    case 'couponUnavailable':
      return fail(reply, 409, CODES.COUPON_UNAVAILABLE, translate(locale, 'coupon.unavailable'));
    case 'inProgress':
      return fail(reply, 409, CODES.IN_PROGRESS, translate(locale, 'error.inProgress'));
    case 'tooManyOrders':
      return fail(reply, 429, CODES.TOO_MANY_ORDERS, translate(locale, failure.by === 'phone' ? 'error.tooManyOrdersPhone' : 'error.tooManyOrdersAddress'), { limit: failure.by });
    case 'blocked':
      // Which list refused it is the shop's to know (the back office shows it), not the shopper's.
      return fail(reply, 403, CODES.ORDER_REFUSED, failure.message ?? translate(locale, 'error.orderRefused'));
    case 'verificationRequired':
      return fail(reply, 428, CODES.VERIFICATION_REQUIRED, translate(locale, 'verification.required'), { reason: failure.reason });
  }
}
