import type { FastifyInstance } from 'fastify';
import { CODES, fail, ok } from '../../http/envelope';
import { localeOf, siteOf } from '../../http/request-context';
import { translate } from '../../i18n';
import type { ProductService } from './products.service';
import type { SiteService } from '../sites/sites.service';

export interface ProductRoutesDeps {
  sites: SiteService;
  products: ProductService;
}

/** GET /api/consumer/product/detail?id= : the spec §3 product record (the site's product without id). */
export async function productRoutes(app: FastifyInstance, { sites, products }: ProductRoutesDeps) {
  app.get<{ Querystring: { id?: string } }>(
    '/api/consumer/product/detail',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, sites);
      const locale = await localeOf(request, sites);
      const product = request.query.id ? await products.find(site, request.query.id, locale) : await products.findDefault(site, locale);
      if (!product) return fail(reply, 404, CODES.NOT_FOUND, translate(locale, 'error.productNotFound'));
      return ok(reply, await products.record(site, product, originOf(request), locale));
    },
  );
}

export function originOf(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}`;
}
