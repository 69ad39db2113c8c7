import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSoldCountSchema, productIdParams, soldCountRequest } from '../../../domain/contracts/admin-promotions';
import { CODES, fail, ok } from '../../http/envelope';
import { replies } from '../../http/contract';
import { ADMIN_API } from '../operators/operators.routes';
import { adminMessage } from '../operators/admin-messages';
import type { SoldCountService } from './sold-count.service';

const tags = ['back office'];

/**
 * The sold count a product's page shows (owners):
 *   GET /admin/api/products/{id}/sold-count   the mode, the typed number, the real count, what is shown
 *   PUT /admin/api/products/{id}/sold-count   `{ mode: 'default' | 'fixed' | 'real', fixed? }`
 */
export async function soldCountRoutes(fastify: FastifyInstance, deps: { soldCounts: SoldCountService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'promotions' } as const;

  app.get(
    `${ADMIN_API}/products/:id/sold-count`,
    { config, schema: { summary: 'The sold count a product’s page shows, and how it is chosen (owners)', tags, params: productIdParams, response: replies(adminSoldCountSchema) } },
    async (request, reply) => {
      const found = await deps.soldCounts.get(request.params.id);
      if (!found) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownProduct'));
      return ok(reply, found);
    },
  );

  app.put(
    `${ADMIN_API}/products/:id/sold-count`,
    {
      config,
      schema: {
        summary: 'Choose the sold count a product’s page shows: the default, a typed number, or the real count (owners)',
        tags,
        params: productIdParams,
        body: soldCountRequest,
        response: replies(adminSoldCountSchema),
      },
    },
    async (request, reply) => {
      const changed = await deps.soldCounts.set(request.params.id, request.body, { operatorId: request.operator?.id ?? null, email: request.operator?.email ?? 'unknown' });
      if (!changed) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownProduct'));
      return ok(reply, changed);
    },
  );
}
