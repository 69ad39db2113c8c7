import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { orderLookupMachine, type LookupAnswer, type LookupEvent } from '../../machines/order-lookup.machine';
import type { OrderView } from '../../src/domain/order';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

const order = { orderNo: 'TW0123456789AB', masked: true } as OrderView;

function startLookup(input: { orderNo?: string } = {}) {
  const calls: { input: { orderNo: string; phone: string }; answer: ReturnType<typeof deferred<LookupAnswer>> }[] = [];
  const actor = createActor(
    orderLookupMachine.provide({
      actors: {
        lookupOrder: fromPromise<LookupAnswer, { orderNo: string; phone: string }>(({ input }) => {
          const answer = deferred<LookupAnswer>();
          calls.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls };
}

describe('the order lookup machine', () => {
  it('does not search without an order number', () => {
    const { actor, calls } = startLookup();
    actor.send({ type: 'lookup.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('searches with the trimmed number and phone and shows the order found', async () => {
    const { actor, calls } = startLookup();
    actor.send({ type: 'lookup.change', field: 'orderNo', value: ' TW0123456789AB ' });
    actor.send({ type: 'lookup.change', field: 'phone', value: '0912345678 ' });
    actor.send({ type: 'lookup.submit' });
    expect(calls[0]!.input).toEqual({ orderNo: 'TW0123456789AB', phone: '0912345678' });
    calls[0]!.answer.resolve({ found: true, order });
    await flush();
    expect(actor.getSnapshot().value).toBe('found');
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

type Snapshot = SnapshotFrom<typeof orderLookupMachine>;

const EVENTS = [
  { type: 'lookup.change', field: 'orderNo', value: 'TW0123456789AB' },
  { type: 'lookup.change', field: 'orderNo', value: '' },
  { type: 'lookup.change', field: 'phone', value: '0912345678' },
  { type: 'lookup.submit' },
  { type: 'xstate.done.actor.lookupOrder', output: { found: true, order } },
  { type: 'xstate.done.actor.lookupOrder', output: { found: false } },
  { type: 'xstate.error.actor.lookupOrder', error: new Error('offline') },
] as unknown as LookupEvent[];

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, hasNumber: snapshot.context.orderNo.trim() !== '', hasPhone: snapshot.context.phone !== '' });

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
    expect(paths.length).toBe(62);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, calls } = startLookup(input);
    const same = (modelSnapshot: Snapshot) => expect(serializeState(actor.getSnapshot())).toBe(serializeState(modelSnapshot));
    const settle = async (fn: (call: (typeof calls)[number]) => void) => {
      fn(calls.at(-1)!);
      await flush();
    };
    await model.testPath(path, {
      states: { idle: same, searching: same, found: same, notFound: same, failed: same },
      events: {
        'lookup.change': ({ event }: { event: unknown }) => void actor.send(event as LookupEvent),
        'lookup.submit': ({ event }: { event: unknown }) => void actor.send(event as LookupEvent),
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
