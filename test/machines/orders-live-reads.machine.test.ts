import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ordersLiveMachine, RECONNECT_MAX_MS, REFRESH_DEBOUNCE_MS, selectLiveStatus } from '../../machines/orders-live.machine';
import { start } from '../helpers/orders-live';

// The live list as the support agent meets it, written by hand: the generated paths
// (orders-live.machine.test.ts) replay the machine against itself, so they cannot notice a
// changed target, guard, action or delay; these can.

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

describe('the live orders list, when it reads the list', () => {
  it('does not read the list on the first connection, nor for an order before it is live', async () => {
    const { actor, counts } = start();
    actor.send({ type: 'stream.order', orderNo: 'TW1', event: 'order.place' });
    actor.send({ type: 'stream.open' });
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS * 2);
    expect(counts.refreshes).toBe(0);
    expect(actor.getSnapshot().value).toEqual({ connected: { live: 'idle' } });
  });

  it('reads the list once the burst has been quiet for the whole debounce, not before', async () => {
    const { actor, counts } = start();
    actor.send({ type: 'stream.open' });
    actor.send({ type: 'stream.order', orderNo: 'TW1', event: 'order.place' });
    expect(selectLiveStatus(actor.getSnapshot())).toBe('live');
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS - 1);
    expect(counts.refreshes).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(counts.refreshes).toBe(1);
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS * 2);
    expect(counts.refreshes).toBe(1);
    actor.send({ type: 'stream.order', orderNo: 'TW2', event: 'order.move' });
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    expect(counts.refreshes).toBe(2);
  });

  it('reads the list after every reconnection, not only the first', async () => {
    const { actor, counts } = start();
    actor.send({ type: 'stream.open' });
    actor.send({ type: 'stream.error' });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'stream.open' });
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    expect(counts.refreshes).toBe(1);
    actor.send({ type: 'stream.error' });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'stream.open' });
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    expect(counts.refreshes).toBe(2);
  });

  it('waits a second again after a connection that opened, and at most 30 s however many drops', async () => {
    const { actor, counts } = start();
    for (let drop = 0; drop < 8; drop += 1) {
      actor.send({ type: 'stream.error' });
      await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    }
    expect(actor.getSnapshot().context).toEqual({ retries: 8, dropped: true });
    actor.send({ type: 'stream.error' });
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS - 1);
    expect(counts.opened).toBe(9);
    await vi.advanceTimersByTimeAsync(1);
    expect(counts.opened).toBe(10);
    actor.send({ type: 'stream.open' });
    expect(actor.getSnapshot().context.retries).toBe(0);
    actor.send({ type: 'stream.error' });
    expect(selectLiveStatus(actor.getSnapshot())).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(counts.opened).toBe(11);
    expect(selectLiveStatus(actor.getSnapshot())).toBe('connecting');
  });

  it('a drop while a read is due cancels it until the stream is back', async () => {
    const { actor, counts } = start();
    actor.send({ type: 'stream.open' });
    actor.send({ type: 'stream.order', orderNo: 'TW1', event: 'order.place' });
    actor.send({ type: 'stream.error' });
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    expect(counts.refreshes).toBe(0);
  });

  it('without the page’s stream, the list stays connecting and reads nothing', async () => {
    const actor = createActor(ordersLiveMachine).start();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(selectLiveStatus(actor.getSnapshot())).toBe('connecting');
    actor.send({ type: 'stream.open' });
    actor.send({ type: 'stream.order', orderNo: 'TW1', event: 'order.place' });
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toEqual({ connected: { live: 'idle' } });
  });
});
