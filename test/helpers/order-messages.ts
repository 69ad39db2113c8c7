import { createActor, fromPromise } from 'xstate';
import { orderMessagesMachine, type OrderMessagesAnswer } from '../../machines/order-messages.machine';
import type { OutboxMessageView } from '../../src/domain/contracts/admin-messages';
import type { OrderMessageKind } from '../../src/domain/order-messages';
import { deferred } from './deferred';

/** An order, and an outbox row of one kind for it (sent, or refused by the provider). */
export const ORDER = 'TW250101000001';
export const message = (kind: OutboxMessageView['kind'], status: 'sent' | 'failed' = 'sent'): OutboxMessageView => ({
  id: `${kind}-${status}`,
  siteId: 'site-tw',
  orderNo: ORDER,
  kind,
  channel: 'sms',
  to: '+886912345678',
  body: `${kind} text`,
  provider: 'sandbox',
  status,
  providerRef: status === 'sent' ? 'sandbox-1' : null,
  error: status === 'failed' ? 'twilio refused: 21211' : null,
  createdAt: '2030-01-01T08:00:00.000Z',
});

/** The Messages panel's machine, running on ORDER: each load and send answered by the test, with the orders asked for. */
export function startPanel() {
  const loaded: string[] = [];
  const loads: ReturnType<typeof deferred<OrderMessagesAnswer>>[] = [];
  const sends: { input: { orderNo: string; kind: OrderMessageKind }; answer: ReturnType<typeof deferred<OutboxMessageView>> }[] = [];
  const actor = createActor(
    orderMessagesMachine.provide({
      actors: {
        loadMessages: fromPromise<OrderMessagesAnswer, { orderNo: string }>(({ input }) => {
          loaded.push(input.orderNo);
          const answer = deferred<OrderMessagesAnswer>();
          loads.push(answer);
          return answer.promise;
        }),
        resendMessage: fromPromise<OutboxMessageView, { orderNo: string; kind: OrderMessageKind }>(({ input }) => {
          const answer = deferred<OutboxMessageView>();
          sends.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { orderNo: ORDER } },
  ).start();
  return { actor, loads, sends, loaded };
}
