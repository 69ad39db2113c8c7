import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { countdownMachine } from '../../machines/countdown.machine';

/** The sale countdown's ticks as the shopper watches them, by hand (its paths: storefront.machines.test.ts). */

describe('the sale countdown, second by second', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks once a whole second for a sale that ends on a whole second', () => {
    const actor = createActor(countdownMachine, { input: { endsAt: Date.parse('2026-11-21T10:00:03.000Z') } }).start();
    expect(actor.getSnapshot().context.remaining).toBe(3000);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().context.remaining).toBe(3000);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.remaining).toBe(2000);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'running', context: { remaining: 1000 } });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'ended', status: 'done', context: { remaining: 0 } });
  });

  it('shows zero, never a negative time, for a sale that has already ended', () => {
    const actor = createActor(countdownMachine, { input: { endsAt: Date.now() - 5000, offset: 0 } }).start();
    expect(actor.getSnapshot()).toMatchObject({ value: 'ended', context: { remaining: 0, offset: 0 } });
  });

  it('ends at once when a browser clock that runs early shows a sale still running that is over', () => {
    const actor = createActor(countdownMachine, { input: { endsAt: Date.now() + 1000, offset: 1000 } }).start();
    expect(actor.getSnapshot().value).toBe('ended');
  });

  it('ends at once when the page shows again after the sale ended while it was hidden', () => {
    const actor = createActor(countdownMachine, { input: { endsAt: Date.parse('2026-11-21T10:00:05.500Z') } }).start();
    vi.setSystemTime(Date.now() + 10_000);
    actor.send({ type: 'countdown.tick' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'ended', status: 'done', context: { remaining: 0 } });
  });
});

