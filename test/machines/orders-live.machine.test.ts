import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ordersLiveMachine, RECONNECT_MAX_MS, REFRESH_DEBOUNCE_MS, type OrdersLiveEvent } from '../../machines/orders-live.machine';
import { machinePaths } from '../helpers/model-paths';
import { start } from '../helpers/orders-live';
import { PathCoverage } from '../helpers/path-coverage';

// The generated paths of the live list; its rules written by hand are in orders-live-reads.machine.test.ts.

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

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
