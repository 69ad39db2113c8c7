import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SharedState } from './shared-state';

/**
 * Redis, shared by every process of a deployment. A window is a sorted set of hit times (scored by
 * time, each member unique), trimmed and counted in one MULTI, and expiring with its window; a
 * broadcast is a pub/sub message on a second connection (a subscribed connection can do nothing else).
 */
export async function createRedisState(url: string, prefix = 'doorstep:'): Promise<SharedState> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: true });
  await redis.connect();
  let subscriber: Redis | undefined;
  const handlers = new Map<string, Set<(message: string) => void>>();
  const key = (name: string) => `${prefix}${name}`;

  return {
    kind: 'redis',
    prefix,
    redis,
    async hit(name, windowMs, now) {
      const results = await redis
        .multi()
        .zremrangebyscore(key(name), 0, now - windowMs)
        .zadd(key(name), now, `${now}:${randomBytes(6).toString('base64url')}`)
        .zcard(key(name))
        .pexpire(key(name), windowMs)
        .exec();
      const counted = results?.[2];
      if (!counted || counted[0]) throw counted?.[0] ?? new Error('redis: the window was not counted');
      return Number(counted[1]);
    },
    async count(name, windowMs, now) {
      return redis.zcount(key(name), `(${now - windowMs}`, '+inf');
    },
    async reset(name) {
      await redis.del(key(name));
    },
    async publish(channel, message) {
      await redis.publish(key(channel), message);
    },
    async subscribe(channel, handler) {
      if (!subscriber) {
        subscriber = redis.duplicate();
        subscriber.on('message', (from: string, message: string) => {
          for (const each of handlers.get(from) ?? []) each(message);
        });
      }
      const set = handlers.get(key(channel)) ?? new Set();
      set.add(handler);
      handlers.set(key(channel), set);
      await subscriber.subscribe(key(channel));
    },
    async close() {
      await Promise.all([redis.quit().catch(() => redis.disconnect()), subscriber?.quit().catch(() => subscriber?.disconnect())]);
    },
  };
}
