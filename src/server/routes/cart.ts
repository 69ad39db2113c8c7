import type { FastifyInstance } from 'fastify';
import { validateCartLines } from '../../domain/cart';
import { MAX_LINES } from '../../domain/order';
import type { OrderLine } from '../../domain/pricing';
import type { Product } from '../../domain/product';
import { zoneById } from '../../domain/zones';
import { ok } from '../http/envelope';
import { localeOf, siteOf } from '../http/request-context';
import type { ProductService } from '../modules/products/service';
import type { SiteService } from '../modules/sites/service';

/**
 * POST /api/consumer/cart/validate { lines }: which cart lines the site still sells, with their
 * current name, image and price. The cart removes the others (spec §4).
 */
export async function cartRoutes(app: FastifyInstance, deps: { sites: SiteService; products: ProductService }) {
  app.post<{ Body: { lines: OrderLine[] } }>(
    '/api/consumer/cart/validate',
    {
      schema: {
        body: {
          type: 'object',
          required: ['lines'],
          additionalProperties: false,
          properties: {
            lines: {
              type: 'array',
              maxItems: MAX_LINES,
              items: {
                type: 'object',
                required: ['productId', 'kind', 'id', 'quantity'],
                additionalProperties: false,
                properties: {
                  productId: { type: 'string', minLength: 1, maxLength: 64 },
                  kind: { type: 'string', enum: ['sku', 'combo'] },
                  id: { type: 'string', minLength: 1, maxLength: 64 },
                  quantity: { type: 'integer', minimum: 1, maximum: 1000 },
                },
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, deps.sites);
      const locale = await localeOf(request, deps.sites);
      const products = new Map<string, Product>();
      for (const id of new Set(request.body.lines.map((line) => line.productId))) {
        const product = await deps.products.find(site, id, locale);
        if (product) products.set(id, product);
      }
      return ok(reply, validateCartLines(request.body.lines, products, zoneById(site.zoneId), Date.now()));
    },
  );
}
