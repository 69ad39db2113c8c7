import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { ordersLiveMachine, RECONNECT_MAX_MS, REFRESH_DEBOUNCE_MS, selectLiveStatus, type OrdersLiveEvent } from '../../../machines/orders-live.machine';
import type { Request } from '../../../src/admin/app/api';
import type { StreamSource } from '../../../src/admin/app/orders-api';
import { OrdersPage } from '../../../src/admin/app/pages/OrdersPage';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { machinePaths } from '../../helpers/model-paths';
import { viewCoverage } from '../../helpers/view-paths';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Snapshot = SnapshotFrom<typeof ordersLiveMachine>;
const said = adminText;
const DEBOUNCE = 'xstate.after.refreshDebounce.ordersLive.connected.live.pending';
const RECONNECT = 'xstate.after.reconnectDelay.ordersLive.reconnecting';

/** A server-sent event stream the test opens, feeds and drops. */
class FakeStream implements StreamSource {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners: ((event: MessageEvent<string>) => void)[] = [];
  addEventListener(_type: 'order', listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  order(orderNo: string) {
    for (const listener of this.listeners) listener(new MessageEvent('order', { data: JSON.stringify({ orderNo, event: 'order.placed' }) }));
  }
}

/** The events a tester sends: the stream opening, an order coming, a drop, and the clock. */
const LIVE_EVENTS = [{ type: 'stream.open' }, { type: 'stream.order', orderNo: 'DS-1', event: 'order.placed' }, { type: 'stream.error' }, { type: DEBOUNCE }, { type: RECONNECT }] as unknown as OrdersLiveEvent[];

/** Drops count up to two (the waits after them differ: 1 s, then 2 s); the test counts the real ones. */
const serializeLive = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, dropped: snapshot.context.dropped, retries: Math.min(snapshot.context.retries, 2) });

/** The Orders page, live on a fake stream; counts each read of the list. */
async function renderOrders() {
  const streams: FakeStream[] = [];
  let reads = 0;
  const request = (async (method: string, path: string) => {
    if (method === 'GET' && path.startsWith('/orders?')) reads += 1;
    return { items: [], total: 0, totalExact: true, nextCursor: null };
  }) as Request;
  const openStream = () => {
    const stream = new FakeStream();
    streams.push(stream);
    return stream;
  };
  renderAdmin(<OrdersPage request={request} csrfToken="csrf" openStream={openStream} hrefOf={(orderNo) => `/admin/orders/${orderNo}`} packingHrefOf={() => '/admin/packing'} onOpen={() => undefined} />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { streams, reads: () => reads };
}

const badge = () => screen.getByText((_, element) => element?.classList.contains('live') ?? false);

const coverage = viewCoverage('ordersLive', ordersLiveMachine);

describe('generated live list paths, replayed through the Live badge of the Orders page', () => {
  const { model, paths } = machinePaths(ordersLiveMachine, { events: LIVE_EVENTS, serializeState: serializeLive, cover: 'states, then every transition' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(10);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { streams, reads } = await renderOrders();
    const stream = () => streams.at(-1)!;
    let drops = 0;
    const expectState = (modelSnapshot: Snapshot) => {
      expect(badge().textContent).toBe(said(`orders.live.${selectLiveStatus(modelSnapshot)}`));
      // One stream at a time: a dropped one is closed, and another opens only once connecting again.
      expect(streams.filter((one) => !one.closed).length).toBe(modelSnapshot.matches('reconnecting') ? 0 : 1);
    };
    const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    await model.testPath(path, {
      states: { 'connected.connecting': expectState, 'connected.live.idle': expectState, 'connected.live.pending': expectState, reconnecting: expectState },
      events: {
        'stream.open': async () => {
          await act(async () => stream().onopen!(new Event('open')));
          drops = 0;
        },
        'stream.order': () => act(async () => stream().order('DS-1')),
        'stream.error': async () => {
          await act(async () => stream().onerror!(new Event('error')));
          drops += 1;
        },
        // A burst of orders costs one read of the list, once they stop coming.
        [DEBOUNCE]: async () => {
          const before = reads();
          await tick(REFRESH_DEBOUNCE_MS - 1);
          expect(reads()).toBe(before);
          await tick(1);
          expect(reads()).toBe(before + 1);
        },
        // The wait before connecting again doubles with each drop: 1 s, 2 s, 4 s… up to 30 s.
        [RECONNECT]: async () => {
          const wait = Math.min(RECONNECT_MAX_MS, 1000 * 2 ** (drops - 1));
          const opened = streams.length;
          await tick(wait - 1);
          expect(streams.length).toBe(opened);
          await tick(1);
          expect(streams.length).toBe(opened + 1);
        },
      } as never,
    });
    coverage.recordPath(path);
  });
});
