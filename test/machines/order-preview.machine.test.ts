import { afterAll, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { orderPreviewMachine, type OrderPreviewEvent } from '../../machines/order-preview.machine';
import { machinePaths } from '../helpers/model-paths';
import { preview, startPreview } from '../helpers/order-preview';
import { PathCoverage } from '../helpers/path-coverage';

// The generated paths of the order preview; its rules written by hand are in order-preview-tokens.machine.test.ts.

type Snapshot = SnapshotFrom<typeof orderPreviewMachine>;

const AFTER = 'xstate.after.tokenLifetime.orderPreview.showing';

/** The generated paths of this model (a broken model changes it). */
const PATHS = 12;

const EVENTS = [
  { type: 'preview.refresh' },
  { type: AFTER },
  { type: 'xstate.done.actor.issuePreview', output: preview(1) },
  { type: 'xstate.error.actor.issuePreview', error: new Error('offline') },
] as unknown as OrderPreviewEvent[];

const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, shown: snapshot.context.preview !== null, message: snapshot.context.message });

const coverage = new PathCoverage('orderPreview', orderPreviewMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('the order preview machine, paths generated from it', () => {
  const { model, paths } = machinePaths(orderPreviewMachine, { events: EVENTS, input: { orderNo: 'TW250001' }, serializeState: serialize, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(PATHS);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    vi.useFakeTimers();
    try {
      const { actor, issued } = startPreview();
      const same = (modelSnapshot: Snapshot) => expect(serialize(actor.getSnapshot())).toBe(serialize(modelSnapshot));
      const send = ({ event }: { event: unknown }) => void actor.send(event as OrderPreviewEvent);
      await model.testPath(path, {
        states: { issuing: same, showing: same, failed: same },
        events: {
          'preview.refresh': send,
          [AFTER]: () => vi.advanceTimersByTimeAsync(10),
          'xstate.done.actor.issuePreview': async () => {
            issued.at(-1)!.answer.resolve(preview(1));
            await vi.advanceTimersByTimeAsync(0);
          },
          'xstate.error.actor.issuePreview': async () => {
            issued.at(-1)!.answer.reject(new Error('offline'));
            await vi.advanceTimersByTimeAsync(0);
          },
        } as never,
      });
      path.steps.forEach((step, index) => {
        if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
        else coverage.recordStep(path.before[index]!, step.event, step.state);
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
