import type { FastifyInstance } from 'fastify';
import { CATALOG_PAGE_SIZES, CATALOG_SORTS, type CatalogPage, type CatalogPageSize, type CatalogSort } from '../../../domain/catalog';
import { ok } from '../../http/envelope';
import { siteOf } from '../../http/request-context';
import type { ProductRepository } from './products.repository';
import type { SiteService } from '../sites/sites.service';

/**
 * GET /api/consumer/products?sort=&size=&page=&q=  the site's products (spec §2 product list and
 * search): sorted by listing time (new to old, old to new) or price (high to low, low to high),
 * 24, 48 or 72 a page, optionally those whose title matches every word of `q`.
 */
export async function catalogRoutes(app: FastifyInstance, deps: { sites: SiteService; repository: ProductRepository }) {
  app.get<{ Querystring: { sort?: CatalogSort; size?: CatalogPageSize; page?: number; q?: string } }>(
    '/api/consumer/products',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            sort: { type: 'string', enum: [...CATALOG_SORTS], default: 'new' },
            size: { type: 'integer', enum: [...CATALOG_PAGE_SIZES], default: 24 },
            page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
            q: { type: 'string', maxLength: 100 },
          },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, deps.sites);
      const { sort = 'new', size = 24, page = 1, q = '' } = request.query;
      const result = await deps.repository.cards(site.id, { sort, limit: size, offset: (page - 1) * size, search: q.trim() });
      return ok(reply, { ...result, sort, size, page, q: q.trim() } satisfies CatalogPage);
    },
  );
}
