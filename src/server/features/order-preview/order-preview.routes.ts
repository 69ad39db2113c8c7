import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderNoParams } from '../../../domain/contracts/admin-orders';
import { orderPreviewSchema, previewTokenParams } from '../../../domain/contracts/order-preview';
import { CODES, fail, okOpen } from '../../http/envelope';
import { failureReplies, openReplies } from '../../http/contract';
import { adminMessage, type AdminMessageKey } from '../operators/admin-messages';
import { ADMIN_API } from '../operators/operators.routes';
import { renderOrderPreview } from './order-preview.render';
import type { OrderPreviewService } from './order-preview.service';

/** Where a preview is served: under the back office, so its page may frame it (same origin). */
export const PREVIEW_PATH = '/admin/preview';

/**
 * The console's preview of the shopper's order page (owners and support; permission `orders`).
 * POST /admin/api/orders/:orderNo/preview   a token for that order, good for ten minutes: { url, expiresAt }
 * GET  /admin/preview/:token                the shopper's order page as HTML, for the order page's frame
 *
 * The preview is read-only: no script runs in it (its own Content-Security-Policy allows none), it
 * holds no form or link to act on, and it may be framed by the back office's own pages only.
 */
export async function orderPreviewRoutes(fastify: FastifyInstance, deps: { preview: OrderPreviewService; styles: string; styleHashes: readonly string[] }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['support console'];
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, code: number, key: AdminMessageKey) => fail(reply, status, code, adminMessage(request.headers['accept-language'], key));
  const policy = ["default-src 'none'", `style-src ${deps.styleHashes.length > 0 ? deps.styleHashes.join(' ') : "'none'"}`, "img-src 'self' data:", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'self'"].join('; ');

  app.post(
    `${ADMIN_API}/orders/:orderNo/preview`,
    { config: { access: 'orders' }, schema: { summary: 'A short-lived, read-only token to preview the shopper’s own order page as they see it now (the URL to frame, and when it expires)', tags, params: orderNoParams, response: openReplies(orderPreviewSchema) } },
    async (request, reply) => {
      const issued = await deps.preview.issue(request.params.orderNo);
      if (!issued) return refuse(request, reply, 404, CODES.NOT_FOUND, 'unknownOrder');
      reply.header('cache-control', 'no-store');
      return okOpen(reply, { url: `${PREVIEW_PATH}/${issued.token}`, expiresAt: issued.expiresAt });
    },
  );

  app.get(
    `${PREVIEW_PATH}/:token`,
    {
      config: { access: 'orders' },
      // HTML for the order page's frame, not part of the API.
      schema: { hide: true, params: previewTokenParams, response: { 200: z.string().describe('the shopper’s order page'), ...failureReplies } },
    },
    async (request, reply) => {
      const opened = await deps.preview.open(request.params.token);
      if (!opened.ok) {
        if (opened.problem === 'expired') return refuse(request, reply, 410, CODES.FAILED, 'previewExpired');
        if (opened.problem === 'invalid') return refuse(request, reply, 403, CODES.FORBIDDEN, 'previewInvalid');
        return refuse(request, reply, 404, CODES.NOT_FOUND, 'unknownOrder');
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', policy)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer')
        .send(renderOrderPreview({ order: opened.order, locale: opened.locale, styles: deps.styles }));
    },
  );
}
