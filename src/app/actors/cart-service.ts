import type { ApiClient } from '../../api/client';
import type { OrderLine } from '../../domain/pricing';
import type { CartActor } from './cart-actor';
import { LOCAL_KEYS, type SessionStore } from '../services/storage';

/**
 * The cart across pages. Its actor (and XState with it) loads only when the shopper first adds to
 * or opens the cart; the header's item count reads the stored cart without it.
 */
export interface CartService {
  actor(): Promise<CartActor>;
  /** Adds a line; false when the cart is full (the purchase limit). */
  add(line: OrderLine): Promise<boolean>;
  /** Empties the cart (its order was placed). */
  clear(): void;
  subscribeCount(listener: () => void): () => void;
  count(): number;
}

export function createCartService(api: ApiClient, local: SessionStore): CartService {
  let actor: Promise<CartActor> | null = null;
  let count = (local.get<unknown[]>(LOCAL_KEYS.cart) ?? []).length;
  const listeners = new Set<() => void>();
  const setCount = (next: number) => {
    count = next;
    listeners.forEach((listener) => listener());
  };

  const service: CartService = {
    actor() {
      actor ??= import('./cart-actor').then(({ createCartActor }) => {
        const created = createCartActor(api, local, (lines) => setCount(lines.length));
        // Checking out ends the actor; the next visit starts a new one from storage.
        created.subscribe({ complete: () => (actor = null) });
        return created;
      });
      return actor;
    },
    async add(line) {
      const cart = await service.actor();
      const { waitFor } = await import('xstate');
      // Taken as soon as the cart takes an add: while it checks its lines, the machine checks them
      // again with the new one (waiting for the check's answer held the tap for a network call).
      await waitFor(cart, (snapshot) => snapshot.can({ type: 'cart.add', line }));
      cart.send({ type: 'cart.add', line });
      return cart.getSnapshot().context.notice !== 'limit';
    },
    clear() {
      local.remove(LOCAL_KEYS.cart);
      setCount(0);
      actor = null;
    },
    subscribeCount(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    count: () => count,
  };
  return service;
}
