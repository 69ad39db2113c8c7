import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../../domain/api-paths';
import { cartValidationSchema } from '../../../domain/contracts/products';
import { cartValidateRequest } from '../../../domain/contracts/requests';
import { consumerHeaders, replies } from '../../http/contract';
import { validateCartLines } from '../../../domain/cart';
import { zoneById } from '../../../domain/zones';
import type { Product } from '../../../domain/product';
import { ok } from '../../http/envelope';
import { localeOf, siteOf } from '../../http/request-context';
import type { ProductService } from './products.service';
import type { SiteService } from '../sites/sites.service';

/**
 * POST /api/consumer/cart/validate { lines }: which cart lines the site still sells, with their
 * current name, image and price. The cart removes the others (spec §4).
 */
export async function cartRoutes(fastify: FastifyInstance, deps: { sites: SiteService; products: ProductService }) {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    apiRoute('cartValidate'),
    {
      schema: {
        summary: 'Which cart lines the site still sells, with their current name, image and price',
        tags: ['products'],
        headers: consumerHeaders,
        body: cartValidateRequest,
        response: replies(cartValidationSchema),
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
