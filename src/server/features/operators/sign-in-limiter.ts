/**
 * Failed sign-ins per account in a sliding window. Counted for any email typed, known or not, so
 * a locked account looks like any other. One process's memory for now: a deployment of several
 * processes shares a Redis-backed one (same interface).
 */
export interface SignInLimiter {
  /** Whether this account may try now. */
  allowed(key: string, now: number): boolean;
  failed(key: string, now: number): void;
  succeeded(key: string): void;
}

export function createMemorySignInLimiter(options: { max: number; windowMs: number }): SignInLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((at) => at > now - options.windowMs);
  return {
    allowed: (key, now) => recent(key, now).length < options.max,
    failed(key, now) {
      const list = recent(key, now);
      list.push(now);
      failures.set(key, list);
      // Keep the map small: forget accounts with no failure left in the window.
      if (failures.size > 10_000) for (const [other] of failures) if (recent(other, now).length === 0) failures.delete(other);
    },
    succeeded: (key) => void failures.delete(key),
  };
}
