import { assign, fromPromise, setup } from 'xstate';
import type { OrderView } from '../src/domain/order';

/**
 * Order lookup: type the order number (and, for the full details, the phone number), search,
 * see the order, "not found", or a failure to retry. What was typed stays through every state.
 *
 *   idle ──lookup.submit──▶ searching ──▶ found | notFound | failed ──lookup.submit──▶ searching
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
}

export type LookupEvent = { type: 'lookup.change'; field: 'orderNo' | 'phone'; value: string } | { type: 'lookup.submit' };

const editing = {
  'lookup.change': { actions: 'setField' },
  'lookup.submit': { guard: 'hasOrderNo', target: 'searching' },
} as const;

export const orderLookupMachine = setup({
  types: { context: {} as LookupContext, events: {} as LookupEvent, input: {} as LookupInput },
  actors: {
    lookupOrder: fromPromise<LookupAnswer, { orderNo: string; phone: string }>(async () => {
      throw new Error('lookupOrder is provided by the composition root');
    }),
  },
  guards: {
    hasOrderNo: ({ context }) => context.orderNo.trim().length > 0,
    isFound: ({ event }) => (event as unknown as { output: LookupAnswer }).output.found,
  },
  actions: {
    setField: assign(({ context, event }) => (event.type === 'lookup.change' ? { ...context, [event.field]: event.value } : context)),
    setOrder: assign({
      order: ({ event }) => {
        const answer = (event as unknown as { output: LookupAnswer }).output;
        return answer.found ? answer.order : null;
      },
    }),
    clearOrder: assign({ order: null }),
  },
}).createMachine({
  id: 'orderLookup',
  context: ({ input }) => ({ orderNo: input.orderNo ?? '', phone: input.phone ?? '', order: null }),
  initial: 'idle',
  states: {
    idle: { on: editing },
    searching: {
      invoke: {
        id: 'lookupOrder',
        src: 'lookupOrder',
        input: ({ context }) => ({ orderNo: context.orderNo.trim(), phone: context.phone.trim() }),
        onDone: [
          { guard: 'isFound', target: 'found', actions: 'setOrder' },
          { target: 'notFound', actions: 'clearOrder' },
        ],
        onError: { target: 'failed' },
      },
    },
    found: { on: editing },
    notFound: { on: editing },
    failed: { on: editing },
  },
});
