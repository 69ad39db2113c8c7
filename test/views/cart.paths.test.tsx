import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import CartPage from '../../src/app/pages/CartPage';
import { ProductPage } from '../../src/app/pages/ProductPage';
import { cartMachine, type CartEvent, type CartLine, type CartValidation } from '../../machines/cart.machine';
import type { ApiClient } from '../../src/api/client';
import type { CartActor } from '../../src/app/actors/cart-actor';
import { createCartService } from '../../src/app/actors/cart-service';
import { createMemoryStore } from '../../src/app/services/storage';
import type { OrderLine } from '../../src/domain/pricing';
import { deferred, flush } from '../helpers/deferred';
import { testProduct } from '../helpers/fixtures';
import { machinePaths } from '../helpers/model-paths';
import { messages, renderPage } from '../helpers/render-page';
import { settle, viewCoverage } from '../helpers/view-paths';

afterEach(cleanup);

const product = testProduct();
const line = (id: string, quantity = 1): OrderLine => ({ productId: 'bottle', kind: 'sku', id, quantity });
const priced = (id: string, name: string): CartLine => ({ ...line(id), view: { title: 'Bottle', name, image: null, unitPrice: 69000, originalUnitPrice: 128000, currency: 'TWD' } });
/** The landing page's "Add to cart": its cheapest sku, one of it. */
const BLUE = line('blue');
/** A cart of 50 other lines: the most it holds. */
const FULL = Array.from({ length: 50 }, (_, index) => line(`x${index}`));
const FULL_PRICED = FULL.map((full) => priced(full.id, `Item ${full.id}`));

/**
 * The landing page and the cart page over one cart (the app's cart service, whose actor loads and
 * checks its lines through answers the test gives).
 */
function renderShop() {
  const pending: { load?: ReturnType<typeof deferred<CartLine[]>>; validate?: ReturnType<typeof deferred<CartValidation>> } = {};
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(() => (pending.load = deferred<CartLine[]>()).promise),
        validateCart: fromPromise(() => (pending.validate = deferred<CartValidation>()).promise),
      },
    }),
  ).start();
  const cart = createCartService((async () => ({ ok: false, reason: 'network', message: 'offline' })) as unknown as ApiClient, createMemoryStore());
  cart.actor = async () => actor as unknown as CartActor;
  const rendered = renderPage(
    <>
      <ProductPage productId={null} />
      <CartPage />
    </>,
    { product, path: '/', cart },
  );
  return { ...rendered, pending };
}

type Snapshot = SnapshotFrom<typeof cartMachine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const EVENTS = [
  done('loadCart', [BLUE]),
  done('loadCart', FULL),
  { type: 'xstate.error.actor.loadCart', error: new Error('storage') },
  done('validateCart', { lines: [priced('blue', 'Blue 500 ml')], removed: 0 }),
  done('validateCart', { lines: FULL_PRICED, removed: 0 }),
  done('validateCart', { lines: [], removed: 1 }),
  { type: 'xstate.error.actor.validateCart', error: new Error('offline') },
  { type: 'cart.add', line: BLUE },
  { type: 'cart.quantity', line: BLUE, quantity: 2 },
  { type: 'cart.remove', line: BLUE },
  { type: 'cart.checkout' },
  { type: 'notice.dismiss' },
  done('validateForCheckout', { lines: [priced('blue', 'Blue 500 ml')], removed: 0 }),
  done('validateForCheckout', { lines: [], removed: 1 }),
  { type: 'xstate.error.actor.validateForCheckout', error: new Error('offline') },
] as unknown as CartEvent[];
const blueLine = (snapshot: Snapshot) => snapshot.context.lines.find((cartLine) => cartLine.id === 'blue');
const serialize = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, lines: snapshot.context.lines.length, blue: blueLine(snapshot) ? (blueLine(snapshot)!.view ? 'priced' : 'unpriced') : 'none', notice: snapshot.context.notice });

/**
 * What the pages can do: the server answers for the lines it was asked about (each kept or
 * removed, none made up), and a notice is dismissed only while one shows.
 */
const canHappen = (before: Snapshot, event: { type: string; output?: CartValidation }) => {
  if (event.type === 'notice.dismiss') return before.context.notice !== null;
  if (!/^xstate\.done\.actor\.validate/.test(event.type)) return true;
  const asked = new Set(before.context.lines.map((cartLine) => cartLine.id));
  return event.output!.lines.every((cartLine) => asked.has(cartLine.id)) && event.output!.lines.length + event.output!.removed === asked.size;
};

