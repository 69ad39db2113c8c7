/**
 * The shopper's session (spec §3 session state): the chosen sku, the form being filled, the last
 * order. Kept in sessionStorage so a reload or a back button loses nothing; every access is
 * guarded because private modes and full quotas throw.
 */
export interface SessionStore {
  get<T>(key: string): T | null;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

export const SESSION_KEYS = {
  draft: (productId: string) => `doorstep.draft.${productId}`,
  /** The delivery (and store) and payment chosen on that order form. */
  draftChoices: (productId: string) => `doorstep.choices.${productId}`,
  lastOrder: 'doorstep.lastOrder',
  /** The cart lines going through checkout. */
  cartCheckout: 'doorstep.cartCheckout',
  /** The token of the link the shopper came in by (`/{token}/{id}`), sent with the order. */
  attribution: 'doorstep.attribution',
} as const;

/** Kept across visits (localStorage): the cart. */
export const LOCAL_KEYS = {
  cart: 'doorstep.cart',
} as const;

export function createSessionStore(storage: Storage | undefined): SessionStore {
  return {
    get<T>(key: string): T | null {
      try {
        const raw = storage?.getItem(key);
        return raw ? (JSON.parse(raw) as T) : null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or unavailable: the session simply is not remembered.
      }
    },
    remove(key) {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to do.
      }
    },
  };
}

export function createMemoryStore(): SessionStore {
  const values = new Map<string, string>();
  return createSessionStore({
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    get length() {
      return values.size;
    },
  } as Storage);
}
