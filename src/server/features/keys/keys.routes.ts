import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, apiRoute } from '../../../domain/api-paths';
import { dynamicBalanceSchema } from '../../../domain/contracts/keys';
import { dynamicBalanceQuery } from '../../../domain/contracts/requests';
import { replies, signedHeaders } from '../../http/contract';
import { CODES, fail, ok } from '../../http/envelope';
import { localeOf, siteOf } from '../../http/request-context';
import { translate } from '../../i18n';
import type { ServerKeys } from './keys.service';
import type { SiteService } from '../sites/sites.service';
import { verifySignature } from '../orders/orders.routes';

/**
 * GET /api/consumer/heartbeat/monitor/dynamic-balance (spec §7: signed GET). The browser asks
 * which consumer base to use; the answer carries the site's second base and whether it is on, and
 * the server time (so a client with a wrong clock can still sign fresh requests).
 */
export async function heartbeatRoutes(fastify: FastifyInstance, deps: { sites: SiteService; keys: ServerKeys }) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    apiRoute('dynamicBalance'),
    {
      schema: {
        summary: 'Which consumer base to call, and the server’s time (a signed GET)',
        tags: ['site'],
        headers: signedHeaders,
        querystring: dynamicBalanceQuery,
        response: replies(dynamicBalanceSchema),
      },
    },
    async (request, reply) => {
      const signature = request.headers['x-sign'];
      if (!verifySignature(request.query, typeof signature === 'string' ? signature : undefined, deps.keys.signKey)) {
        return fail(reply, 400, CODES.BAD_SIGNATURE, translate(await localeOf(request, deps.sites), 'error.badSignature'));
      }
      const site = await siteOf(request, deps.sites);
      return ok(reply, {
        primary: API_BASE,
        secondary: site.settings.secondaryConsumerBase,
        useSecondary: site.settings.useSecondaryConsumerBase && site.settings.secondaryConsumerBase !== null,
        serverTime: Date.now(),
      });
    },
  );
}
