import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminReturnQueueSchema, adminReturnSchema, adminReturnsQuery, returnEventRequest, returnIdParams, returnPhotoParams } from '../../../domain/contracts/admin-returns';
import { orderNoParams } from '../../../domain/contracts/admin-orders';
import { CODES, fail, okOpen } from '../../http/envelope';
import { failureReplies, openReplies } from '../../http/contract';
import { adminMessage, type AdminMessageKey } from '../operators/admin-messages';
import { ADMIN_API } from '../operators/operators.routes';
import type { ReturnConsoleService } from './return-console.service';

/**
 * The console's returns (owners and support; permission `returns`). Changes need the session's
 * Origin and CSRF token like every back-office change (the admin plugin checks them).
 * GET  /admin/api/returns?tab=open|waiting|received   the queue, oldest first, with each tab's count
 * GET  /admin/api/returns/:id                          one request on its lifecycle
 * GET  /admin/api/orders/:orderNo/returns              an order's requests, each on its lifecycle (the order page)
 * POST /admin/api/returns/:id/events { type, version?, reply?, amount?, method?, reference? }
 * GET  /admin/api/returns/:id/photos/:name             a photo the request holds (never public)
 */
export async function returnConsoleRoutes(fastify: FastifyInstance, deps: { returnConsole: ReturnConsoleService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['support console'];
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, code: number, key: AdminMessageKey, data: unknown = null) =>
    fail(reply, status, code, adminMessage(request.headers['accept-language'], key), data);

  app.get(
    `${ADMIN_API}/returns`,
    { config: { access: 'returns' }, schema: { summary: 'Return requests of one tab (open: waiting for an answer; waiting: for the parcel; received: for the refund), oldest first, with each tab’s count', tags, querystring: adminReturnsQuery, response: openReplies(adminReturnQueueSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return okOpen(reply, await deps.returnConsole.queue(request.query.tab));
    },
  );

  app.get(
    `${ADMIN_API}/orders/:orderNo/returns`,
    { config: { access: 'returns' }, schema: { summary: 'The return requests of one order, oldest first, each with its lifecycle (state, allowed events, history), and how many of them each tab holds', tags, params: orderNoParams, response: openReplies(adminReturnQueueSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return okOpen(reply, await deps.returnConsole.ofOrder(request.params.orderNo));
    },
  );

  app.get(
    `${ADMIN_API}/returns/:id`,
    { config: { access: 'returns' }, schema: { summary: 'A return request with its photos, its order and its lifecycle (state, allowed events, history)', tags, params: returnIdParams, response: openReplies(adminReturnSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await deps.returnConsole.get(request.params.id);
      return found ? okOpen(reply, found) : refuse(request, reply, 404, CODES.NOT_FOUND, 'unknownReturn');
    },
  );

  app.post(
    `${ADMIN_API}/returns/:id/events`,
    {
      config: { access: 'returns' },
      schema: {
        summary: 'Move a return request through its lifecycle machine (accept, reject with a reply, receive the parcel, record the refund): 200 with the request; 409 when the machine refuses the move now or another agent moved it first (nothing changed); 400 for an unknown event or a move missing what it needs',
        tags,
        params: returnIdParams,
        body: returnEventRequest,
        response: openReplies(adminReturnSchema),
      },
    },
    async (request, reply) => {
      const result = await deps.returnConsole.move(request.params.id, request.body, { operatorId: request.operator!.id, email: request.operator!.email });
      if (result.ok) return okOpen(reply, result.request);
      switch (result.problem) {
        case 'unknownReturn':
          return refuse(request, reply, 404, CODES.NOT_FOUND, 'unknownReturn');
        case 'unknownEvent':
          return refuse(request, reply, 400, CODES.INVALID_REQUEST, 'unknownReturnEvent', { problem: 'unknownEvent' });
        case 'missingFields':
          return refuse(request, reply, 400, CODES.INVALID_FIELDS, 'returnMoveNeedsFields', { problem: 'missingFields', fields: result.fields });
        case 'notAllowed':
        case 'movedMeanwhile':
        case 'orderRefused': {
          const key = result.problem === 'notAllowed' ? 'returnMoveNotAllowed' : result.problem === 'movedMeanwhile' ? 'returnMovedMeanwhile' : 'returnOrderRefused';
          return refuse(request, reply, 409, CODES.FAILED, key, { problem: result.problem, state: result.state, version: result.version });
        }
      }
    },
  );

  app.get(
    `${ADMIN_API}/returns/:id/photos/:name`,
    { config: { access: 'returns' }, schema: { summary: 'A photo of a return request (WebP), for the console only', tags, params: returnPhotoParams, response: { 200: z.unknown().describe('image/webp'), ...failureReplies } } },
    async (request, reply) => {
      const photo = await deps.returnConsole.photo(request.params.id, request.params.name);
      if (!photo) return refuse(request, reply, 404, CODES.NOT_FOUND, 'unknownReturn');
      return reply.type('image/webp').header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(photo);
    },
  );
}
