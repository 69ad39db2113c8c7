import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../../domain/api-paths';
import { funnelReportSchema, funnelStoredSchema } from '../../../domain/contracts/funnel';
import { funnelSchema, periodQuery } from '../../../domain/contracts/admin-dashboard';
import { CONSENT_COOKIE, parseConsent } from '../../../domain/tracking';
import { consumerHeaders, replies } from '../../http/contract';
import { readCookie } from '../../http/cookies';
import { CODES, fail, ok } from '../../http/envelope';
import { localeOf, siteOf } from '../../http/request-context';
import { translate } from '../../i18n';
import { ADMIN_API } from '../operators/operators.routes';
import type { SiteService } from '../sites/sites.service';
import type { FunnelService } from './funnel.service';

export interface FunnelRouteOptions {
  sites: SiteService;
  funnel: FunnelService;
  /** Reports a client may send per minute (default 30: a checkout reports when its page is hidden). */
  rateLimit?: { max: number; timeWindow: number };
}

/**
 * The checkout funnel.
 * POST /api/consumer/funnel                      a checkout session's anonymous counts (sendBeacon)
 * GET  /admin/api/funnel?siteId=&from=&to=       the counts of a site's period, with the checkout's graph
 */
export async function funnelRoutes(fastify: FastifyInstance, options: FunnelRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sites, funnel } = options;

  app.post(
    apiRoute('funnel'),
    {
      config: { rateLimit: options.rateLimit ?? { max: 30, timeWindow: 60_000 } },
      schema: {
        summary: 'A checkout session’s anonymous counts of states reached and transitions taken (names of machines/checkout.machine.ts; unknown names are left out and listed, a report with none known: 400). Stored only where consent allows',
        tags: ['tracking'],
        // A beacon sends no headers of its own: the Host decides the site then.
        headers: consumerHeaders,
        body: funnelReportSchema,
        response: replies(funnelStoredSchema),
      },
    },
    async (request, reply) => {
      const site = await siteOf(request, sites);
      const result = await funnel.record(site, request.body, parseConsent(readCookie(request.headers.cookie, CONSENT_COOKIE)));
      if ('unknown' in result) {
        return fail(reply, 400, CODES.INVALID_REQUEST, translate(await localeOf(request, sites), 'error.invalidRequest'), { unknown: result.unknown.slice(0, 20) });
      }
      reply.header('cache-control', 'no-store');
      return ok(reply, result);
    },
  );

  app.get(
    `${ADMIN_API}/funnel`,
    {
      config: { access: 'orders' },
      schema: {
        summary: 'The checkout funnel of a site’s period: sessions, states reached and transitions taken, with the checkout machine’s graph to draw them on',
        tags: ['dashboard'],
        querystring: periodQuery,
        response: replies(funnelSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, await funnel.period(request.query));
    },
  );
}
