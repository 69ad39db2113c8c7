import { assign, fromCallback, setup } from 'xstate';

/**
 * The support console's live list: a connection to the server's stream of orders placed and
 * moved (`GET /admin/api/orders/stream`, server-sent events), and when to read the list again.
 *
 *   connected.connecting ──stream.open──▶ connected.live.idle ──stream.order──▶ connected.live.pending
 *   connected.live.pending ──(refreshDebounce, restarted by each stream.order)──▶ idle, refreshList
 *   connected ──stream.error──▶ reconnecting ──(reconnectDelay: 1 s, 2 s, 4 s... up to 30 s)──▶ connected
 *   after a drop, the first stream.open reads the list again (orders may have come meanwhile).
 *
 * The page provides `listenForOrders` (an EventSource sending stream.open / stream.order /
 * stream.error) and `refreshList` (read the first page again with the filters as they are):
 * a burst of orders costs one read.
 */
export interface OrdersLiveContext {
  /** Drops since the stream was last open: the next wait before connecting again grows with it. */
  retries: number;
  /** Whether the stream has dropped since the page opened (the list may have missed orders). */
  dropped: boolean;
}

export type OrdersLiveEvent =
  | { type: 'stream.open' }
  | { type: 'stream.order'; orderNo: string; event: string }
  | { type: 'stream.error' };

export const RECONNECT_MAX_MS = 30_000;
export const REFRESH_DEBOUNCE_MS = 400;

export const ordersLiveMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as OrdersLiveContext, events: {} as OrdersLiveEvent },
  actors: {
    // The page gives the browser's EventSource; without one the list is simply not live.
    // Stryker disable next-line ArrowFunction: nothing to clean up either way
    listenForOrders: fromCallback<OrdersLiveEvent>(() => () => {}),
  },
  actions: {
    refreshList: () => {},
    countDrop: assign({ retries: ({ context }) => context.retries + 1, dropped: true }),
    resetRetries: assign({ retries: 0 }),
  },
  guards: {
    hasDropped: ({ context }) => context.dropped,
  },
  delays: {
    reconnectDelay: ({ context }) => Math.min(RECONNECT_MAX_MS, 1000 * 2 ** Math.max(0, context.retries - 1)),
    refreshDebounce: REFRESH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'ordersLive',
  context: { retries: 0, dropped: false },
  initial: 'connected',
  states: {
    connected: {
      invoke: { id: 'stream', src: 'listenForOrders' },
      initial: 'connecting',
      on: { 'stream.error': { target: 'reconnecting', actions: 'countDrop' } },
      states: {
        connecting: {
          on: {
            'stream.open': [
              { guard: 'hasDropped', target: 'live.pending', actions: 'resetRetries' },
              { target: 'live', actions: 'resetRetries' },
            ],
          },
        },
        live: {
          initial: 'idle',
          states: {
            idle: { on: { 'stream.order': 'pending' } },
            pending: {
              on: { 'stream.order': { target: 'pending', reenter: true } },
              after: { refreshDebounce: { target: 'idle', actions: 'refreshList' } },
            },
          },
        },
      },
    },
    reconnecting: {
      after: { reconnectDelay: 'connected' },
    },
  },
});

/** What the list's indicator shows. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export function selectLiveStatus(snapshot: { matches(value: never): boolean }): LiveStatus {
  if (snapshot.matches({ connected: 'live' } as never)) return 'live';
  return snapshot.matches('reconnecting' as never) ? 'reconnecting' : 'connecting';
}
