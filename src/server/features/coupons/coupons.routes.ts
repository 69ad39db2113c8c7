import type { FastifyInstance } from 'fastify';
import { CODES, fail, ok } from '../../http/envelope';
import { ensureShopperId, shopperIdOf } from '../../http/cookies';
import { localeOf, siteOf } from '../../http/request-context';
import { translate } from '../../i18n';
import type { CouponRepository } from './coupons.repository';
import type { ProductService } from '../products/products.service';
import type { SiteService } from '../sites/sites.service';

/**
 * GET  /api/consumer/coupons?productId=   a product's coupons, each with whether this shopper has it
 * POST /api/consumer/coupons/claim         `{ couponId }`: receive a coupon, once per shopper
 */
export async function couponRoutes(app: FastifyInstance, deps: { sites: SiteService; products: ProductService; coupons: CouponRepository }) {
  app.get<{ Querystring: { productId: string } }>(
    '/api/consumer/coupons',
    { schema: { querystring: { type: 'object', required: ['productId'], properties: { productId: { type: 'string', minLength: 1, maxLength: 64 } }, additionalProperties: false } } },
    async (request, reply) => {
      const site = await siteOf(request, deps.sites);
      const product = await deps.products.find(site, request.query.productId);
      if (!product) return fail(reply, 404, CODES.NOT_FOUND, translate(await localeOf(request, deps.sites), 'error.productNotFound'));
      return ok(reply, { coupons: await deps.coupons.forProducts([product.id], shopperIdOf(request)) });
    },
  );

  app.post<{ Body: { couponId: string } }>(
    '/api/consumer/coupons/claim',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { body: { type: 'object', required: ['couponId'], properties: { couponId: { type: 'string', minLength: 1, maxLength: 64 } }, additionalProperties: false } },
    },
    async (request, reply) => {
      const site = await siteOf(request, deps.sites);
      const locale = await localeOf(request, deps.sites);
      // The coupon must be of a product this site sells.
      const [coupon] = await deps.coupons.forSite(site.id, request.body.couponId);
      if (!coupon) return fail(reply, 404, CODES.NOT_FOUND, translate(locale, 'coupon.unknown'));
      const shopperId = ensureShopperId(request, reply);
      const result = await deps.coupons.claim(coupon, shopperId, new Date().toISOString());
      if (result === 'alreadyReceived') return fail(reply, 409, CODES.COUPON_RECEIVED, translate(locale, 'coupon.alreadyReceived'));
      if (result === 'unknown') return fail(reply, 404, CODES.NOT_FOUND, translate(locale, 'coupon.unknown'));
      return ok(reply, { couponId: coupon, received: true }, translate(locale, 'coupon.received'));
    },
  );
}
