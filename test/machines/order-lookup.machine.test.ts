import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { orderLookupMachine, type CancelOrderInput, type LookupAnswer, type LookupEvent } from '../../machines/order-lookup.machine';
import type { OrderView } from '../../src/domain/order';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

const order = { orderNo: 'TW0123456789AB', masked: true, allowed: { cancel: false, return: false } } as OrderView;
/** The same order seen in full (the phone number was given), not yet dispatched. */
const fullOrder = { orderNo: 'TW0123456789AB', masked: false, status: 'PENDING_DELIVER', recipient: { phone: '+886912345678' }, allowed: { cancel: true, return: false } } as OrderView;
const cancelledOrder = { ...fullOrder, status: 'ORDER_CLOSE', allowed: { cancel: false, return: false } } as OrderView;

function startLookup(input: { orderNo?: string } = {}) {
  const calls: { input: { orderNo: string; phone: string }; answer: ReturnType<typeof deferred<LookupAnswer>> }[] = [];
  const cancels: { input: CancelOrderInput; answer: ReturnType<typeof deferred<OrderView>> }[] = [];
  const actor = createActor(
    orderLookupMachine.provide({
      actors: {
        lookupOrder: fromPromise<LookupAnswer, { orderNo: string; phone: string }>(({ input }) => {
          const answer = deferred<LookupAnswer>();
          calls.push({ input, answer });
          return answer.promise;
        }),
        cancelOrder: fromPromise<OrderView, CancelOrderInput>(({ input }) => {
          const answer = deferred<OrderView>();
          cancels.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls, cancels };
}

async function found(answer: OrderView) {
  const started = startLookup({ orderNo: 'TW0123456789AB' });
  started.actor.send({ type: 'lookup.submit' });
  started.calls[0]!.answer.resolve({ found: true, order: answer });
  await flush();
  return started;
}

describe('the order lookup machine', () => {
  it('does not search without an order number', () => {
    const { actor, calls } = startLookup();
    actor.send({ type: 'lookup.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('keeps the phone typed while a search runs, and searches again with it when sent; the first answer is dropped', async () => {
    const { actor, calls } = startLookup({ orderNo: 'TW0123456789AB' });
    actor.send({ type: 'lookup.submit' });
    actor.send({ type: 'lookup.change', field: 'phone', value: '0912345678' });
    expect(actor.getSnapshot().context.phone).toBe('0912345678');
    actor.send({ type: 'lookup.submit' });
    expect(calls.map((call) => call.input.phone)).toEqual(['', '0912345678']);
    calls[0]!.answer.resolve({ found: true, order });
    await flush();
    expect(actor.getSnapshot().value).toBe('searching');
    calls[1]!.answer.resolve({ found: true, order: fullOrder });
    await flush();
    expect(actor.getSnapshot().context.order).toEqual(fullOrder);
  });

  it('searches with the trimmed number and phone and shows the order found', async () => {
    const { actor, calls } = startLookup();
    actor.send({ type: 'lookup.change', field: 'orderNo', value: ' TW0123456789AB ' });
    actor.send({ type: 'lookup.change', field: 'phone', value: '0912345678 ' });
    actor.send({ type: 'lookup.submit' });
    expect(calls[0]!.input).toEqual({ orderNo: 'TW0123456789AB', phone: '0912345678' });
    calls[0]!.answer.resolve({ found: true, order });
    await flush();
    expect(actor.getSnapshot().matches('found')).toBe(true);
    expect(actor.getSnapshot().context.order).toBe(order);
  });

  it('says not found, and keeps what was typed for another try', async () => {
    const { actor, calls } = startLookup({ orderNo: 'TW0000000000000' });
    actor.send({ type: 'lookup.submit' });
    calls[0]!.answer.resolve({ found: false });
    await flush();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.orderNo).toBe('TW0000000000000');
  });

  it('fails without losing the input when the call fails', async () => {
    const { actor, calls } = startLookup({ orderNo: 'TW0123456789AB' });
    actor.send({ type: 'lookup.submit' });
    calls[0]!.answer.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.orderNo).toBe('TW0123456789AB');
  });
});

describe('cancelling an order from its page', () => {
  it('is not offered on a masked view: the phone number proves the order is yours', async () => {
    const { actor } = await found(order);
    expect(actor.getSnapshot().can({ type: 'order.cancel' })).toBe(false);
  });

  it('asks first (the popular item may sell out), then cancels with the order’s own phone number and shows it closed', async () => {
    const { actor, cancels } = await found(fullOrder);
    actor.send({ type: 'order.cancel' });
    expect(actor.getSnapshot().matches({ found: 'confirmingCancel' })).toBe(true);
    expect(cancels).toHaveLength(0);
    actor.send({ type: 'cancel.confirm' });
    expect(cancels[0]!.input).toEqual({ orderNo: 'TW0123456789AB', phone: '+886912345678' });
    cancels[0]!.answer.resolve(cancelledOrder);
    await flush();
    expect(actor.getSnapshot().matches({ found: 'viewing' })).toBe(true);
    expect(actor.getSnapshot().context.order?.status).toBe('ORDER_CLOSE');
    expect(actor.getSnapshot().can({ type: 'order.cancel' })).toBe(false);
  });

  it('keeps the order when the shopper keeps it', async () => {
    const { actor, cancels } = await found(fullOrder);
    actor.send({ type: 'order.cancel' });
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().matches({ found: 'viewing' })).toBe(true);
    expect(cancels).toHaveLength(0);
  });

  it('keeps showing the order, still open, when the cancellation fails (dispatched meanwhile, offline)', async () => {
    const { actor, cancels } = await found(fullOrder);
    actor.send({ type: 'order.cancel' });
    actor.send({ type: 'cancel.confirm' });
    cancels[0]!.answer.reject(new Error('already dispatched'));
    await flush();
    expect(actor.getSnapshot().matches({ found: 'viewing' })).toBe(true);
    expect(actor.getSnapshot().context.order).toBe(fullOrder);
    expect(actor.getSnapshot().context.cancelFailed).toBe(true);
  });
});

type Snapshot = SnapshotFrom<typeof orderLookupMachine>;

const EVENTS = [
  { type: 'lookup.change', field: 'orderNo', value: 'TW0123456789AB' },
  { type: 'lookup.change', field: 'orderNo', value: '' },
  { type: 'lookup.change', field: 'phone', value: '0912345678' },
  { type: 'lookup.submit' },
  { type: 'xstate.done.actor.lookupOrder', output: { found: true, order } },
  { type: 'xstate.done.actor.lookupOrder', output: { found: true, order: fullOrder } },
  { type: 'xstate.done.actor.lookupOrder', output: { found: false } },
  { type: 'xstate.error.actor.lookupOrder', error: new Error('offline') },
  { type: 'order.cancel' },
  { type: 'cancel.confirm' },
  { type: 'cancel.dismiss' },
  { type: 'xstate.done.actor.cancelOrder', output: cancelledOrder },
  { type: 'xstate.error.actor.cancelOrder', error: new Error('already dispatched') },
] as unknown as LookupEvent[];

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    hasNumber: snapshot.context.orderNo.trim() !== '',
    hasPhone: snapshot.context.phone !== '',
    order: snapshot.context.order && { masked: snapshot.context.order.masked, status: snapshot.context.order.status ?? null },
    cancelFailed: snapshot.context.cancelFailed,
  });

const coverage = new PathCoverage('orderLookup', orderLookupMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated order lookup paths', () => {
  const input = {};
  const { model, paths } = machinePaths(orderLookupMachine, { events: EVENTS, input, serializeState, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(472);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, calls, cancels } = startLookup(input);
    const same = (modelSnapshot: Snapshot) => expect(serializeState(actor.getSnapshot())).toBe(serializeState(modelSnapshot));
    const settle = async (fn: (call: (typeof calls)[number]) => void) => {
      fn(calls.at(-1)!);
      await flush();
    };
    await model.testPath(path, {
      states: { idle: same, searching: same, 'found.viewing': same, 'found.confirmingCancel': same, 'found.cancelling': same, notFound: same, failed: same },
      events: {
        'lookup.change': ({ event }: { event: unknown }) => void actor.send(event as LookupEvent),
        'lookup.submit': ({ event }: { event: unknown }) => void actor.send(event as LookupEvent),
        'order.cancel': ({ event }: { event: unknown }) => void actor.send(event as LookupEvent),
        'cancel.confirm': ({ event }: { event: unknown }) => void actor.send(event as LookupEvent),
        'cancel.dismiss': ({ event }: { event: unknown }) => void actor.send(event as LookupEvent),
        'xstate.done.actor.cancelOrder': async () => {
          cancels.at(-1)!.answer.resolve(cancelledOrder);
          await flush();
        },
        'xstate.error.actor.cancelOrder': async () => {
          cancels.at(-1)!.answer.reject(new Error('already dispatched'));
          await flush();
        },
        'xstate.done.actor.lookupOrder': ({ event }: { event: unknown }) => settle((call) => call.answer.resolve((event as { output: LookupAnswer }).output)),
        'xstate.error.actor.lookupOrder': () => settle((call) => call.answer.reject(new Error('offline'))),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
