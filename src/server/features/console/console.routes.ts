import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrdersCsvQuery,
  bulkOrdersAnswerSchema,
  bulkOrdersRequest,
  trackingImportAnswerSchema,
  trackingImportRequest,
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
import type { BulkService } from './console.bulk';
import type { ConsoleService } from './console.service';

/** How often an idle stream says it is still there (proxies close quiet connections). */
export const STREAM_HEARTBEAT_MS = 15_000;

const actorOf = (request: FastifyRequest): Actor => ({ operatorId: request.operator!.id, email: request.operator!.email });

/**
 * The support console (owners and support; permission `orders`). Answers are the envelope with
 * the answer's fields also at the top level (http/contract.ts `openReplies`).
 * GET  /admin/api/orders?q=&status=&paymentStatus=&siteId=&deliveryMethod=&paymentMethod=&from=&to=&cursor=&limit=
 * GET  /admin/api/orders.csv (the same filters, &layout=generic|tcat|inpost, &orders=A,B: a selection)
 * GET  /admin/api/orders/stream                   server-sent events: `order` for each order placed or moved
 * POST /admin/api/orders/bulk { action: confirm|dispatch, carrier?, orders: [{ orderNo, trackingNo?, carrier? }] }
 * POST /admin/api/orders/tracking { csv, carrier? }  a courier's CSV back: dispatch each line allowed, then its status
 * GET  /admin/api/orders/:orderNo                 the order, its `lifecycle` and calls
 * POST /admin/api/orders/:orderNo/events { type, version?, expectedState?, carrier?, trackingNo? }
 * POST /admin/api/orders/:orderNo/calls { outcome?, note? }
 * GET  /admin/api/machines/:id                    a machine's graph: states, transitions
 */
export async function consoleRoutes(fastify: FastifyInstance, deps: { console: ConsoleService; bulk: BulkService; heartbeatMs?: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['support console'];
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, code: number, key: AdminMessageKey, data: unknown = null) =>
    fail(reply, status, code, adminMessage(request.headers['accept-language'], key), data);
  // Open streams end when the server closes (else closing would wait for every agent's tab).
  const streams = new Set<ServerResponse>();
  fastify.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

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
      schema: { summary: 'The orders the list shows (same filters, every page) or the selection, as CSV with a header row: the generic layout (every field), T-cat’s or InPost’s', tags, querystring: adminOrdersCsvQuery, response: { 200: z.string().describe('text/csv'), ...failureReplies } },
    },
    async (request, reply) => {
      let body = '';
      for await (const part of deps.console.csv(request.query)) body += part;
      const day = new Date().toISOString().slice(0, 10);
      const name = request.query.layout === 'generic' ? 'orders' : `orders-${request.query.layout}`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
        .send(body);
    },
  );

  app.get(
    `${ADMIN_API}/orders/stream`,
    {
      config: { access: 'orders' },
      schema: {
        summary: 'Server-sent events: `order` (data: { orderNo, event, status }) for each order placed or moved in any process, a comment as heartbeat; read the list again on one',
        tags,
        response: { 200: z.string().describe('text/event-stream'), ...failureReplies },
      },
    },
    async (request, reply) => {
      // The stream outlives the handler: write it ourselves, with the headers the hooks set so far.
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      raw.write('retry: 5000\n: live\n\n');
      const stop = deps.console.onChange((change) => raw.write(`event: order\ndata: ${JSON.stringify(change)}\n\n`));
      const beat = setInterval(() => raw.write(': heartbeat\n\n'), deps.heartbeatMs ?? STREAM_HEARTBEAT_MS);
      const end = () => {
        clearInterval(beat);
        stop();
      };
      raw.on('close', end);
      request.raw.on('close', end);
      streams.add(raw);
      raw.on('close', () => streams.delete(raw));
    },
  );

  app.post(
    `${ADMIN_API}/orders/bulk`,
    {
      config: { access: 'orders' },
      schema: {
        summary: 'Confirm (a `confirmed` call) or dispatch many orders: each through its lifecycle machine, each answering on its own (200 done, 409 refused now and unchanged, 404, 400)',
        tags,
        body: bulkOrdersRequest,
        response: openReplies(bulkOrdersAnswerSchema),
      },
    },
    async (request, reply) => {
      const outcomes = await deps.bulk.run(request.body, actorOf(request));
      const language = request.headers['accept-language'];
      const results = outcomes.map((outcome) => ({ ...outcome, message: outcome.problem ? adminMessage(language, outcome.problem as AdminMessageKey) : null }));
      const done = results.filter((result) => result.status === 200).length;
      return okOpen(reply, { results, done, refused: results.length - done });
    },
  );

  app.post(
    `${ADMIN_API}/orders/tracking`,
    {
      config: { access: 'orders' },
      schema: {
        summary:
          'Import the CSV a courier gives back (a header row; order number, tracking number, optionally carrier and status: delivered, out for delivery, refused): the whole file is checked, each refused line listed, then every allowed line dispatched and moved to its status',
        tags,
        body: trackingImportRequest,
        response: openReplies(trackingImportAnswerSchema),
      },
    },
    async (request, reply) => {
      const result = await deps.bulk.importTracking(request.body.csv, request.body.carrier, actorOf(request));
      if (!result.ok) return refuse(request, reply, 400, CODES.INVALID_FIELDS, result.problem, { problem: result.problem });
      const language = request.headers['accept-language'];
      return okOpen(reply, { dispatched: result.dispatched, moved: result.moved, refused: result.refused.map((entry) => ({ ...entry, message: adminMessage(language, entry.problem as AdminMessageKey) })) });
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
        summary: 'Move an order through its lifecycle machine: 200 with the order; 409 when the machine refuses the move now (`problem`: notAllowed, or heldForCall until a confirmed call) or another agent moved it first (nothing changed); 400 for an unknown event',
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
        case 'heldForCall':
          return refuse(request, reply, 409, CODES.FAILED, result.problem === 'notAllowed' ? 'moveNotAllowed' : result.problem, { problem: result.problem, state: result.state, version: result.version });
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
