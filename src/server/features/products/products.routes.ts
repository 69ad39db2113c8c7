import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../../domain/api-paths';
import { productRecordSchema } from '../../../domain/contracts/products';
import { productDetailQuery } from '../../../domain/contracts/requests';
import { consumerHeaders, replies } from '../../http/contract';
import { CODES, fail, ok } from '../../http/envelope';
import { localeOf, originOf, siteOf } from '../../http/request-context';
import { translate } from '../../i18n';
import type { ProductService } from './products.service';
import type { SiteService } from '../sites/sites.service';

export interface ProductRoutesDeps {
  sites: SiteService;
  products: ProductService;
}

/** GET /api/consumer/product/detail?id= : the spec §3 product record (the site's product without id). */
export async function productRoutes(fastify: FastifyInstance, { sites, products }: ProductRoutesDeps) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    apiRoute('productDetail'),
    {
      schema: {
        summary: 'A product of the site as the spec’s product record (amounts in minor units)',
        tags: ['products'],
        headers: consumerHeaders,
        querystring: productDetailQuery,
        response: replies(productRecordSchema),
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
