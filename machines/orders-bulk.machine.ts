import { assign, fromPromise, setup } from 'xstate';

/**
 * Bulk work on the support console's list: the orders selected, and one bulk move at a time.
 *
 *   idle ──bulk.confirm / bulk.dispatch (something selected) / bulk.import (a file)──▶ sending
 *   sending ──done──▶ reported (each order's answer: done, or refused and why) ──▶ idle on the next move
 *   sending ──error──▶ failed (the server could not be reached or refused the whole request)
 *
 * Selecting (one, a page, none) works in every state but sending. The server moves each order
 * through its lifecycle machine and answers per order: this machine only carries the answers.
 */
export interface BulkLine {
  orderNo: string | null;
  /** The file's line, for an import. */
  line: number | null;
  message: string;
}

export interface BulkReport {
  done: string[];
  refused: BulkLine[];
}

export type BulkRequest =
  | { action: 'confirm'; orderNos: string[] }
  | { action: 'dispatch'; carrier: string; tracking: Record<string, string> }
  | { action: 'import'; csv: string; carrier: string };

export interface OrdersBulkContext {
  selected: string[];
  report: BulkReport | null;
  message: string | null;
}

export type OrdersBulkEvent =
  | { type: 'selection.toggle'; orderNo: string }
  | { type: 'selection.setPage'; orderNos: string[]; selected: boolean }
  | { type: 'selection.clear' }
  | { type: 'bulk.confirm' }
  | { type: 'bulk.dispatch'; carrier: string; tracking: Record<string, string> }
  | { type: 'bulk.import'; csv: string; carrier: string }
  | { type: 'report.dismiss' };

const requestOf = (context: OrdersBulkContext, event: OrdersBulkEvent): BulkRequest => {
  if (event.type === 'bulk.dispatch') return { action: 'dispatch', carrier: event.carrier, tracking: Object.fromEntries(context.selected.map((orderNo) => [orderNo, event.tracking[orderNo]?.trim() ?? ''])) };
  if (event.type === 'bulk.import') return { action: 'import', csv: event.csv, carrier: event.carrier };
  return { action: 'confirm', orderNos: context.selected };
};

const moves = {
  'bulk.confirm': { guard: 'hasSelection', target: 'sending' },
  'bulk.dispatch': { guard: 'hasSelection', target: 'sending' },
  'bulk.import': { guard: 'hasFile', target: 'sending' },
} as const;

const selecting = {
  'selection.toggle': { actions: 'toggle' },
  'selection.setPage': { actions: 'setPage' },
  'selection.clear': { actions: 'clear' },
} as const;

export const ordersBulkMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as OrdersBulkContext, events: {} as OrdersBulkEvent },
  actors: {
    sendBulk: fromPromise<BulkReport, BulkRequest>(async () => {
      throw new Error('sendBulk is provided by the orders page');
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    hasFile: ({ event }) => event.type === 'bulk.import' && event.csv.trim() !== '',
  },
  actions: {
    toggle: assign({
      selected: ({ context, event }) =>
        event.type !== 'selection.toggle' ? context.selected : context.selected.includes(event.orderNo) ? context.selected.filter((orderNo) => orderNo !== event.orderNo) : [...context.selected, event.orderNo],
    }),
    setPage: assign({
      selected: ({ context, event }) => {
        if (event.type !== 'selection.setPage') return context.selected;
        const others = context.selected.filter((orderNo) => !event.orderNos.includes(orderNo));
        return event.selected ? [...others, ...event.orderNos] : others;
      },
    }),
    clear: assign({ selected: [] }),
    setReport: assign({ report: ({ event }) => (event as unknown as { output: BulkReport }).output, message: null }),
    // The orders done leave the selection; the refused stay selected to deal with.
    keepRefused: assign({ selected: ({ context, event }) => context.selected.filter((orderNo) => !(event as unknown as { output: BulkReport }).output.done.includes(orderNo)) }),
    setFailure: assign({
      message: ({ event }) => {
        const error = (event as unknown as { error?: unknown }).error;
        return error instanceof Error && error.message !== '' ? error.message : null;
      },
    }),
    forget: assign({ report: null, message: null }),
  },
}).createMachine({
  id: 'ordersBulk',
  context: { selected: [], report: null, message: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ...selecting,
        ...moves,
      },
    },
    sending: {
      entry: 'forget',
      invoke: {
        id: 'sendBulk',
        src: 'sendBulk',
        input: ({ context, event }) => requestOf(context, event),
        onDone: { target: 'reported', actions: ['setReport', 'keepRefused'] },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    reported: {
      on: {
        ...selecting,
        ...moves,
        'report.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
    failed: {
      on: {
        ...selecting,
        ...moves,
        'report.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
  },
});
