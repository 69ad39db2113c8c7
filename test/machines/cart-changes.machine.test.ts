import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartMachine, selectCheckoutTotal, selectLineTotal, type CartLine, type CartValidation } from '../../machines/cart.machine';
import type { OrderLine } from '../../src/domain/pricing';
import { deferred, flush } from '../helpers/deferred';

const line = (id: string, quantity = 1, productId = 'bottle'): OrderLine => ({ productId, kind: 'sku', id, quantity });
const view = (price: number) => ({ title: 'Bottle', name: 'Blue', image: null, unitPrice: price, originalUnitPrice: price, currency: 'TWD' });
const priced = (lines: CartLine[]) => lines.map((l) => ({ ...l, view: view(69000) }));

/** A cart whose every server check the test answers by hand. */
function cartWithServer(stored: CartLine[]) {
  const checks: { lines: CartLine[]; answer: ReturnType<typeof deferred<CartValidation>> }[] = [];
  const saved: CartLine[][] = [];
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(async () => stored),
        validateCart: fromPromise(({ input }: { input: { lines: CartLine[] } }) => {
          const answer = deferred<CartValidation>();
          checks.push({ lines: input.lines, answer });
          return answer.promise;
        }),
      },
      actions: { saveCart: ({ context }) => void saved.push(context.lines) },
    }),
  );
  actor.start();
  const answer = async (validation: Partial<CartValidation> = {}) => {
    const check = checks.at(-1)!;
    check.answer.resolve({ lines: priced(check.lines), removed: 0, ...validation });
    await flush();
  };
  return { actor, checks, saved, answer, lines: () => actor.getSnapshot().context.lines, state: () => actor.getSnapshot().value };
}

async function readyCart(stored: CartLine[], validation: Partial<CartValidation> = {}) {
  const cart = cartWithServer(stored);
  await flush();
  await cart.answer(validation);
  expect(cart.state()).toBe('ready');
  return cart;
}

describe('changing the cart', () => {
  it('shows the loading cart first, then saves the lines as the server priced them', async () => {
    const cart = cartWithServer([line('blue')]);
    expect(cart.state()).toBe('loading');
    await flush();
    expect(cart.state()).toBe('validating');
    await cart.answer({ total: 75000 });
    expect(cart.saved).toEqual([priced([line('blue')])]);
    expect(selectCheckoutTotal(cart.actor.getSnapshot().context)).toBe(75000);
  });

  it("knows no checkout total when the server does not give one", async () => {
    const cart = await readyCart([line('blue')]);
    expect(selectCheckoutTotal(cart.actor.getSnapshot().context)).toBeNull();
  });

  it('asks the server about a new line at once and saves it', async () => {
    const cart = await readyCart([line('blue')]);
    cart.actor.send({ type: 'cart.add', line: line('coral') });
    expect(cart.state()).toBe('validating');
    expect(cart.checks).toHaveLength(2);
    expect(cart.saved.at(-1)).toEqual([...priced([line('blue')]), line('coral')]);
  });

  it('answers the 51st item on screen with the purchase-limit message and keeps 50', async () => {
    const cart = await readyCart(Array.from({ length: 50 }, (_, i) => line(`sku-${i}`)));
    cart.actor.send({ type: 'cart.add', line: line('fifty-first') });
    expect(cart.actor.getSnapshot().context.notice).toBe('limit');
    expect(cart.lines()).toHaveLength(50);
    expect(cart.state()).toBe('ready');
    expect(cart.saved).toHaveLength(1);
  });

  it('keeps the same colour of another product, or its combo, on lines of their own', async () => {
    const cart = await readyCart([line('blue')]);
    cart.actor.send({ type: 'cart.add', line: line('blue', 1, 'mug') });
    cart.actor.send({ type: 'cart.add', line: { productId: 'bottle', kind: 'combo', id: 'blue', quantity: 1 } });
    expect(cart.lines().map((l) => `${l.productId}:${l.kind}:${l.id}:${l.quantity}`)).toEqual(['bottle:sku:blue:1', 'mug:sku:blue:1', 'bottle:combo:blue:1']);
  });

  it('adds more of a line already in the cart to that line only', async () => {
    const cart = await readyCart([line('blue'), line('coral')]);
    cart.actor.send({ type: 'cart.add', line: line('coral', 2) });
    expect(cart.lines().map((l) => `${l.id}:${l.quantity}`)).toEqual(['blue:1', 'coral:3']);
  });

  it('removes only the line asked for, asks the server again and saves', async () => {
    const cart = await readyCart([line('blue'), line('coral')]);
    cart.actor.send({ type: 'cart.remove', line: line('blue') });
    expect(cart.lines().map((l) => l.id)).toEqual(['coral']);
    expect(cart.state()).toBe('validating');
    expect(cart.saved.at(-1)!.map((l) => l.id)).toEqual(['coral']);
  });

  it('changes the quantity of the line asked for only, asks the server again and saves', async () => {
    const cart = await readyCart([line('blue'), line('coral')]);
    cart.actor.send({ type: 'cart.quantity', line: line('coral'), quantity: 4 });
    expect(cart.lines().map((l) => l.quantity)).toEqual([1, 4]);
    expect(cart.state()).toBe('validating');
    expect(cart.saved.at(-1)!.map((l) => l.quantity)).toEqual([1, 4]);
  });

  it('ignores a change to a line that is not in the cart', async () => {
    const cart = await readyCart([line('blue')]);
    cart.actor.send({ type: 'cart.remove', line: line('gone') });
    cart.actor.send({ type: 'cart.quantity', line: line('gone'), quantity: 3 });
    expect(cart.state()).toBe('ready');
    expect(cart.lines()).toHaveLength(1);
    expect(cart.saved).toHaveLength(1);
  });

  it('counts a line the server has not priced yet as nothing', () => {
    expect(selectLineTotal(line('blue', 3))).toBe(0);
    expect(selectLineTotal({ ...line('blue', 3), view: view(100) })).toBe(300);
  });
});

