import { assign, fromPromise, setup } from 'xstate';
import type { AdminOrder, CallOutcome } from '../src/domain/contracts/admin-orders';

/**
 * One order on the support console's order page, and what the agent does with it:
 *
 *   loading ──loadOrder done──▶ viewing            loading ──error──▶ failed (order.reload tries again)
 *   viewing ──move.send (an event the order's lifecycle allows now)──▶ moving ──▶ moved | refused | failed
 *   viewing ──call.record──▶ recording ──▶ viewing | failed
 *   refused: the server said no (409: not allowed now, or another agent moved it first); its
 *   message shows and the order is loaded again as it now is.
 *
 * The moves offered are the order's `lifecycle.allowedEvents`, from the server's machine: this
 * machine only checks that the one sent is among them (`isAllowedMove`), never re-codes them.
 */
export interface ConsoleOrderInput {
  orderNo: string;
}

export interface ConsoleOrderContext {
  orderNo: string;
  order: AdminOrder | null;
  /** The last move asked for. */
  move: string | null;
  /** The server's message (or "could not be reached") for the last refusal or failure. */
  message: string | null;
}

export interface MoveRequest {
  orderNo: string;
  type: string;
  values: Record<string, string>;
  version: number;
}

export interface CallRequest {
  orderNo: string;
  outcome: CallOutcome | null;
  note: string;
}

export type ConsoleOrderEvent =
  | { type: 'order.reload' }
  | { type: 'move.send'; event: string; values: Record<string, string> }
  | { type: 'call.record'; outcome: CallOutcome | null; note: string };

/** A move the server refused (HTTP 409): the order stays as it is; `message` says why. */
export class MoveRefused extends Error {
  // Stryker disable next-line BooleanLiteral: tells TypeScript a refusal from any Error; the machine and pages ask instanceof
  readonly refused = true;
}

const failure = ({ event }: { event: unknown }) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error && error.message !== '' ? error.message : null;
};

export const consoleOrderMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as ConsoleOrderContext, events: {} as ConsoleOrderEvent, input: {} as ConsoleOrderInput },
  actors: {
    loadOrder: fromPromise<AdminOrder, { orderNo: string }>(async () => {
      throw new Error('loadOrder is provided by the order page');
    }),
    moveOrder: fromPromise<AdminOrder, MoveRequest>(async () => {
      throw new Error('moveOrder is provided by the order page');
    }),
    recordCall: fromPromise<AdminOrder, CallRequest>(async () => {
      throw new Error('recordCall is provided by the order page');
    }),
  },
  guards: {
    isAllowedMove: ({ context, event }) => event.type === 'move.send' && context.order !== null && context.order.lifecycle.allowedEvents.some((allowed) => allowed.type === event.event),
    isCallWorthRecording: ({ context, event }) => event.type === 'call.record' && context.order !== null && (event.outcome !== null || event.note.trim() !== ''),
    isRefusal: ({ event }) => (event as { error?: unknown }).error instanceof MoveRefused,
  },
  actions: {
    setOrder: assign({ order: ({ event }) => (event as unknown as { output: AdminOrder }).output }),
    // Stryker disable next-line ConditionalExpression: setMove runs on move.send only: the check narrows the event's type
    setMove: assign({ move: ({ context, event }) => (event.type === 'move.send' ? event.event : context.move), message: null }),
    clearMessage: assign({ message: null }),
    setFailure: assign({ message: failure }),
  },
}).createMachine({
  id: 'consoleOrder',
  context: ({ input }) => ({ orderNo: input.orderNo, order: null, move: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: { target: 'viewing', actions: ['setOrder', 'clearMessage'] },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    viewing: {
      on: {
        'move.send': { guard: 'isAllowedMove', target: 'moving', actions: 'setMove' },
        'call.record': { guard: 'isCallWorthRecording', target: 'recording', actions: 'clearMessage' },
        'order.reload': 'loading',
      },
    },
    moving: {
      invoke: {
        id: 'moveOrder',
        src: 'moveOrder',
        input: ({ context, event }) => ({
          orderNo: context.orderNo,
          // Stryker disable next-line StringLiteral: moving is entered by setMove's move.send only, so a move is always set
          type: context.move ?? '',
          // Stryker disable next-line ConditionalExpression: moving is entered on move.send only: the check narrows the event's type
          values: event.type === 'move.send' ? event.values : {},
          // Stryker disable next-line LogicalOperator,OptionalChaining: isAllowedMove lets no move through without an order
          version: context.order?.lifecycle.version ?? 0,
        }),
        onDone: { target: 'moved', actions: 'setOrder' },
        onError: [
          { guard: 'isRefusal', target: 'refused', actions: 'setFailure' },
          { target: 'failed', actions: 'setFailure' },
        ],
      },
    },
    moved: {
      on: {
        'move.send': { guard: 'isAllowedMove', target: 'moving', actions: 'setMove' },
        'call.record': { guard: 'isCallWorthRecording', target: 'recording', actions: 'clearMessage' },
        'order.reload': 'loading',
      },
    },
    refused: {
      // The order moved on (or never could): read it again as it is now; the message stays.
      invoke: {
        id: 'reloadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: { actions: 'setOrder' },
      },
      on: {
        'move.send': { guard: 'isAllowedMove', target: 'moving', actions: 'setMove' },
        'call.record': { guard: 'isCallWorthRecording', target: 'recording', actions: 'clearMessage' },
        'order.reload': 'loading',
      },
    },
    recording: {
      invoke: {
        id: 'recordCall',
        src: 'recordCall',
        // Stryker disable next-line ConditionalExpression: recording is entered on call.record only: the checks narrow the event's type
        input: ({ context, event }) => ({ orderNo: context.orderNo, outcome: event.type === 'call.record' ? event.outcome : null, note: event.type === 'call.record' ? event.note.trim() : '' }),
        onDone: { target: 'viewing', actions: 'setOrder' },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    failed: {
      on: {
        'move.send': { guard: 'isAllowedMove', target: 'moving', actions: 'setMove' },
        'call.record': { guard: 'isCallWorthRecording', target: 'recording', actions: 'clearMessage' },
        'order.reload': 'loading',
      },
    },
  },
});
