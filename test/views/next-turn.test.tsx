import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTurn } from '../../src/app/services/next-turn';

describe('nextTurn: the start-up gives the browser a turn between its steps', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets what the browser queued first (a tap, a timer) run before the caller goes on', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    await nextTurn();
    order.push('after the turn');
    expect(order).toEqual(['queued before', 'after the turn']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTurn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTurn });
    await nextTurn();
    expect(yieldTurn).toHaveBeenCalledOnce();
  });
});
