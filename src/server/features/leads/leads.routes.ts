import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../../domain/api-paths';
import { adminLeadsQuery, adminLeadsSchema, leadAcceptedSchema, leadRequest } from '../../../domain/contracts/leads';
import { consumerHeaders, openReplies, replies } from '../../http/contract';
import { CODES, fail, ok, okOpen } from '../../http/envelope';
import { localeOf, siteOf } from '../../http/request-context';
import { translate } from '../../i18n';
import { ADMIN_API } from '../operators/operators.routes';
import type { ProductService } from '../products/products.service';
import type { SiteService } from '../sites/sites.service';
import type { LeadService } from './leads.service';

/**
 * Abandoned forms.
 * POST /api/consumer/leads  { productId, phone, name?, lines }   the order form's ping once the phone is valid
 * GET  /admin/api/leads?status=open|converted|all&siteId=&limit=  the console's list (permission `orders`)
 */
export async function leadRoutes(fastify: FastifyInstance, deps: { sites: SiteService; products: ProductService; leads: LeadService; rateLimit?: { max: number; timeWindow: number } }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    apiRoute('leads'),
    {
      config: { rateLimit: deps.rateLimit ?? { max: 20, timeWindow: 60_000 } },
      schema: {
        summary: 'The order form’s ping once a valid phone is typed (only with consent where it is asked): an abandoned-form lead after 30 minutes without an order',
        tags: ['leads'],
        headers: consumerHeaders,
        body: leadRequest,
        response: replies(leadAcceptedSchema),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, deps.sites);
      const locale = await localeOf(request, deps.sites);
      const result = await deps.leads.keep(site, request.body, locale, async (id) => (await deps.products.find(site, id)) !== undefined);
      if (result === 'badPhone') return fail(reply, 400, CODES.INVALID_REQUEST, translate(locale, 'phonenotempty'));
      if (result === 'unknownProduct') return fail(reply, 404, CODES.NOT_FOUND, translate(locale, 'error.productNotFound'));
      return ok(reply, { received: true as const });
    },
  );

  app.get(
    `${ADMIN_API}/leads`,
    {
      config: { access: 'orders' },
      schema: { summary: 'Abandoned order forms: a valid phone typed and no order within 30 minutes (open), or that phone ordered since (converted)', tags: ['support console'], querystring: adminLeadsQuery, response: openReplies(adminLeadsSchema) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return okOpen(reply, { items: await deps.leads.list(request.query) });
    },
  );
}
