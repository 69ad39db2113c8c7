import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import CartPage from '../../src/app/pages/CartPage';
import { SESSION_KEYS } from '../../src/app/services/storage';
import { cartMachine, type CartLine, type CartValidation } from '../../machines/cart.machine';
import type { CartActor } from '../../src/app/actors/cart-actor';
import type { OrderLine } from '../../src/domain/pricing';
import { deferred, flush } from '../helpers/deferred';
import { testProduct } from '../helpers/fixtures';
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
