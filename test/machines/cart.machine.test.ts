import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { cartMachine, selectItemsTotal, type CartEvent, type CartLine, type CartValidation } from '../../machines/cart.machine';
import type { OrderLine } from '../../src/domain/pricing';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

const line = (id: string, quantity = 1): OrderLine => ({ productId: 'bottle', kind: 'sku', id, quantity });
const view = (price: number) => ({ title: 'Bottle', name: 'Blue', image: null, unitPrice: price, originalUnitPrice: price * 2, currency: 'TWD' });

/** A cart whose storage and validation the test controls. */
function startCart(stored: CartLine[] = [], validate: (lines: CartLine[]) => CartValidation = (lines) => ({ lines: lines.map((l) => ({ ...l, view: view(69000) })), removed: 0 })) {
  const saved: CartLine[][] = [];
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(async () => stored),
        validateCart: fromPromise(async ({ input }: { input: { lines: CartLine[] } }) => validate(input.lines)),
      },
      actions: { saveCart: ({ context }) => void saved.push(context.lines) },
    }),
  );
  actor.start();
  return { actor, saved };
}

const ready = (actor: ReturnType<typeof startCart>['actor']) => waitFor(actor, (snapshot) => snapshot.matches('ready'));

describe('the cart machine', () => {
  it('loads the stored cart and checks it with the server', async () => {
    const { actor } = startCart([line('blue', 2)]);
    await ready(actor);
    expect(actor.getSnapshot().context.lines).toEqual([{ ...line('blue', 2), view: view(69000) }]);
    expect(selectItemsTotal(actor.getSnapshot().context)).toBe(138000);
  });

  it('adds to an existing line instead of repeating it, and saves', async () => {
    const { actor, saved } = startCart();
    await ready(actor);
    actor.send({ type: 'cart.add', line: line('blue') });
    actor.send({ type: 'cart.add', line: line('blue', 2) });
    expect(actor.getSnapshot().context.lines).toEqual([line('blue', 3)]);
    expect(saved.at(-1)).toEqual([line('blue', 3)]);
  });

  it('holds 50 items and answers the 51st with the purchase-limit message', async () => {
    const { actor } = startCart(Array.from({ length: 49 }, (_, i) => line(`sku-${i}`)));
    await ready(actor);
    actor.send({ type: 'cart.add', line: line('fiftieth') });
    expect(actor.getSnapshot().context).toMatchObject({ notice: null });
    expect(actor.getSnapshot().context.lines).toHaveLength(50);
    actor.send({ type: 'cart.add', line: line('fifty-first') });
    expect(actor.getSnapshot().context.notice).toBe('limit');
    expect(actor.getSnapshot().context.lines).toHaveLength(50);
    actor.send({ type: 'cart.add', line: line('fiftieth') });
    expect(actor.getSnapshot().context.lines.find((l) => l.id === 'fiftieth')!.quantity).toBe(2);
  });

  it('removes items whose product is no longer sold when the cart opens, and says so', async () => {
    const { actor } = startCart([line('blue'), line('gone')], (lines) => ({ lines: lines.filter((l) => l.id !== 'gone'), removed: 1 }));
    await ready(actor);
    expect(actor.getSnapshot().context.lines.map((l) => l.id)).toEqual(['blue']);
    expect(actor.getSnapshot().context.notice).toBe('removed');
  });

  it('removes them again when continuing to checkout, and stays on the cart to show what changed', async () => {
    let sold = true;
    const soldLines = (lines: CartLine[]) => (sold ? lines : lines.filter((l) => l.id !== 'coral'));
    const { actor } = startCart([line('blue'), line('coral')], (lines) => ({ lines: soldLines(lines), removed: lines.length - soldLines(lines).length }));
    await ready(actor);
    sold = false;
    actor.send({ type: 'cart.checkout' });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'removed', lines: [line('blue')] });
    actor.send({ type: 'cart.checkout' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual([line('blue')]);
  });

  it('says the cart is empty instead of checking out nothing', async () => {
    const { actor } = startCart();
    await ready(actor);
    actor.send({ type: 'cart.checkout' });
    expect(actor.getSnapshot().context.notice).toBe('empty');
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('clamps quantities to 1-50 and removes lines', async () => {
    const { actor } = startCart([line('blue')]);
    await ready(actor);
    actor.send({ type: 'cart.quantity', line: line('blue'), quantity: 99 });
    expect(actor.getSnapshot().context.lines[0]!.quantity).toBe(50);
    actor.send({ type: 'cart.remove', line: line('blue') });
    expect(actor.getSnapshot().context.lines).toEqual([]);
  });

  it('keeps the lines when the server cannot be reached', async () => {
    const { actor } = startCart([line('blue')], () => {
      throw new Error('offline');
    });
    await ready(actor);
    expect(actor.getSnapshot().context.lines).toEqual([line('blue')]);
  });
});

// ---- model-based ---------------------------------------------------------------------------------

type Snapshot = SnapshotFrom<typeof cartMachine>;

const full = Array.from({ length: 50 }, (_, i) => line(`sku-${i}`));
const validation = (lines: CartLine[], removed: number) => ({ type: 'xstate.done.actor.validateCart', output: { lines, removed } });
const checkoutValidation = (lines: CartLine[], removed: number) => ({ type: 'xstate.done.actor.validateForCheckout', output: { lines, removed } });

const EVENTS = [
  { type: 'xstate.done.actor.loadCart', output: [line('blue')] },
  { type: 'xstate.done.actor.loadCart', output: full },
  { type: 'xstate.error.actor.loadCart', error: new Error('storage') },
  validation([line('blue')], 0),
  validation([{ ...line('blue'), view: view(69000) }], 0),
  validation([], 1),
  { type: 'xstate.error.actor.validateCart', error: new Error('offline') },
  { type: 'cart.add', line: line('coral') },
  { type: 'cart.remove', line: line('blue') },
  { type: 'cart.quantity', line: line('blue'), quantity: 3 },
  { type: 'cart.checkout' },
  { type: 'notice.dismiss' },
  checkoutValidation([line('blue')], 0),
  checkoutValidation([], 1),
  { type: 'xstate.error.actor.validateForCheckout', error: new Error('offline') },
] as unknown as CartEvent[];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, lines: Math.min(snapshot.context.lines.length, 2) + (snapshot.context.lines.length >= 50 ? 'full' : ''), priced: snapshot.context.lines.some((l) => l.view), notice: snapshot.context.notice });

