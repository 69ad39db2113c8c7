import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productIdParams } from '../../../domain/contracts/admin-catalog';
import { adminProductPixelsSchema, productPixelsRequest } from '../../../domain/contracts/admin-pixels';
import { CODES, fail, ok } from '../../http/envelope';
import { replies } from '../../http/contract';
import { adminMessage } from '../operators/admin-messages';
import { ADMIN_API } from '../operators/operators.routes';
import type { TrackingSettingsService } from './tracking.settings';

/**
 * A product's ad pixels in the back office (owners: the `catalog` permission, as for the rest of
 * what a product page carries):
 * GET /admin/api/products/:id/pixels   the pixels as stored
 * PUT /admin/api/products/:id/pixels   all of them at once; audited, the product page shows them at once
 */
export async function trackingAdminRoutes(fastify: FastifyInstance, deps: { trackingSettings: TrackingSettingsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['back office'];

  app.get(
    `${ADMIN_API}/products/:id/pixels`,
    { config: { access: 'catalog' }, schema: { summary: 'A product’s ad pixels (Meta, Google, TikTok, LINE, Snapchat)', tags, params: productIdParams, response: replies(adminProductPixelsSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const pixels = await deps.trackingSettings.productPixels(request.params.id);
      if (!pixels) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownProduct'));
      return ok(reply, pixels);
    },
  );

  app.put(
    `${ADMIN_API}/products/:id/pixels`,
    {
      config: { access: 'catalog' },
      schema: { summary: 'Set a product’s ad pixels: each id checked against its network’s form; an empty list removes a network', tags, params: productIdParams, body: productPixelsRequest, response: replies(adminProductPixelsSchema) },
    },
    async (request, reply) => {
      const actor = { operatorId: request.operator!.id, email: request.operator!.email };
      const pixels = await deps.trackingSettings.setProductPixels(request.params.id, request.body, actor);
      if (!pixels) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownProduct'));
      return ok(reply, pixels);
    },
  );
}
