import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCouponSchema,
  adminCouponsSchema,
  adminSaleSchema,
  adminSalesSchema,
  couponParams,
  couponsListQuery,
  newCouponRequest,
  newSaleRequest,
  productIdParams,
  saleParams,
} from '../../../domain/contracts/admin-promotions';
import { randomToken } from '../../../domain/ids';
import { CODES, fail, ok } from '../../http/envelope';
import { replies } from '../../http/contract';
import type { Actor } from '../audit/audit.repository';
import { ADMIN_API } from '../operators/operators.routes';
import { adminMessage } from '../operators/admin-messages';
import type { CouponService } from '../coupons/coupons.service';
import type { ProductService } from '../products/products.service';
import type { PromotionService } from './promotions.service';

const tags = ['back office'];
const actorOf = (request: FastifyRequest): Actor => ({ operatorId: request.operator?.id ?? null, email: request.operator?.email ?? 'unknown' });

/**
 * The owner's promotions:
 *   GET  /admin/api/products/{id}/sales                 the product's sales, with their state now
 *   POST /admin/api/products/{id}/sales                 a flash sale (one running or scheduled at a time)
 *   POST /admin/api/products/{id}/sales/{saleId}/end    ends it now: countdown and pricing stop at once
 *   GET  /admin/api/coupons?productId=                  the product's coupons, given and used counts
 *   POST /admin/api/coupons                             a coupon: an amount or a percentage off
 *   POST /admin/api/coupons/{id}/retire                 shoppers no longer see, receive or use it
 */
export async function promotionRoutes(fastify: FastifyInstance, deps: { promotions: PromotionService; coupons: CouponService; products: ProductService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'promotions' } as const;

  app.get(
    `${ADMIN_API}/products/:id/sales`,
    { config, schema: { summary: 'A product’s sales, running, scheduled and ended (owners)', tags, params: productIdParams, response: replies(adminSalesSchema) } },
    async (request, reply) => {
      const sales = await deps.promotions.sales(request.params.id);
      if (!sales) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownProduct'));
      return ok(reply, { sales });
    },
  );

  app.post(
    `${ADMIN_API}/products/:id/sales`,
    { config, schema: { summary: 'Put a product on a flash sale, now or later (owners)', tags, params: productIdParams, body: newSaleRequest, response: replies(adminSaleSchema) } },
    async (request, reply) => {
      const language = request.headers['accept-language'];
      const { percentOff, startsAt, endsAt } = request.body;
      const result = await deps.promotions.startSale(
        { productId: request.params.id, percentOff, startsAt: startsAt ? new Date(startsAt) : undefined, endsAt: new Date(endsAt) },
        actorOf(request),
      );
      if (result.ok) return ok(reply, result.sale);
      switch (result.problem) {
        case 'unknownProduct':
          return fail(reply, 404, CODES.NOT_FOUND, adminMessage(language, 'unknownProduct'));
        case 'overlap':
          return fail(reply, 409, CODES.FAILED, `${adminMessage(language, 'saleOverlap')} (${result.overlap.startsAt} – ${result.overlap.endsAt})`);
        default:
          return fail(reply, 400, CODES.INVALID_REQUEST, adminMessage(language, 'saleInPast'));
      }
    },
  );

  app.post(
    `${ADMIN_API}/products/:id/sales/:saleId/end`,
    { config, schema: { summary: 'End a sale now: shoppers pay the full price from this moment (owners)', tags, params: saleParams, response: replies(adminSaleSchema) } },
    async (request, reply) => {
      const language = request.headers['accept-language'];
      const result = await deps.promotions.endSale(request.params.id, request.params.saleId, actorOf(request));
      if (result.ok) return ok(reply, result.sale);
      return result.problem === 'unknownSale'
        ? fail(reply, 404, CODES.NOT_FOUND, adminMessage(language, 'unknownSale'))
        : fail(reply, 409, CODES.FAILED, adminMessage(language, 'saleAlreadyEnded'));
    },
  );

  app.get(
    `${ADMIN_API}/coupons`,
    { config, schema: { summary: 'A product’s coupons, with how many were received and used (owners)', tags, querystring: couponsListQuery, response: replies(adminCouponsSchema) } },
    async (request, reply) => {
      if (await deps.products.isFreeId(request.query.productId)) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownProduct'));
      return ok(reply, { coupons: await deps.coupons.list(request.query.productId) });
    },
  );

  app.post(
    `${ADMIN_API}/coupons`,
    { config, schema: { summary: 'Offer a coupon with a product: an amount or a percentage off (owners)', tags, body: newCouponRequest, response: replies(adminCouponSchema) } },
    async (request, reply) => {
      const body = request.body;
      if (await deps.products.isFreeId(body.productId)) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownProduct'));
      const coupon = await deps.coupons.addCoupon(
        {
          id: `cp-${randomToken(10).toLowerCase().replace(/[^a-z0-9]/g, '')}`,
          productId: body.productId,
          kind: body.kind,
          amount: body.value,
          threshold: body.minOrder,
          startsAt: body.startsAt ? new Date(body.startsAt) : null,
          endsAt: body.endsAt ? new Date(body.endsAt) : null,
          totalLimit: body.totalLimit ?? null,
          perShopperLimit: body.perShopperLimit,
        },
        actorOf(request),
      );
      // The landing page lists the product's coupons: it shows the new one at once.
      deps.products.invalidate();
      return ok(reply, coupon);
    },
  );

  app.post(
    `${ADMIN_API}/coupons/:id/retire`,
    { config, schema: { summary: 'Retire a coupon: shoppers no longer see, receive or use it (owners)', tags, params: couponParams, response: replies(adminCouponSchema) } },
    async (request, reply) => {
      const language = request.headers['accept-language'];
      const result = await deps.coupons.retire(request.params.id, actorOf(request));
      if (!result) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(language, 'unknownCoupon'));
      if (!result.changed) return fail(reply, 409, CODES.FAILED, adminMessage(language, 'couponAlreadyRetired'));
      deps.products.invalidate();
      return ok(reply, result.coupon);
    },
  );
}