const coverage = new PathCoverage('cart', cartMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated cart paths', () => {
  const { model, paths } = machinePaths(cartMachine, { events: EVENTS, serializeState: serialize, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(95);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
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
    const same = (modelSnapshot: Snapshot) => expect(serialize(actor.getSnapshot())).toBe(serialize(modelSnapshot));
    const settle = async (run: () => void) => {
      run();
      await flush();
    };
    const send = ({ event }: { event: unknown }) => void actor.send(event as CartEvent);
    await model.testPath(path, {
      states: { loading: same, validating: same, ready: same, checkingOut: same, checkout: same },
      events: {
        'cart.add': send,
        'cart.remove': send,
        'cart.quantity': send,
        'cart.checkout': send,
        'notice.dismiss': send,
        'xstate.done.actor.loadCart': ({ event }: { event: unknown }) => settle(() => pending.load!.resolve((event as { output: CartLine[] }).output)),
        'xstate.error.actor.loadCart': () => settle(() => pending.load!.reject(new Error('storage'))),
        'xstate.done.actor.validateCart': ({ event }: { event: unknown }) => settle(() => pending.validate!.resolve((event as { output: CartValidation }).output)),
        'xstate.error.actor.validateCart': () => settle(() => pending.validate!.reject(new Error('offline'))),
        'xstate.done.actor.validateForCheckout': ({ event }: { event: unknown }) => settle(() => pending.validate!.resolve((event as { output: CartValidation }).output)),
        'xstate.error.actor.validateForCheckout': () => settle(() => pending.validate!.reject(new Error('offline'))),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
