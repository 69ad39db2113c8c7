import { randomBytes } from 'node:crypto';
import type { SharedState } from './shared-state';

/** What changed: the catalog (products, prices, sales, coupons, reviews) or a site's settings. */
export type ChangeScope = 'catalog' | 'sites';

export interface Changes {
  /** Tells every other process that `scope` changed (this one has already cleared its own caches). */
  announce(scope: ChangeScope): void;
  /** Runs `handler` when another process announces a change. */
  onRemote(handler: (scope: ChangeScope) => void): Promise<void>;
}

const CHANNEL = 'changes';
const SCOPES = new Set<string>(['catalog', 'sites']);

/**
 * The change bus: a process that changes the catalog clears its own caches at once and announces
 * it; every other process hears it within milliseconds (Redis pub/sub) and clears theirs. A lost
 * message costs at most the caches' own lifetime (a few seconds), never a wrong price charged: the
 * server prices orders from the database.
 */
export function createChanges(shared: SharedState, onError: (error: unknown) => void): Changes {
  const self = randomBytes(8).toString('base64url');
  return {
    announce(scope) {
      shared.publish(CHANNEL, JSON.stringify({ from: self, scope })).catch(onError);
    },
    async onRemote(handler) {
      await shared.subscribe(CHANNEL, (message) => {
        try {
          const parsed = JSON.parse(message) as { from?: unknown; scope?: unknown };
          if (parsed.from !== self && typeof parsed.scope === 'string' && SCOPES.has(parsed.scope)) handler(parsed.scope as ChangeScope);
        } catch (error) {
          onError(error);
        }
      });
    },
  };
}
