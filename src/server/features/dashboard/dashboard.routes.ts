import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema, periodQuery } from '../../../domain/contracts/admin-dashboard';
import { replies } from '../../http/contract';
import { CODES, fail, ok } from '../../http/envelope';
import { adminMessage } from '../operators/admin-messages';
import { ADMIN_API } from '../operators/operators.routes';
import type { DashboardService } from './dashboard.service';

/**
 * The owner's day at a glance (owners; support may read: permission `orders`).
 * GET /admin/api/dashboard?siteId=&from=&to=   per day, courier and zone: placed, confirmed by a call,
 *                                              dispatched, out for delivery, delivered, refused, cancelled, cash; the funnel
 */
export async function dashboardRoutes(fastify: FastifyInstance, deps: { dashboard: DashboardService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${ADMIN_API}/dashboard`,
    {
      config: { access: 'orders' },
      schema: {
        summary: 'A site’s period from its orders’ lifecycle history (per day, courier and zone: placed, confirmed by a call, dispatched, out for delivery, delivered, refused at the door, cancelled, cash collected) and its checkout funnel',
        tags: ['dashboard'],
        querystring: periodQuery,
        response: replies(dashboardSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const view = await deps.dashboard.period(request.query);
      return view ? ok(reply, view) : fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownSite'));
    },
  );
}
