import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  checkoutMachine,
  selectAllErrors,
  selectVisibleErrors,
  SubmitOrderError,
  type CheckoutEvent,
  type CheckoutInput,
  type SubmitOrderInput,
} from '../../machines/checkout.machine';
import type { OrderView } from '../../src/domain/order';
import { deferred, flush } from '../helpers/deferred';
import { testProduct, VALID_TW_RECIPIENT } from '../helpers/fixtures';
import { PathCoverage } from '../helpers/path-coverage';
import { transitionPaths } from '../helpers/model-paths';

const product = testProduct();
const placed = { orderNo: 'TW0123456789AB' } as OrderView;

/** A checkout actor whose order submissions the test answers by hand. */
function startCheckout(input: Partial<CheckoutInput> = {}) {
  const submissions: { input: SubmitOrderInput; answer: ReturnType<typeof deferred<OrderView>> }[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      submitOrder: fromPromise<OrderView, SubmitOrderInput>(({ input }) => {
        const answer = deferred<OrderView>();
        submissions.push({ input, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { product, ...input } });
  actor.start();
  return { actor, submissions };
}

const fill = (actor: ReturnType<typeof startCheckout>['actor'], values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'recipient.change', field: field as never, value });
};

describe('the checkout machine', () => {
  it('opens the recipient form when the shopper arrives with a choice', () => {
    const { actor } = startCheckout({ selection: { kind: 'sku', id: 'coral', quantity: 2 } });
    expect(actor.getSnapshot().value).toBe('recipient');
    expect(actor.getSnapshot().context.selection).toEqual({ kind: 'sku', id: 'coral', quantity: 2 });
  });

  it('opens the sku step when nothing is chosen, and moves on only once something is', () => {
    const { actor } = startCheckout({ selection: null });
    expect(actor.getSnapshot().value).toBe('sku');
    actor.send({ type: 'sku.confirm' });
    expect(actor.getSnapshot().value).toBe('sku');
    actor.send({ type: 'sku.select', kind: 'combo', id: 'family' });
    actor.send({ type: 'sku.confirm' });
    expect(actor.getSnapshot().value).toBe('recipient');
  });

  it('keeps the quantity when another sku is chosen, ignores unknown ids and clamps the quantity to 1-50', () => {
    const { actor } = startCheckout({ selection: { kind: 'sku', id: 'blue', quantity: 3 } });
    actor.send({ type: 'sku.select', kind: 'sku', id: 'coral' });
    expect(actor.getSnapshot().context.selection).toEqual({ kind: 'sku', id: 'coral', quantity: 3 });
    actor.send({ type: 'sku.select', kind: 'sku', id: 'ghost' });
    expect(actor.getSnapshot().context.selection?.id).toBe('coral');
    actor.send({ type: 'quantity.change', quantity: 0 });
    expect(actor.getSnapshot().context.selection?.quantity).toBe(1);
    actor.send({ type: 'quantity.change', quantity: 500 });
    expect(actor.getSnapshot().context.selection?.quantity).toBe(50);
  });

  it('shows a field error only after the shopper leaves the field, and every error after a submit', () => {
    const { actor } = startCheckout();
    fill(actor, { phone: '123' });
    expect(selectVisibleErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'recipient.blur', field: 'phone' });
    expect(Object.keys(selectVisibleErrors(actor.getSnapshot().context))).toEqual(['phone']);
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('recipient');
    expect(Object.keys(selectVisibleErrors(actor.getSnapshot().context)).sort()).toEqual(['address', 'name', 'phone', 'postalCode']);
  });

  it('submits the product, the line, the typed recipient, the total it showed and a fresh idempotency key', () => {
    const { actor, submissions } = startCheckout({ selection: { kind: 'sku', id: 'blue', quantity: 2 } });
    fill(actor, VALID_TW_RECIPIENT);
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submissions).toHaveLength(1);
    const sent = submissions[0]!.input;
    expect(sent).toMatchObject({ productId: 'bottle', lines: [{ kind: 'sku', id: 'blue', quantity: 2 }], expectedTotal: 138000 });
    expect(sent.recipient).toMatchObject(VALID_TW_RECIPIENT);
    expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('ends placed with the order once the server accepts', async () => {
    const { actor, submissions } = startCheckout();
    fill(actor, VALID_TW_RECIPIENT);
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.resolve(placed);
    await flush();
    expect(actor.getSnapshot().value).toBe('placed');
    expect(actor.getSnapshot().context.order).toBe(placed);
  });

  it('keeps everything typed on a network failure, and a retry reuses the idempotency key', async () => {
    const { actor, submissions } = startCheckout();
    fill(actor, { ...VALID_TW_RECIPIENT, remark: 'Ring twice' });
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.reject(new SubmitOrderError({ kind: 'network', message: 'timeout' }));
    await flush();
    expect(actor.getSnapshot().value).toBe('networkFailure');
    expect(actor.getSnapshot().context.recipient).toMatchObject({ ...VALID_TW_RECIPIENT, remark: 'Ring twice' });
    actor.send({ type: 'order.retry' });
    expect(submissions).toHaveLength(2);
    expect(submissions[1]!.input.idempotencyKey).toBe(submissions[0]!.input.idempotencyKey);
  });

  it('treats an unexpected error from the submission like a network failure', async () => {
    const { actor, submissions } = startCheckout();
    fill(actor, VALID_TW_RECIPIENT);
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(actor.getSnapshot().value).toBe('networkFailure');
  });

  it('uses a new idempotency key once the order changes after a failure', async () => {
    const { actor, submissions } = startCheckout();
    fill(actor, VALID_TW_RECIPIENT);
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.reject(new SubmitOrderError({ kind: 'network', message: 'timeout' }));
    await flush();
    fill(actor, { address: '臺北市中正區重慶南路一段123號' });
    expect(actor.getSnapshot().value).toBe('recipient');
    actor.send({ type: 'order.submit' });
    expect(submissions[1]!.input.idempotencyKey).not.toBe(submissions[0]!.input.idempotencyKey);
  });

  it('returns to the form with the reason when the server refuses, keeping what was typed', async () => {
    const { actor, submissions } = startCheckout();
    fill(actor, VALID_TW_RECIPIENT);
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.reject(new SubmitOrderError({ kind: 'rejected', message: 'The price has changed.' }));
    await flush();
    expect(actor.getSnapshot().value).toBe('recipient');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'rejected', message: 'The price has changed.' });
    expect(actor.getSnapshot().context.recipient).toMatchObject(VALID_TW_RECIPIENT);
    // The server stored nothing for a refused order, so the same order may go again with the same key.
    actor.send({ type: 'order.submit' });
    expect(submissions[1]!.input.idempotencyKey).toBe(submissions[0]!.input.idempotencyKey);
  });

  it('cannot submit twice while a submission is running', () => {
    const { actor, submissions } = startCheckout();
    fill(actor, VALID_TW_RECIPIENT);
    actor.send({ type: 'order.submit' });
    actor.send({ type: 'order.submit' });
    expect(submissions).toHaveLength(1);
  });
});

