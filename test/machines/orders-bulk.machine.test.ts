import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ordersBulkMachine, type BulkReport, type OrdersBulkEvent } from '../../machines/orders-bulk.machine';
import { flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { startBulk as start } from '../helpers/orders-bulk';
import { PathCoverage } from '../helpers/path-coverage';

// The generated paths of bulk work; its rules written by hand are in orders-bulk-moves.machine.test.ts.

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
