import type { SharedState } from './shared-state';

/** One process's memory: right for one process (`npm start`), wrong for several (use Redis). */
export function createMemoryState(): SharedState {
  const hits = new Map<string, number[]>();
  const handlers = new Map<string, Set<(message: string) => void>>();
  const recent = (key: string, windowMs: number, now: number) => (hits.get(key) ?? []).filter((at) => at > now - windowMs);
  let writes = 0;

  return {
    kind: 'memory',
    prefix: '',
    async hit(key, windowMs, now) {
      const list = recent(key, windowMs, now);
      list.push(now);
      hits.set(key, list);
      // Keep the map small: now and then, forget keys with nothing left in a day's window.
      if (++writes % 1000 === 0) for (const [other, times] of hits) if (times.every((at) => at <= now - 86_400_000)) hits.delete(other);
      return list.length;
    },
    async count(key, windowMs, now) {
      return recent(key, windowMs, now).length;
    },
    async reset(key) {
      hits.delete(key);
    },
    async publish(channel, message) {
      for (const handler of handlers.get(channel) ?? []) handler(message);
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
    },
    async close() {
      hits.clear();
      handlers.clear();
    },
  };
}
