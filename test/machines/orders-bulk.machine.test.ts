import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ordersBulkMachine, type BulkReport, type BulkRequest, type OrdersBulkEvent } from '../../machines/orders-bulk.machine';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

function start() {
  const calls: { input: BulkRequest; answer: ReturnType<typeof deferred<BulkReport>> }[] = [];
  const actor = createActor(
    ordersBulkMachine.provide({
      actors: {
        sendBulk: fromPromise<BulkReport, BulkRequest>(({ input }) => {
          const answer = deferred<BulkReport>();
          calls.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
  );
  actor.start();
  return { actor, calls };
}

describe('bulk work on the orders list', () => {
  it('selects orders one by one and a page at a time, and unselects a page', () => {
    const { actor } = start();
    actor.send({ type: 'selection.toggle', orderNo: 'A' });
    actor.send({ type: 'selection.setPage', orderNos: ['A', 'B', 'C'], selected: true });
    expect(actor.getSnapshot().context.selected).toEqual(['A', 'B', 'C']);
    actor.send({ type: 'selection.toggle', orderNo: 'B' });
    expect(actor.getSnapshot().context.selected).toEqual(['A', 'C']);
    actor.send({ type: 'selection.setPage', orderNos: ['A', 'B'], selected: false });
    expect(actor.getSnapshot().context.selected).toEqual(['C']);
  });

  it('confirms nothing when nothing is selected', () => {
    const { actor, calls } = start();
    actor.send({ type: 'bulk.confirm' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('dispatches the selection with each order’s tracking number, and keeps the refused ones selected', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'selection.setPage', orderNos: ['A', 'B'], selected: true });
    actor.send({ type: 'bulk.dispatch', carrier: 'tcat', tracking: { A: ' T1 ', B: 'T2', Z: 'T9' } });
    expect(calls[0]!.input).toEqual({ action: 'dispatch', carrier: 'tcat', tracking: { A: 'T1', B: 'T2' } });
    calls[0]!.answer.resolve({ done: ['A'], refused: [{ orderNo: 'B', line: null, message: 'moved first' }] });
    await flush();
    expect(actor.getSnapshot().value).toBe('reported');
    expect(actor.getSnapshot().context.selected).toEqual(['B']);
    expect(actor.getSnapshot().context.report?.refused[0]?.message).toBe('moved first');
  });

  it('imports a courier file with the carrier chosen, and says why when it cannot be sent', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'bulk.import', csv: '  ', carrier: 'tcat' });
    expect(calls).toEqual([]);
    actor.send({ type: 'bulk.import', csv: 'orderNo,trackingNo\nA,1', carrier: 'tcat' });
    expect(calls[0]!.input).toEqual({ action: 'import', csv: 'orderNo,trackingNo\nA,1', carrier: 'tcat' });
    calls[0]!.answer.reject(new Error('The file needs a header row'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('The file needs a header row');
  });
});

type Snapshot = SnapshotFrom<typeof ordersBulkMachine>;
const report: BulkReport = { done: ['A'], refused: [] };

const EVENTS = [
  { type: 'selection.toggle', orderNo: 'A' },
  { type: 'selection.setPage', orderNos: ['A', 'B'], selected: true },
  { type: 'selection.clear' },
  { type: 'bulk.confirm' },
  { type: 'bulk.dispatch', carrier: 'tcat', tracking: { A: 'T1' } },
  { type: 'bulk.import', csv: 'orderNo,trackingNo\nA,1', carrier: 'tcat' },
  { type: 'report.dismiss' },
  { type: 'xstate.done.actor.sendBulk', output: report },
  { type: 'xstate.error.actor.sendBulk', error: new Error('offline') },
] as unknown as OrdersBulkEvent[];

const serializeState = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, selected: snapshot.context.selected, report: snapshot.context.report !== null, message: snapshot.context.message });

const coverage = new PathCoverage('ordersBulk', ordersBulkMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated bulk work paths', () => {
  const { model, paths } = machinePaths(ordersBulkMachine, { events: EVENTS, serializeState, cover: 'transitions' });

  it('generates paths through every transition', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, calls } = start();
    const same = (modelSnapshot: Snapshot) => expect(serializeState(actor.getSnapshot())).toBe(serializeState(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void actor.send(event as OrdersBulkEvent);
    await model.testPath(path, {
      states: { idle: same, sending: same, reported: same, failed: same },
      events: {
        'selection.toggle': send,
        'selection.setPage': send,
        'selection.clear': send,
        'bulk.confirm': send,
        'bulk.dispatch': send,
        'bulk.import': send,
        'report.dismiss': send,
        'xstate.done.actor.sendBulk': async ({ event }: { event: unknown }) => {
          calls.at(-1)!.answer.resolve((event as { output: BulkReport }).output);
          await flush();
        },
        'xstate.error.actor.sendBulk': async ({ event }: { event: unknown }) => {
          calls.at(-1)!.answer.reject((event as { error: unknown }).error);
          await flush();
        },
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
