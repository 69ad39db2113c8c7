import { randomBytes } from 'node:crypto';
import type { SharedState } from './shared-state';

/** What changed: the catalog (products, prices, sales, coupons, reviews) or a site's settings. */
export type ChangeScope = 'catalog' | 'sites';

export interface Changes {
  /** Tells every other process that `scope` changed (this one has already cleared its own caches). */
  announce(scope: ChangeScope): void;
  /** Runs `handler` when another process announces a change. */
  onRemote(handler: (scope: ChangeScope) => void): Promise<void>;
  /** Tells every process, this one included, that an order was placed or moved (the console's live list). */
  orderChanged(change: OrderChange): void;
  /** Runs `listener` on every order change of any process until the returned function is called. */
  onOrderChange(listener: (change: OrderChange) => void): () => void;
}

/** An order placed (`order.place`) or moved by a lifecycle event (`order.dispatch`...), and its status after. */
export interface OrderChange {
  orderNo: string;
  event: string;
  status: string | null;
}

const CHANNEL = 'changes';
const ORDERS = 'orders';
const SCOPES = new Set<string>(['catalog', 'sites']);

/**
 * The change bus: a process that changes the catalog clears its own caches at once and announces
 * it; every other process hears it within milliseconds (Redis pub/sub) and clears theirs. A lost
 * message costs at most the caches' own lifetime (a few seconds), never a wrong price charged: the
 * server prices orders from the database.
 */
export function createChanges(shared: SharedState, onError: (error: unknown) => void): Changes {
  const self = randomBytes(8).toString('base64url');
  const listeners = new Set<(change: OrderChange) => void>();
  let listening: Promise<void> | undefined;
  // One subscription a process, shared by its open streams; only an order's number, event and status travel.
  const listen = () =>
    (listening ??= shared.subscribe(ORDERS, (message) => {
      try {
        const parsed = JSON.parse(message) as Partial<OrderChange>;
        if (typeof parsed.orderNo !== 'string' || typeof parsed.event !== 'string') return;
        const change: OrderChange = { orderNo: parsed.orderNo, event: parsed.event, status: typeof parsed.status === 'string' ? parsed.status : null };
        for (const listener of listeners) listener(change);
      } catch (error) {
        onError(error);
      }
    }));
  return {
    orderChanged(change) {
      shared.publish(ORDERS, JSON.stringify(change)).catch(onError);
    },
    onOrderChange(listener) {
      listeners.add(listener);
      listen().catch(onError);
      return () => listeners.delete(listener);
    },
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
