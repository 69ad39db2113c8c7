import { assign, setup } from 'xstate';
import type { Refund } from '../src/domain/refund';

/**
 * A return request's life on the server (issue 19 item 3), run like the order's lifecycle: every
 * move the shop makes goes through this machine, is written compare-and-set on the request's
 * version, and is kept in its history with who and when. States are the stored statuses.
 *
 *   SUBMITTED ──return.accept──▶ ACCEPTED (waiting for the parcel) ──return.receive──▶ RECEIVED ──return.refund──▶ REFUNDED
 *       │  └──return.receive (the parcel came first)──────────────────────────────────▲
 *       └──return.reject──▶ REJECTED ◀──return.reject── ACCEPTED
 *
 * A rejection must say why (the shopper reads the reply); an acceptance may add a reply (where
 * to send the parcel). A refund names its amount, method and reference.
 */
export type ReturnLifecycleEvent =
  | { type: 'return.accept'; reply?: string }
  | { type: 'return.reject'; reply: string }
  | { type: 'return.receive' }
  | { type: 'return.refund'; amount: number; method: Refund['method']; reference: string };

/** What each event carries besides its type (the console asks an agent for these). */
export const RETURN_EVENT_FIELDS: { [K in ReturnLifecycleEvent['type']]: readonly string[] } = {
  'return.accept': ['reply'],
  'return.reject': ['reply'],
  'return.receive': [],
  'return.refund': ['amount', 'method', 'reference'],
};

export interface ReturnLifecycleContext {
  reply: string | null;
  refund: Refund | null;
}

export const returnLifecycleMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as ReturnLifecycleContext, events: {} as ReturnLifecycleEvent },
  actions: {
    setReply: assign({
      reply: ({ event, context }) => ('reply' in event && event.reply?.trim() ? event.reply.trim() : context.reply),
    }),
    setRefund: assign({
      // Stryker disable next-line ConditionalExpression: setRefund runs on return.refund only: the check narrows the event's type
      refund: ({ event, context }) => (event.type === 'return.refund' ? { amount: event.amount, method: event.method, reference: event.reference.trim() } : context.refund),
    }),
  },
  guards: {
    hasReply: ({ event }) => event.type === 'return.reject' && event.reply.trim() !== '',
    hasRefund: ({ event }) => event.type === 'return.refund' && event.amount > 0 && event.reference.trim() !== '',
  },
}).createMachine({
  id: 'returnLifecycle',
  context: { reply: null, refund: null },
  initial: 'SUBMITTED',
  states: {
    SUBMITTED: {
      on: {
        'return.accept': { target: 'ACCEPTED', actions: 'setReply' },
        'return.reject': { guard: 'hasReply', target: 'REJECTED', actions: 'setReply' },
        'return.receive': 'RECEIVED',
      },
    },
    ACCEPTED: {
      on: {
        'return.receive': 'RECEIVED',
        'return.reject': { guard: 'hasReply', target: 'REJECTED', actions: 'setReply' },
      },
    },
    RECEIVED: {
      on: { 'return.refund': { guard: 'hasRefund', target: 'REFUNDED', actions: 'setRefund' } },
    },
    REJECTED: { type: 'final' },
    REFUNDED: { type: 'final' },
  },
});
