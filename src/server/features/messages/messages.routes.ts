import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderMessageParams, orderMessageRequest, outboxMessageSchema, outboxQuery, outboxSchema } from '../../../domain/contracts/admin-messages';
import { normalizeOrderNumber } from '../../../domain/order-number';
import { replies } from '../../http/contract';
import { CODES, fail, ok } from '../../http/envelope';
import type { Actor } from '../audit/audit.repository';
import { adminMessage } from '../operators/admin-messages';
import { ADMIN_API } from '../operators/operators.routes';
import type { MessageService } from './messages.service';
import type { OrderMessages } from './order-messages.service';

const tags = ['back office'];
const actorOf = (request: FastifyRequest): Actor => ({ operatorId: request.operator?.id ?? null, email: request.operator?.email ?? 'unknown' });

/** The Outbox page and the console's Messages panel: see src/domain/contracts/admin-messages.ts. */
export async function messageRoutes(fastify: FastifyInstance, deps: { messages: MessageService; orderMessages: OrderMessages }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'messages' } as const;

  app.get(
    `${ADMIN_API}/messages`,
    { config, schema: { summary: 'The outbox: text messages sent or refused, newest first, of a site or an order (owners and support)', tags, querystring: outboxQuery, response: replies(outboxSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { siteId, orderNo, limit } = request.query;
      const items = await deps.messages.list({ siteId, orderNo: orderNo && normalizeOrderNumber(orderNo), limit });
      return ok(reply, { items, sandbox: deps.messages.provider === 'sandbox' });
    },
  );

  app.post(
    `${ADMIN_API}/orders/:orderNo/messages`,
    {
      config,
      schema: {
        summary: 'Send one kind of an order’s message now, whatever the site’s settings (again, or after a failure), audited: 200 with the outbox row (its status says whether the provider took it); 409 for dispatch messages of an order not dispatched',
        tags,
        params: orderMessageParams,
        body: orderMessageRequest,
        response: replies(outboxMessageSchema),
      },
    },
    async (request, reply) => {
      const language = request.headers['accept-language'];
      const result = await deps.orderMessages.resend(normalizeOrderNumber(request.params.orderNo), request.body.kind, actorOf(request));
      if (result.ok) return ok(reply, result.message);
      if (result.problem === 'unknownOrder') return fail(reply, 404, CODES.NOT_FOUND, adminMessage(language, 'unknownOrder'));
      return fail(reply, 409, CODES.FAILED, adminMessage(language, 'messageNotDispatched'));
    },
  );
}
