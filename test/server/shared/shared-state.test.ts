import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createChanges, type ChangeScope, type OrderChange } from '../../../src/server/shared/changes';
import { createMemoryState } from '../../../src/server/shared/memory-state';
import { createRedisState } from '../../../src/server/shared/redis-state';
import type { SharedState } from '../../../src/server/shared/shared-state';
import { createSignInLimiter } from '../../../src/server/features/operators/sign-in-limiter';

const REDIS = process.env.TEST_REDIS_URL;
const opened: SharedState[] = [];
afterAll(async () => {
  await Promise.all(opened.map((state) => state.close()));
});

/** Two handles on one store: two processes of one deployment (memory has only one process). */
const KINDS: { name: string; pair: () => Promise<[SharedState, SharedState]> }[] = [
  {
    name: 'one process’s memory',
    pair: async () => {
      const state = createMemoryState();
      return [state, state];
    },
  },
  ...(REDIS
    ? [
        {
          name: 'Redis, shared by two processes',
          pair: async (): Promise<[SharedState, SharedState]> => {
            const prefix = `test:${randomBytes(6).toString('hex')}:`;
            const pair: [SharedState, SharedState] = [await createRedisState(REDIS, prefix), await createRedisState(REDIS, prefix)];
            opened.push(...pair);
            return pair;
          },
        },
      ]
    : []),
];

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe.each(KINDS)('the shared state in $name', ({ pair }) => {
  it('counts the hits of a sliding window, wherever they were made, and forgets those older than the window', async () => {
    const [one, other] = await pair();
    const now = 1_000_000;
    expect(await one.hit('orders:+886911222333', 60_000, now)).toBe(1);
    expect(await other.hit('orders:+886911222333', 60_000, now + 1_000)).toBe(2);
    expect(await one.hit('orders:+886911222333', 60_000, now + 1_000)).toBe(3);
    expect(await other.count('orders:+886911222333', 60_000, now + 30_000)).toBe(3);
    // A minute after the first hit, it no longer counts; the two later ones still do.
    expect(await one.count('orders:+886911222333', 60_000, now + 60_000)).toBe(2);
    expect(await other.hit('orders:+886911222333', 60_000, now + 61_001)).toBe(1);
    expect(await one.count('orders:another', 60_000, now)).toBe(0);
  });

  it('forgets every hit of a key that is reset, and only that key', async () => {
    const [one, other] = await pair();
    await one.hit('a', 60_000, 5);
    await one.hit('b', 60_000, 5);
    await other.reset('a');
    expect(await one.count('a', 60_000, 10)).toBe(0);
    expect(await one.count('b', 60_000, 10)).toBe(1);
  });

  it('tells the other processes of a catalog change, and not the process that made it', async () => {
    const [one, other] = await pair();
    const heardHere: ChangeScope[] = [];
    const heardThere: ChangeScope[] = [];
    const here = createChanges(one, (error) => {
      throw error;
    });
    const there = createChanges(other, (error) => {
      throw error;
    });
    await here.onRemote((scope) => heardHere.push(scope));
    await there.onRemote((scope) => heardThere.push(scope));
    here.announce('catalog');
    there.announce('sites');
    await until(() => heardHere.length > 0 && heardThere.length > 0);
    expect(heardThere).toEqual(['catalog']);
    expect(heardHere).toEqual(['sites']);
  });

  it('tells every process, the one that made it too, of an order placed or moved, until a listener stops', async () => {
    const [one, other] = await pair();
    const fail = (error: unknown) => {
      throw error;
    };
    const here = createChanges(one, fail);
    const there = createChanges(other, fail);
    const heardHere: OrderChange[] = [];
    const heardThere: OrderChange[] = [];
    const stopHere = here.onOrderChange((change) => heardHere.push(change));
    there.onOrderChange((change) => heardThere.push(change));
    const placed = { orderNo: 'TW2611250001', event: 'order.place', status: 'PENDING_DELIVER' };
    // A subscription takes a moment to reach Redis: say it until both have heard.
    await until(() => (here.orderChanged(placed), heardHere.length > 0 && heardThere.length > 0));
    expect(heardHere[0]).toEqual(placed);
    expect(heardThere[0]).toEqual(placed);
    stopHere();
    const before = heardHere.length;
    const moved = { orderNo: 'TW2611250001', event: 'order.dispatch', status: 'ALREADY_DELIVER' };
    there.orderChanged(moved);
    await until(() => heardThere.some((change) => change.event === 'order.dispatch'));
    expect(heardHere).toHaveLength(before);
  });

  it('locks an account after five failed sign-ins in any process, until one succeeds', async () => {
    const [one, other] = await pair();
    const here = createSignInLimiter(one, { max: 5, windowMs: 15 * 60_000 });
    const there = createSignInLimiter(other, { max: 5, windowMs: 15 * 60_000 });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await (attempt % 2 ? here : there).allowed('owner@shop.test', 1000 + attempt)).toBe(true);
      await (attempt % 2 ? here : there).failed('owner@shop.test', 1000 + attempt);
    }
    expect(await here.allowed('owner@shop.test', 2000)).toBe(false);
    expect(await there.allowed('owner@shop.test', 2000)).toBe(false);
    expect(await there.allowed('someone@else.test', 2000)).toBe(true);
    expect(await here.allowed('owner@shop.test', 1004 + 15 * 60_000)).toBe(true);
    await here.succeeded('owner@shop.test');
    expect(await there.allowed('owner@shop.test', 2000)).toBe(true);
  });
});
