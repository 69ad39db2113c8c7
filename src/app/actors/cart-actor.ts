import { createActor, fromPromise } from 'xstate';
import { cartMachine, type CartLine } from '../../../machines/cart.machine';
import { validateCart } from '../../api/orders';
import type { ApiClient } from '../../api/client';
import type { SessionStore } from '../services/storage';
import { LOCAL_KEYS } from '../services/storage';

/** The cart actor with its real side effects: the shopper's storage and the API. Loaded on first use. */
export function createCartActor(api: ApiClient, local: SessionStore, onSaved: (lines: CartLine[]) => void) {
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(async () => local.get<CartLine[]>(LOCAL_KEYS.cart) ?? []),
        validateCart: fromPromise(async ({ input }) => {
          if (input.lines.length === 0) return { lines: [], removed: 0 };
          const result = await validateCart(api, input.lines);
          if (!result.ok) throw new Error(result.message);
          return result.data;
        }),
      },
      actions: {
        saveCart: ({ context }) => {
          local.set(LOCAL_KEYS.cart, context.lines);
          onSaved(context.lines);
        },
      },
    }),
  );
  actor.start();
  return actor;
}

export type CartActor = ReturnType<typeof createCartActor>;