const coverage = viewCoverage('cart', cartMachine);

/** The cart page's line of the landing page's sku (named once the server priced it). */
const blueItem = () => [...document.querySelectorAll<HTMLElement>('.cart-line')].find((item) => ['Blue 500 ml', 'blue'].includes(item.querySelector('.cart-line__name')!.textContent!))!;
const toasts = (services: { toasts: { getSnapshot(): readonly { message: string }[] } }) => services.toasts.getSnapshot().map((toast) => toast.message);

describe('generated cart paths, replayed through the landing page and the cart page', () => {
  const { model, paths } = machinePaths(cartMachine, {
    events: EVENTS,
    serializeState: serialize,
    cover: 'states, then every transition',
    accepts: (snapshot, event) => canHappen(snapshot, event as never),
  });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(25);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { pending, location, services } = renderShop();
    await act(flush);
    let added = 0;
    const expectCart = (modelSnapshot: Snapshot) => {
      const { context } = modelSnapshot;
      const waiting = modelSnapshot.matches('loading') || (modelSnapshot.matches('validating') && context.lines.some((cartLine) => !cartLine.view));
      if (modelSnapshot.matches('checkout')) {
        expect(location.history?.at(-1)).toBe('/productOrder?from=cart');
        return;
      }
      expect(document.querySelector('.page--cart .page-loading') !== null).toBe(waiting);
      if (!waiting) {
        if (context.lines.length === 0) expect(screen.getByTestId('cart-empty')).toBeTruthy();
        else expect(document.querySelectorAll('.cart-line')).toHaveLength(context.lines.length);
        if (context.notice) expect(screen.getByTestId('cart-notice').textContent).toContain(messages[`cart.notice.${context.notice}`]);
        else expect(screen.queryByTestId('cart-notice')).toBeNull();
        const checkout = screen.getByRole('button', { name: messages['cart.checkout'] });
        expect(checkout.hasAttribute('disabled')).toBe(!modelSnapshot.matches('ready'));
      }
      // Each tap on "Add to cart" is answered on the landing page: added, or the cart is full.
      if (added > 0) expect(toasts(services).at(-1)).toBe(messages[context.notice === 'limit' ? 'cart.notice.limit' : 'cart.added']);
    };
    type Pending = { resolve(value: unknown): void; reject(error: unknown): void };
    const answer = (which: 'load' | 'validate', run: (answer: Pending) => void) => settle(() => run(pending[which] as unknown as Pending));
    await model.testPath(path, {
      states: { loading: expectCart, validating: expectCart, ready: expectCart, checkingOut: expectCart, checkout: expectCart },
      events: {
        'xstate.done.actor.loadCart': ({ event }: { event: { output: unknown } }) => answer('load', (load) => load.resolve(event.output)),
        'xstate.error.actor.loadCart': () => answer('load', (load) => load.reject(new Error('storage'))),
        'xstate.done.actor.validateCart': ({ event }: { event: { output: unknown } }) => answer('validate', (validate) => validate.resolve(event.output)),
        'xstate.error.actor.validateCart': () => answer('validate', (validate) => validate.reject(new Error('offline'))),
        'xstate.done.actor.validateForCheckout': ({ event }: { event: { output: unknown } }) => answer('validate', (validate) => validate.resolve(event.output)),
        'xstate.error.actor.validateForCheckout': () => answer('validate', (validate) => validate.reject(new Error('offline'))),
        'cart.add': () => {
          added += 1;
          return settle(() => fireEvent.click(screen.getByRole('button', { name: messages['product.addToCart'] })));
        },
        'cart.quantity': () => fireEvent.click(within(blueItem()).getByRole('button', { name: messages['product.quantityIncrease'] })),
        'cart.remove': () => fireEvent.click(within(blueItem()).getByRole('button', { name: /Remove/ })),
        'cart.checkout': () => fireEvent.click(screen.getByRole('button', { name: messages['cart.checkout'] })),
        'notice.dismiss': () => fireEvent.click(screen.getByRole('button', { name: messages['cart.dismiss'] })),
      } as never,
    });
    coverage.recordPath(path);
  });
});
