import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { orderPreviewMachine, type OrderPreviewEvent } from '../../machines/order-preview.machine';
import type { OrderPreview } from '../../src/domain/contracts/order-preview';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

type Snapshot = SnapshotFrom<typeof orderPreviewMachine>;

const AFTER = 'xstate.after.tokenLifetime.orderPreview.showing';
const preview = (n: number): OrderPreview => ({ url: `/admin/preview/token-${n}`, expiresAt: '2030-01-01T00:10:00.000Z' });

function startPreview() {
  const issued: { input: { orderNo: string }; answer: ReturnType<typeof deferred<OrderPreview>> }[] = [];
  const actor = createActor(
    orderPreviewMachine.provide({
      delays: { tokenLifetime: 10 },
      actors: {
        issuePreview: fromPromise<OrderPreview, { orderNo: string }>(({ input }) => {
          const answer = deferred<OrderPreview>();
          issued.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { orderNo: 'TW250001' } },
  ).start();
  return { actor, issued };
}

describe('the order preview machine', () => {
  it('asks for a token for its order and shows the preview it opens', async () => {
    const { actor, issued } = startPreview();
    expect(actor.getSnapshot().value).toBe('issuing');
    expect(issued[0]!.input).toEqual({ orderNo: 'TW250001' });
    issued[0]!.answer.resolve(preview(1));
    await flush();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.preview?.url).toBe('/admin/preview/token-1');
  });

  it('asks for a new token before the old one expires, and at once when the order moved', async () => {
    vi.useFakeTimers();
    try {
      const { actor, issued } = startPreview();
      issued[0]!.answer.resolve(preview(1));
      await vi.advanceTimersByTimeAsync(0);
      await vi.advanceTimersByTimeAsync(10);
      expect(issued).toHaveLength(2);
      issued[1]!.answer.resolve(preview(2));
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'preview.refresh' });
      expect(issued).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the server’s message when no token could be had, and tries again when asked', async () => {
    const { actor, issued } = startPreview();
    issued[0]!.answer.reject(new Error('There is no such order.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('There is no such order.');
    actor.send({ type: 'preview.refresh' });
    expect(actor.getSnapshot().value).toBe('issuing');
  });
});

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