// ---- model-based: paths generated from the machine, replayed against a running actor ------------

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

const MODEL_EVENTS: CheckoutEvent[] = [
  { type: 'sku.select', kind: 'combo', id: 'family' },
  { type: 'quantity.change', quantity: 2 },
  { type: 'sku.confirm' },
  { type: 'recipient.change', field: 'phone', value: '0912345678' },
  { type: 'recipient.change', field: 'phone', value: '12345' },
  { type: 'recipient.blur', field: 'phone' },
  { type: 'recipient.back' },
  { type: 'order.submit' },
  { type: 'order.retry' },
  { type: 'xstate.done.actor.submitOrder', output: placed } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.submitOrder', error: new SubmitOrderError({ kind: 'network', message: 'timeout' }) } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.submitOrder', error: new SubmitOrderError({ kind: 'rejected', message: 'no' }) } as unknown as CheckoutEvent,
];

/** What matters of a snapshot for the model: its state, whether the order could go, what failed. */
function serializeState(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    chosen: context.selection?.kind ?? null,
    valid: Object.keys(selectAllErrors(context)).length === 0,
    failure: context.failure?.kind ?? null,
    revealAll: context.revealAll,
  });
}

const INPUTS: { name: string; input: CheckoutInput }[] = [
  { name: 'arriving with a choice and the phone missing', input: { product, recipient: { ...VALID_TW_RECIPIENT, phone: '' } } },
  { name: 'arriving without a choice', input: { product, selection: null, recipient: { ...VALID_TW_RECIPIENT, phone: '' } } },
];

const coverage = new PathCoverage('checkout', checkoutMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe.each(INPUTS)('generated checkout paths, $name', ({ input }) => {
  const options = {
    events: MODEL_EVENTS,
    input,
    // Given explicitly: some traversal helpers lose `input` on the way to the initial snapshot.
    fromState: createActor(checkoutMachine, { input }).getSnapshot() as Snapshot,
    serializeState: (snapshot: Snapshot) => serializeState(snapshot),
    filterEvents: (snapshot: Snapshot, event: CheckoutEvent) => snapshot.can(event),
  };
  const model = new TestModel(checkoutMachine, {
    ...options,
    stateMatcher: (snapshot, key) => (snapshot as Snapshot).matches(key as never),
  });
  const paths = transitionPaths(model, options);

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(input.selection === null ? 70 : 136);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, submissions } = startCheckout(input);
    const assertSameState = (model: Snapshot) => {
      expect(actor.getSnapshot().value).toEqual(model.value);
      expect(serializeState(actor.getSnapshot())).toBe(serializeState(model));
    };
    const answer = async (settle: (pending: (typeof submissions)[number]) => void) => {
      const pending = submissions.at(-1);
      if (!pending) throw new Error('no submission is running');
      settle(pending);
      await flush();
    };
    const send = ({ event }: { event: unknown }) => void actor.send(event as CheckoutEvent);
    await model.testPath(path, {
      states: {
        sku: assertSameState,
        recipient: assertSameState,
        submitting: assertSameState,
        networkFailure: assertSameState,
        placed: assertSameState,
      },
      events: {
        'sku.select': send,
        'quantity.change': send,
        'sku.confirm': send,
        'recipient.change': send,
        'recipient.blur': send,
        'recipient.back': send,
        'order.submit': send,
        'order.retry': send,
        'xstate.done.actor.submitOrder': () => answer((pending) => pending.answer.resolve(placed)),
        'xstate.error.actor.submitOrder': ({ event }: { event: unknown }) => answer((pending) => pending.answer.reject((event as { error: unknown }).error)),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
