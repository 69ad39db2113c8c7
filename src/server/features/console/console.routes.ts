import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderPageSchema,
  adminOrderSchema,
  adminOrdersQuery,
  machineGraphSchema,
  machineIdParams,
  orderCallRequest,
  orderEventRequest,
  orderNoParams,
} from '../../../domain/contracts/admin-orders';
import { CODES, fail, okOpen } from '../../http/envelope';
import { failureReplies, openReplies } from '../../http/contract';
import type { Actor } from '../audit/audit.repository';
import { adminMessage, type AdminMessageKey } from '../operators/admin-messages';
import { ADMIN_API } from '../operators/operators.routes';
import type { ConsoleService } from './console.service';

const actorOf = (request: FastifyRequest): Actor => ({ operatorId: request.operator!.id, email: request.operator!.email });

/**
 * The support console (owners and support; permission `orders`). Answers are the envelope with
 * the answer's fields also at the top level (http/contract.ts `openReplies`).
 * GET  /admin/api/orders?q=&status=&paymentStatus=&siteId=&deliveryMethod=&paymentMethod=&from=&to=&cursor=&limit=
 * GET  /admin/api/orders.csv (the same filters)   the generic courier layout, a header row first
 * GET  /admin/api/orders/:orderNo                 the order, its `lifecycle` and calls
 * POST /admin/api/orders/:orderNo/events { type, version?, expectedState?, carrier?, trackingNo? }
 * POST /admin/api/orders/:orderNo/calls { outcome?, note? }
 * GET  /admin/api/machines/:id                    a machine's graph: states, transitions
 */
export async function consoleRoutes(fastify: FastifyInstance, deps: { console: ConsoleService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['support console'];
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, code: number, key: AdminMessageKey, data: unknown = null) =>
    fail(reply, status, code, adminMessage(request.headers['accept-language'], key), data);

  app.get(
    `${ADMIN_API}/orders`,
    { config: { access: 'orders' }, schema: { summary: 'Orders, newest first, filtered and searched (number, phone as typed, name, tracking number); keyset paging', tags, querystring: adminOrdersQuery, response: openReplies(adminOrderPageSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await deps.console.list(request.query);
      if (!page) return refuse(request, reply, 400, CODES.INVALID_REQUEST, 'badCursor');
      return okOpen(reply, page);
    },
  );

  app.get(
    `${ADMIN_API}/orders.csv`,
    {
      config: { access: 'orders' },
      schema: { summary: 'The orders the list shows (same filters, every page), as CSV in the generic courier layout with a header row', tags, querystring: adminOrdersQuery, response: { 200: z.string().describe('text/csv'), ...failureReplies } },
    },
    async (request, reply) => {
      let body = '';
      for await (const part of deps.console.csv(request.query)) body += part;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(body);
    },
  );

  app.get(
    `${ADMIN_API}/orders/:orderNo`,
    { config: { access: 'orders' }, schema: { summary: 'An order as the console shows it: what the shopper entered, totals, payment, store, history, its lifecycle (state, allowed events) and calls', tags, params: orderNoParams, response: openReplies(adminOrderSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const order = await deps.console.order(request.params.orderNo);
      return order ? okOpen(reply, order) : refuse(request, reply, 404, CODES.NOT_FOUND, 'unknownOrder');
    },
  );

  app.post(
    `${ADMIN_API}/orders/:orderNo/events`,
    {
      config: { access: 'orders' },
      schema: {
        summary: 'Move an order through its lifecycle machine: 200 with the order; 409 when the machine refuses the move now or another agent moved it first (nothing changed); 400 for an unknown event',
        tags,
        params: orderNoParams,
        body: orderEventRequest,
        response: openReplies(adminOrderSchema),
      },
    },
    async (request, reply) => {
      const result = await deps.console.move(request.params.orderNo, request.body, actorOf(request));
      if (result.ok) return okOpen(reply, result.order);
      switch (result.problem) {
        case 'unknownOrder':
          return refuse(request, reply, 404, CODES.NOT_FOUND, 'unknownOrder');
        case 'unknownEvent':
          return refuse(request, reply, 400, CODES.INVALID_REQUEST, 'unknownEvent', { problem: 'unknownEvent' });
        case 'unknownReturn':
          return refuse(request, reply, 400, CODES.INVALID_FIELDS, 'returnNotReceivable', { problem: 'unknownReturn' });
        case 'missingFields':
          return refuse(request, reply, 400, CODES.INVALID_FIELDS, 'moveNeedsFields', { problem: 'missingFields', fields: result.fields });
        case 'notAllowed':
        case 'movedMeanwhile':
          return refuse(request, reply, 409, CODES.FAILED, result.problem === 'notAllowed' ? 'moveNotAllowed' : 'movedMeanwhile', { problem: result.problem, state: result.state, version: result.version });
      }
    },
  );

  app.post(
    `${ADMIN_API}/orders/:orderNo/calls`,
    { config: { access: 'orders' }, schema: { summary: 'Record a call to the shopper (confirmed, no answer, wrong number, refused) or a note, with who and when', tags, params: orderNoParams, body: orderCallRequest, response: openReplies(adminOrderSchema) } },
    async (request, reply) => {
      const order = await deps.console.recordCall(request.params.orderNo, request.body, actorOf(request));
      return order ? okOpen(reply, order) : refuse(request, reply, 404, CODES.NOT_FOUND, 'unknownOrder');
    },
  );

  app.get(
    `${ADMIN_API}/machines/:id`,
    { config: { access: 'orders' }, schema: { summary: 'A machine’s graph (states, transitions with event, guard, actions), read from its definition: order-lifecycle, payment-result, return-request', tags, params: machineIdParams, response: openReplies(machineGraphSchema) } },
    async (request, reply) => {
      const graph = deps.console.graph(request.params.id);
      return graph ? okOpen(reply, graph) : refuse(request, reply, 404, CODES.NOT_FOUND, 'unknownMachine');
    },
  );
}