describe('changing the cart while the server checks it', () => {
  it('checks a line added meanwhile again, as the cart is now', async () => {
    const cart = await readyCart([line('blue')]);
    cart.actor.send({ type: 'cart.add', line: line('coral') });
    cart.actor.send({ type: 'cart.add', line: line('green') });
    expect(cart.checks).toHaveLength(3);
    expect(cart.checks.at(-1)!.lines.map((l) => l.id)).toEqual(['blue', 'coral', 'green']);
    expect(cart.saved.at(-1)!.map((l) => l.id)).toEqual(['blue', 'coral', 'green']);
    expect(cart.state()).toBe('validating');
  });

  it('removes or changes a priced line meanwhile and checks again; a line not priced yet waits', async () => {
    const cart = await readyCart([line('blue')]);
    cart.actor.send({ type: 'cart.add', line: line('coral') });
    cart.actor.send({ type: 'cart.remove', line: line('coral') });
    cart.actor.send({ type: 'cart.quantity', line: line('coral'), quantity: 5 });
    expect(cart.checks).toHaveLength(2);
    expect(cart.lines().map((l) => l.id)).toEqual(['blue', 'coral']);
    cart.actor.send({ type: 'cart.quantity', line: line('blue'), quantity: 5 });
    expect(cart.checks).toHaveLength(3);
    expect(cart.lines()[0]!.quantity).toBe(5);
    expect(cart.saved.at(-1)![0]!.quantity).toBe(5);
    cart.actor.send({ type: 'cart.remove', line: line('blue') });
    expect(cart.checks).toHaveLength(4);
    expect(cart.lines().map((l) => l.id)).toEqual(['coral']);
    expect(cart.saved.at(-1)!.map((l) => l.id)).toEqual(['coral']);
  });

  it('answers the 51st item with the purchase-limit message while the server checks the 50th', async () => {
    const cart = await readyCart(Array.from({ length: 49 }, (_, i) => line(`sku-${i}`)));
    cart.actor.send({ type: 'cart.add', line: line('fiftieth') });
    cart.actor.send({ type: 'cart.add', line: line('fifty-first') });
    expect(cart.actor.getSnapshot().context.notice).toBe('limit');
    expect(cart.lines()).toHaveLength(50);
    expect(cart.checks).toHaveLength(2);
  });
});

describe('continuing to checkout', () => {
  it('goes on with the lines and the total the server gave', async () => {
    const cart = await readyCart([line('blue')]);
    cart.actor.send({ type: 'cart.checkout' });
    await cart.answer({ total: 75000 });
    expect(cart.actor.getSnapshot().status).toBe('done');
    expect(selectCheckoutTotal(cart.actor.getSnapshot().context)).toBe(75000);
  });

  it('stays on the cart when the server finds no line left to sell, and saves what is left', async () => {
    const cart = await readyCart([line('blue')]);
    cart.actor.send({ type: 'cart.checkout' });
    cart.checks.at(-1)!.answer.resolve({ lines: [], removed: 0 });
    await flush();
    expect(cart.state()).toBe('ready');
    expect(cart.saved.at(-1)).toEqual([]);
  });
});

describe('the cart machine as the app provides nothing', () => {
  it('opens an empty cart and stays ready, with no notice', async () => {
    const actor = createActor(cartMachine).start();
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ lines: [], notice: null });
    actor.send({ type: 'cart.add', line: line('blue') });
    await flush();
    expect(actor.getSnapshot().context.lines).toEqual([line('blue')]);
  });
});
