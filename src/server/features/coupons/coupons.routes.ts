import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../../domain/api-paths';
import { claimedCouponSchema, shopperCouponsSchema } from '../../../domain/contracts/coupons';
import { claimCouponRequest, couponsQuery } from '../../../domain/contracts/requests';
import { consumerHeaders, replies } from '../../http/contract';
import { CODES, fail, ok } from '../../http/envelope';
import { ensureShopperId, shopperIdOf } from '../../http/cookies';
import { localeOf, siteOf } from '../../http/request-context';
import { translate } from '../../i18n';
import type { CouponService } from './coupons.service';
import type { ProductService } from '../products/products.service';
import type { SiteService } from '../sites/sites.service';

/**
 * GET  /api/consumer/coupons?productId=   a product's coupons, each with whether this shopper has it
 * POST /api/consumer/coupons/claim         `{ couponId }`: receive a coupon, once per shopper
 */
export async function couponRoutes(fastify: FastifyInstance, deps: { sites: SiteService; products: ProductService; coupons: CouponService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    apiRoute('coupons'),
    {
      schema: {
        summary: 'A product’s coupons, each with whether this shopper has received it',
        tags: ['coupons'],
        headers: consumerHeaders,
        querystring: couponsQuery,
        response: replies(shopperCouponsSchema),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, deps.sites);
      const product = await deps.products.find(site, request.query.productId);
      if (!product) return fail(reply, 404, CODES.NOT_FOUND, translate(await localeOf(request, deps.sites), 'error.productNotFound'));
      return ok(reply, { coupons: await deps.coupons.forProduct(product.id, shopperIdOf(request)) });
    },
  );

  app.post(
    apiRoute('claimCoupon'),
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary: 'Receive a coupon (once per shopper, keyed by the anonymous shopper cookie)',
        tags: ['coupons'],
        headers: consumerHeaders,
        body: claimCouponRequest,
        response: replies(claimedCouponSchema),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, deps.sites);
      const locale = await localeOf(request, deps.sites);
      const result = await deps.coupons.claim(site.id, request.body.couponId, ensureShopperId(request, reply));
      if (result === 'alreadyReceived') return fail(reply, 409, CODES.COUPON_RECEIVED, translate(locale, 'coupon.alreadyReceived'));
      if (result === 'unknown') return fail(reply, 404, CODES.NOT_FOUND, translate(locale, 'coupon.unknown'));
      // Out of its dates, or every one the seller offers is given out.
      if (result === 'unavailable') return fail(reply, 409, CODES.COUPON_UNAVAILABLE, translate(locale, 'coupon.unknown'));
      return ok(reply, { couponId: request.body.couponId, received: true }, translate(locale, 'coupon.received'));
    },
  );
}
