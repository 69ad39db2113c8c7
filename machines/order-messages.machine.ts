import { assign, fromPromise, setup } from 'xstate';
import type { OutboxMessageView } from '../src/domain/contracts/admin-messages';
import type { OrderMessageKind } from '../src/domain/order-messages';

/**
 * The Messages panel of the console's order page: the order's messages from the outbox, and one
 * kind sent again by hand. A send the provider refused is still sent to the outbox (a `failed`
 * row with the provider's error); a send the server refuses (not dispatched yet, offline) keeps
 * the list and shows why.
 *
 *   loading ──done──▶ ready ──message.resend──▶ sending ──done──▶ sent ──message.resend──▶ sending
 *      └──error──▶ failed ──messages.reload──▶ loading       └──error──▶ refused ──message.resend──▶ sending
 */
export interface OrderMessagesAnswer {
  items: OutboxMessageView[];
  sandbox: boolean;
}

export type OrderMessagesEvent = { type: 'message.resend'; kind: OrderMessageKind } | { type: 'messages.reload' };

export interface OrderMessagesContext {
  orderNo: string;
  /** Newest first; empty until loaded. */
  messages: OutboxMessageView[];
  sandbox: boolean;
  /** The kind being (or last) sent by hand. */
  kind: OrderMessageKind | null;
  /** The outbox row of the last send by hand (its status says whether the provider took it). */
  sent: OutboxMessageView | null;
  error: string | null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const orderMessagesMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as OrderMessagesContext, events: {} as OrderMessagesEvent, input: {} as { orderNo: string } },
  actors: {
    /** Provided by the page: `GET /admin/api/messages?orderNo=`. */
    loadMessages: fromPromise<OrderMessagesAnswer, { orderNo: string }>(async () => {
      throw new Error('loadMessages is provided by the page');
    }),
    /** Provided by the page: `POST /admin/api/orders/:orderNo/messages`. */
    resendMessage: fromPromise<OutboxMessageView, { orderNo: string; kind: OrderMessageKind }>(async () => {
      throw new Error('resendMessage is provided by the page');
    }),
  },
  actions: {
    // Runs on message.resend only.
    setKind: assign({ kind: ({ event }) => (event as Extract<OrderMessagesEvent, { type: 'message.resend' }>).kind, error: null, sent: null }),
    setMessages: assign({ messages: (_, answer: OrderMessagesAnswer) => answer.items, sandbox: (_, answer: OrderMessagesAnswer) => answer.sandbox, error: null }),
    addSent: assign({ messages: ({ context }, message: OutboxMessageView) => [message, ...context.messages], sent: (_, message: OutboxMessageView) => message }),
    setError: assign({ error: (_, message: string) => message }),
  },
}).createMachine({
  id: 'orderMessages',
  context: ({ input }) => ({ orderNo: input.orderNo, messages: [], sandbox: false, kind: null, sent: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: { target: 'ready', actions: { type: 'setMessages', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    ready: {
      on: { 'message.resend': { target: 'sending', actions: 'setKind' }, 'messages.reload': 'loading' },
    },
    sending: {
      invoke: {
        id: 'resendMessage',
        src: 'resendMessage',
        input: ({ context }) => ({ orderNo: context.orderNo, kind: context.kind! }),
        onDone: { target: 'sent', actions: { type: 'addSent', params: ({ event }) => event.output } },
        onError: { target: 'refused', actions: { type: 'setError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    sent: {
      on: { 'message.resend': { target: 'sending', actions: 'setKind' }, 'messages.reload': 'loading' },
    },
    refused: {
      on: { 'message.resend': { target: 'sending', actions: 'setKind' }, 'messages.reload': 'loading' },
    },
    failed: {
      on: { 'messages.reload': 'loading' },
    },
  },
});
