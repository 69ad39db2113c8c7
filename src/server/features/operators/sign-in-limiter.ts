import type { SharedState } from '../../shared/shared-state';

/**
 * Failed sign-ins per account in a sliding window. Counted for any email typed, known or not, so
 * a locked account looks like any other. Kept in the shared state, so every process of a
 * deployment counts the same failures.
 */
export interface SignInLimiter {
  /** Whether this account may try now. */
  allowed(key: string, now: number): Promise<boolean>;
  failed(key: string, now: number): Promise<void>;
  succeeded(key: string): Promise<void>;
}

export function createSignInLimiter(shared: SharedState, options: { max: number; windowMs: number }): SignInLimiter {
  const name = (key: string) => `signin:${key}`;
  return {
    allowed: async (key, now) => (await shared.count(name(key), options.windowMs, now)) < options.max,
    failed: async (key, now) => void (await shared.hit(name(key), options.windowMs, now)),
    succeeded: (key) => shared.reset(name(key)),
  };
}
