import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import { ordersLiveMachine, RECONNECT_MAX_MS, REFRESH_DEBOUNCE_MS, selectLiveStatus, type OrdersLiveEvent } from '../../machines/orders-live.machine';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

/** The machine with a fake stream: `streams` counts connections opened and closed, `refreshes` the list reads. */
function start() {
  const counts = { opened: 0, closed: 0, refreshes: 0 };
  const actor = createActor(
    ordersLiveMachine.provide({
      actors: {
        listenForOrders: fromCallback<OrdersLiveEvent>(() => {
          counts.opened += 1;
          return () => (counts.closed += 1);
        }),
      },
      actions: { refreshList: () => void (counts.refreshes += 1) },
    }),
  );
  actor.start();
  return { actor, counts };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the live orders list', () => {
  it('connects, shows live, and reads the list once for a burst of new orders', async () => {
    const { actor, counts } = start();
    expect(selectLiveStatus(actor.getSnapshot())).toBe('connecting');
    actor.send({ type: 'stream.open' });
    expect(selectLiveStatus(actor.getSnapshot())).toBe('live');
    for (const orderNo of ['TW1', 'TW2', 'TW3']) {
      actor.send({ type: 'stream.order', orderNo, event: 'order.place' });
      await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS / 2);
    }
    expect(counts.refreshes).toBe(0);
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    expect(counts.refreshes).toBe(1);
    expect(counts.opened).toBe(1);
  });

  it('after a drop waits longer each time, up to a limit, connects again and reads the list it may have missed', async () => {
    const { actor, counts } = start();
    actor.send({ type: 'stream.open' });
    actor.send({ type: 'stream.error' });
    expect(selectLiveStatus(actor.getSnapshot())).toBe('reconnecting');
    expect(counts.closed).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(counts.opened).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(counts.opened).toBe(2);
    actor.send({ type: 'stream.error' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(counts.opened).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(counts.opened).toBe(3);
    for (let drop = 0; drop < 10; drop += 1) {
      actor.send({ type: 'stream.error' });
      await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    }
    expect(counts.opened).toBe(13);
    actor.send({ type: 'stream.open' });
    expect(selectLiveStatus(actor.getSnapshot())).toBe('live');
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    expect(counts.refreshes).toBe(1);
    expect(actor.getSnapshot().context.retries).toBe(0);
  });

  it('closes the stream when the page goes', () => {
    const { actor, counts } = start();
    actor.stop();
    expect(counts.closed).toBe(1);
  });
});

type Snapshot = SnapshotFrom<typeof ordersLiveMachine>;

const EVENTS = [
  { type: 'stream.open' },
  { type: 'stream.order', orderNo: 'TW1', event: 'order.place' },
  { type: 'stream.error' },
  { type: 'xstate.after.refreshDebounce.ordersLive.connected.live.pending' },
  { type: 'xstate.after.reconnectDelay.ordersLive.reconnecting' },
] as unknown as OrdersLiveEvent[];

const serializeState = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, dropped: snapshot.context.dropped, retries: Math.min(snapshot.context.retries, 1) });

const coverage = new PathCoverage('ordersLive', ordersLiveMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated live list paths', () => {
  const { model, paths } = machinePaths(ordersLiveMachine, { events: EVENTS, serializeState, cover: 'transitions' });

  it('generates paths through every transition', () => {
    expect(paths.length).toBeGreaterThan(8);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, counts } = start();
    const same = (modelSnapshot: Snapshot) => expect(JSON.stringify(actor.getSnapshot().value)).toBe(JSON.stringify(modelSnapshot.value));
    const send = ({ event }: { event: unknown }) => void actor.send(event as OrdersLiveEvent);
    await model.testPath(path, {
      states: { 'connected.connecting': same, 'connected.live.idle': same, 'connected.live.pending': same, reconnecting: same },
      events: {
        'stream.open': send,
        'stream.order': send,
        'stream.error': send,
        'xstate.after.refreshDebounce.ordersLive.connected.live.pending': async () => {
          const before = counts.refreshes;
          await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
          expect(counts.refreshes).toBe(before + 1);
        },
        'xstate.after.reconnectDelay.ordersLive.reconnecting': () => vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
