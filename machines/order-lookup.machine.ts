import { assign, fromPromise, setup } from 'xstate';
import type { OrderView } from '../src/domain/order';

/**
 * Order lookup: type the order number (and, for the full details, the phone number), search,
 * see the order, "not found", or a failure to retry. What was typed stays through every state.
 * A shopper who sees their whole order (they gave the phone number) may cancel it while it is not
 * yet dispatched: the cancel-order prompt (spec §4) asks first.
 *
 *   idle ──lookup.submit──▶ searching ──▶ found | notFound | failed ──lookup.submit──▶ searching
 *   notFound | failed ──lookup.change──▶ idle (the stale answer goes)
 *   found.viewing ──order.cancel (cancellable)──▶ confirmingCancel ──cancel.confirm──▶ cancelling
 *        ▲                                            └──cancel.dismiss──▶ viewing         │
 *        └────────────── done: the order as it is now / error: cancelFailed ◀────────────┘
 */
export type LookupAnswer = { found: true; order: OrderView } | { found: false };

export interface LookupInput {
  orderNo?: string;
  phone?: string;
}

export interface LookupContext {
  orderNo: string;
  phone: string;
  order: OrderView | null;
  /** The last cancellation failed (the server said why in a toast). */
  cancelFailed: boolean;
}

export type LookupEvent =
  | { type: 'lookup.change'; field: 'orderNo' | 'phone'; value: string }
  | { type: 'lookup.submit' }
  | { type: 'order.cancel' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };

export interface CancelOrderInput {
  orderNo: string;
  /** The order's own phone number (a full view has it). */
  phone: string;
}

const editing = {
  'lookup.change': { actions: 'setField' },
  'lookup.submit': { guard: 'hasOrderNo', target: '#orderLookup.searching' },
} as const;

export const orderLookupMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as LookupContext, events: {} as LookupEvent, input: {} as LookupInput },
  actors: {
    lookupOrder: fromPromise<LookupAnswer, { orderNo: string; phone: string }>(async () => {
      throw new Error('lookupOrder is provided by the composition root');
    }),
    cancelOrder: fromPromise<OrderView, CancelOrderInput>(async () => {
      throw new Error('cancelOrder is provided by the composition root');
    }),
  },
  guards: {
    hasOrderNo: ({ context }) => context.orderNo.trim().length > 0,
    isFound: ({ event }) => (event as unknown as { output: LookupAnswer }).output.found,
    isCancellable: ({ context }) => context.order !== null && !context.order.masked && context.order.allowed.cancel,
  },
  actions: {
    // Stryker disable next-line ConditionalExpression: setField runs on lookup.change only: the check narrows the event's type
    setField: assign(({ context, event }) => (event.type === 'lookup.change' ? { ...context, [event.field]: event.value } : context)),
    setOrder: assign({
      order: ({ event }) => {
        const answer = (event as unknown as { output: LookupAnswer }).output;
        return answer.found ? answer.order : null;
      },
    }),
    clearOrder: assign({ order: null }),
    setCancelled: assign({ order: ({ event }) => (event as unknown as { output: OrderView }).output, cancelFailed: false }),
    setCancelFailed: assign({ cancelFailed: true }),
    clearCancelFailed: assign({ cancelFailed: false }),
  },
}).createMachine({
  id: 'orderLookup',
  context: ({ input }) => ({ orderNo: input.orderNo ?? '', phone: input.phone ?? '', order: null, cancelFailed: false }),
  initial: 'idle',
  states: {
    idle: { on: editing },
    searching: {
      // What the shopper types while a search runs (the one a link's order number starts) is
      // kept; sent, it searches again with it.
      on: {
        'lookup.change': { actions: 'setField' },
        'lookup.submit': { guard: 'hasOrderNo', target: 'searching', reenter: true },
      },
      invoke: {
        id: 'lookupOrder',
        src: 'lookupOrder',
        input: ({ context }) => ({ orderNo: context.orderNo.trim(), phone: context.phone.trim() }),
        onDone: [
          { guard: 'isFound', target: 'found', actions: ['setOrder', 'clearCancelFailed'] },
          { target: 'notFound', actions: 'clearOrder' },
        ],
        onError: { target: 'failed' },
      },
    },
    found: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            ...editing,
            'order.cancel': { guard: 'isCancellable', target: 'confirmingCancel' },
          },
        },
        confirmingCancel: {
          on: {
            'cancel.confirm': 'cancelling',
            'cancel.dismiss': 'viewing',
          },
        },
        cancelling: {
          invoke: {
            id: 'cancelOrder',
            src: 'cancelOrder',
            input: ({ context }) => ({ orderNo: context.order!.orderNo, phone: context.order!.recipient.phone }),
            onDone: { target: 'viewing', actions: 'setCancelled' },
            onError: { target: 'viewing', actions: 'setCancelFailed' },
          },
        },
      },
    },
    // The answer was about the number as it was: changing it (or clearing it) takes the answer away.
    notFound: { on: { ...editing, 'lookup.change': { target: 'idle', actions: 'setField' } } },
    failed: { on: { ...editing, 'lookup.change': { target: 'idle', actions: 'setField' } } },
  },
});
