import { assign, fromPromise, setup } from 'xstate';
import type { AdminReturn, AdminReturnQueue, ReturnTab } from '../src/domain/contracts/admin-returns';

/**
 * The console's Returns section: a tab of the queue and the moves an agent makes on a request.
 *
 *   loading ──loadQueue done──▶ viewing ──return.move (an event the request's lifecycle allows now)──▶ moving
 *   moving ──done──▶ moved (the queue is read again) | ──409──▶ refused (message; read again) | ──error──▶ failed
 *   any state ──tab.select──▶ loading the tab chosen (the view offers no tab while a move is on its way); queue.reload reads it again
 *
 * The moves offered are each request's `lifecycle.allowedEvents` from the server's return
 * lifecycle machine: this machine only checks that the one sent is among them.
 */
export interface ReturnMoveRequest {
  id: string;
  type: string;
  values: Record<string, string | number>;
  version: number;
}

export interface ReturnsQueueContext {
  tab: ReturnTab;
  queue: AdminReturnQueue | null;
  /** The last move asked for (its event type). */
  move: string | null;
  message: string | null;
}

export type ReturnsQueueEvent =
  | { type: 'tab.select'; tab: ReturnTab }
  | { type: 'queue.reload' }
  | { type: 'return.move'; id: string; event: string; values: Record<string, string | number> };

/** A move the server refused (HTTP 409): nothing changed; `message` says why. */
export class ReturnMoveRefused extends Error {
  // Stryker disable next-line BooleanLiteral: tells TypeScript a refusal from any Error; the machine and pages ask instanceof
  readonly refused = true;
}

const failure = ({ event }: { event: unknown }) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error && error.message !== '' ? error.message : null;
};

const requestOf = (queue: AdminReturnQueue | null, id: string): AdminReturn | undefined => queue?.items.find((item) => item.id === id);

export const returnsQueueMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as ReturnsQueueContext, events: {} as ReturnsQueueEvent, input: {} as { tab?: ReturnTab } },
  actors: {
    loadQueue: fromPromise<AdminReturnQueue, { tab: ReturnTab }>(async () => {
      throw new Error('loadQueue is provided by the returns page');
    }),
    moveReturn: fromPromise<AdminReturn, ReturnMoveRequest>(async () => {
      throw new Error('moveReturn is provided by the returns page');
    }),
  },
  guards: {
    isAllowedMove: ({ context, event }) => event.type === 'return.move' && (requestOf(context.queue, event.id)?.lifecycle.allowedEvents.some((allowed) => allowed.type === event.event) ?? false),
    isRefusal: ({ event }) => (event as { error?: unknown }).error instanceof ReturnMoveRefused,
  },
  actions: {
    setQueue: assign({ queue: ({ event }) => (event as unknown as { output: AdminReturnQueue }).output }),
    setTab: assign({ tab: ({ context, event }) => (event.type === 'tab.select' ? event.tab : context.tab), message: null, move: null }),
    setMove: assign({ move: ({ context, event }) => (event.type === 'return.move' ? event.event : context.move), message: null }),
    setFailure: assign({ message: failure }),
  },
}).createMachine({
  id: 'returnsQueue',
  context: ({ input }) => ({ tab: input.tab ?? 'open', queue: null, move: null, message: null }),
  initial: 'loading',
  on: {
    'tab.select': { target: '.loading', actions: 'setTab' },
    'queue.reload': '.loading',
  },
  states: {
    loading: {
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        input: ({ context }) => ({ tab: context.tab }),
        onDone: { target: 'viewing', actions: 'setQueue' },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    viewing: {
      on: { 'return.move': { guard: 'isAllowedMove', target: 'moving', actions: 'setMove' } },
    },
    moving: {
      invoke: {
        id: 'moveReturn',
        src: 'moveReturn',
        input: ({ context, event }) => {
          const id = event.type === 'return.move' ? event.id : '';
          return { id, type: context.move ?? '', values: event.type === 'return.move' ? event.values : {}, version: requestOf(context.queue, id)?.lifecycle.version ?? 0 };
        },
        onDone: 'moved',
        onError: [
          { guard: 'isRefusal', target: 'refused', actions: 'setFailure' },
          { target: 'failed', actions: 'setFailure' },
        ],
      },
    },
    moved: {
      // The request left this tab (or changed in it): read the tab again.
      invoke: { id: 'reloadAfterMove', src: 'loadQueue', input: ({ context }) => ({ tab: context.tab }), onDone: { actions: 'setQueue' } },
      on: { 'return.move': { guard: 'isAllowedMove', target: 'moving', actions: 'setMove' } },
    },
    refused: {
      invoke: { id: 'reloadAfterRefusal', src: 'loadQueue', input: ({ context }) => ({ tab: context.tab }), onDone: { actions: 'setQueue' } },
      on: { 'return.move': { guard: 'isAllowedMove', target: 'moving', actions: 'setMove' } },
    },
    failed: {
      on: { 'return.move': { guard: 'isAllowedMove', target: 'moving', actions: 'setMove' } },
    },
  },
});
