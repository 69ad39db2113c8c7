import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../../domain/api-paths';
import { catalogPageSchema } from '../../../domain/contracts/products';
import { catalogQuery } from '../../../domain/contracts/requests';
import { consumerHeaders, replies } from '../../http/contract';
import { ok } from '../../http/envelope';
import { siteOf } from '../../http/request-context';
import type { ProductService } from './products.service';
import type { SiteService } from '../sites/sites.service';

/**
 * GET /api/consumer/products?sort=&size=&page=&q=  the site's products (spec §2 product list and
 * search): sorted by listing time (new to old, old to new) or price (high to low, low to high),
 * 24, 48 or 72 a page, optionally those whose title matches every word of `q`.
 */
export async function catalogRoutes(fastify: FastifyInstance, deps: { sites: SiteService; products: ProductService }) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    apiRoute('products'),
    {
      schema: {
        summary: 'The site’s products, sorted and paged, optionally matching words of the title',
        tags: ['products'],
        headers: consumerHeaders,
        querystring: catalogQuery,
        response: replies(catalogPageSchema),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, deps.sites);
      const { sort, size, page, q = '' } = request.query;
      return ok(reply, await deps.products.catalogPage(site, { sort, size, page, q }));
    },
  );
}
