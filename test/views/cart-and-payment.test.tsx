import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import CartPage from '../../src/app/pages/CartPage';
import { SESSION_KEYS } from '../../src/app/services/storage';
import { cartMachine, type CartEvent, type CartLine, type CartValidation } from '../../machines/cart.machine';
import type { CartActor } from '../../src/app/actors/cart-actor';
import type { OrderLine } from '../../src/domain/pricing';
import { deferred, flush } from '../helpers/deferred';
import { testProduct } from '../helpers/fixtures';
import { machinePaths } from '../helpers/model-paths';
import { messages, renderPage } from '../helpers/render-page';

afterEach(cleanup);

const product = testProduct();
const line = (id: string, quantity = 1): OrderLine => ({ productId: 'bottle', kind: 'sku', id, quantity });
const view = { title: 'Bottle', name: 'Blue 500 ml', image: null, unitPrice: 69000, originalUnitPrice: 128000, currency: 'TWD' };

/** The cart page with a cart actor whose loading and validation the test answers. */
function renderCart() {
  const pending: { load?: ReturnType<typeof deferred<CartLine[]>>; validate?: ReturnType<typeof deferred<CartValidation>> } = {};
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(() => (pending.load = deferred<CartLine[]>()).promise),
        validateCart: fromPromise(() => (pending.validate = deferred<CartValidation>()).promise),
      },
    }),
  );
  actor.start();
  const rendered = renderPage(<CartPage />, { product, path: '/cart', cart: { actor: async () => actor as unknown as CartActor } });
  return { ...rendered, actor, pending };
}

describe('the cart page', () => {
  it('shows the lines the server confirmed, what they come to, and goes to checkout with them', async () => {
    const { pending, location, session } = renderCart();
    await act(async () => {
      await flush();
      pending.load!.resolve([line('blue', 2)]);
      await flush();
      pending.validate!.resolve({ lines: [{ ...line('blue', 2), view }], removed: 0 });
      await flush();
    });
    expect(screen.getByText('Blue 500 ml')).toBeTruthy();
    expect(document.querySelector('.cart__total')!.textContent).toContain('NT$1,380');
    fireEvent.click(screen.getByRole('button', { name: messages['cart.checkout'] }));
    await act(async () => {
      pending.validate!.resolve({ lines: [{ ...line('blue', 2), view }], removed: 0 });
      await flush();
    });
    expect(location.history?.at(-1)).toBe('/productOrder?from=cart');
    expect(session.get(SESSION_KEYS.cartCheckout)).toEqual([line('blue', 2)]);
  });

  it('stops a line’s stepper at its product’s purchase limit and says so', async () => {
    const { pending } = renderCart();
    await act(async () => {
      await flush();
      pending.load!.resolve([line('blue', 5)]);
      await flush();
      // The server brought the line down to the limit the owner set.
      pending.validate!.resolve({ lines: [{ ...line('blue', 2), view: { ...view, maxQuantity: 2 } }], removed: 0 });
      await flush();
    });
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('2');
    expect(screen.getByRole('button', { name: messages['product.quantityIncrease'] }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('quantity-limit').textContent).toBe('You can order 1 to 2 at a time, so the quantity is 2.');
  });
});

// ---- the cart model through the page ------------------------------------------------------------

type CartSnapshot = SnapshotFrom<typeof cartMachine>;
const CART_EVENTS = [
  { type: 'xstate.done.actor.loadCart', output: [line('blue')] },
  { type: 'xstate.done.actor.validateCart', output: { lines: [{ ...line('blue'), view }], removed: 0 } },
  { type: 'xstate.done.actor.validateCart', output: { lines: [], removed: 1 } },
  { type: 'cart.quantity', line: line('blue'), quantity: 3 },
  { type: 'cart.remove', line: line('blue') },
  { type: 'cart.checkout' },
  { type: 'notice.dismiss' },
  { type: 'xstate.done.actor.validateForCheckout', output: { lines: [{ ...line('blue'), view }], removed: 0 } },
  { type: 'xstate.done.actor.validateForCheckout', output: { lines: [], removed: 1 } },
] as unknown as CartEvent[];
const serializeCart = (snapshot: CartSnapshot) => JSON.stringify({ value: snapshot.value, lines: snapshot.context.lines.length, notice: snapshot.context.notice });

describe('generated cart paths, replayed through the cart page', () => {
  const { model, paths } = machinePaths(cartMachine, { events: CART_EVENTS, serializeState: serializeCart, cover: 'states' });

  it('generates the number of paths this model has', () => {
    expect(paths.length).toBe(9);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { pending, location } = renderCart();
    const settle = async (run: () => void) =>
      act(async () => {
        await flush();
        run();
        await flush();
      });
    const expectCart = (modelSnapshot: CartSnapshot) => {
      const { value, context } = modelSnapshot;
      if (value === 'ready') {
        if (context.lines.length === 0) expect(screen.getByTestId('cart-empty')).toBeTruthy();
        else expect(document.querySelectorAll('.cart-line')).toHaveLength(context.lines.length);
        if (context.notice) expect(screen.getByTestId('cart-notice').textContent).toContain(messages[`cart.notice.${context.notice}`]);
        else expect(screen.queryByTestId('cart-notice')).toBeNull();
      }
      if (value === 'checkout') expect(location.history?.at(-1)).toBe('/productOrder?from=cart');
    };
    await model.testPath(path, {
      states: { loading: expectCart, validating: expectCart, ready: expectCart, checkingOut: expectCart, checkout: expectCart },
      events: {
        'xstate.done.actor.loadCart': ({ event }: { event: unknown }) => settle(() => pending.load!.resolve((event as { output: CartLine[] }).output)),
        'xstate.done.actor.validateCart': ({ event }: { event: unknown }) => settle(() => pending.validate!.resolve((event as { output: CartValidation }).output)),
        'xstate.done.actor.validateForCheckout': ({ event }: { event: unknown }) => settle(() => pending.validate!.resolve((event as { output: CartValidation }).output)),
        'cart.quantity': () => fireEvent.click(screen.getByRole('button', { name: messages['product.quantityIncrease'] })),
        'cart.remove': () => fireEvent.click(screen.getByRole('button', { name: /Remove/ })),
        'cart.checkout': () => fireEvent.click(screen.getByRole('button', { name: messages['cart.checkout'] })),
        'notice.dismiss': () => fireEvent.click(screen.getByRole('button', { name: messages['cart.dismiss'] })),
      } as never,
    });
  });
});
