import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { returnsQueueMachine, ReturnMoveRefused, type ReturnsQueueEvent } from '../../machines/returns-queue.machine';
import type { AdminReturn, AdminReturnQueue } from '../../src/domain/contracts/admin-returns';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

// The generated paths of the Returns section; its rules written by hand are in returns-queue-moves.machine.test.ts.

type Snapshot = SnapshotFrom<typeof returnsQueueMachine>;

const request = { id: 'r-1', lifecycle: { state: 'SUBMITTED', version: 0, machine: 'returnLifecycle', allowedEvents: [{ type: 'return.accept', fields: [] }], history: [] } } as unknown as AdminReturn;
const QUEUE: AdminReturnQueue = { items: [request], counts: { open: 1, waiting: 0, received: 0 } };

const EVENTS = [
  { type: 'tab.select', tab: 'waiting' },
  { type: 'queue.reload' },
  { type: 'return.move', id: 'r-1', event: 'return.accept', values: { reply: 'ok' } },
  { type: 'return.move', id: 'r-1', event: 'return.refund', values: {} },
  { type: 'xstate.done.actor.loadQueue', output: QUEUE },
  { type: 'xstate.done.actor.reloadAfterMove', output: QUEUE },
  { type: 'xstate.done.actor.reloadAfterRefusal', output: QUEUE },
  { type: 'xstate.error.actor.loadQueue', error: new Error('offline') },
  { type: 'xstate.done.actor.moveReturn', output: request },
  { type: 'xstate.error.actor.moveReturn', error: new ReturnMoveRefused('another agent first') },
  { type: 'xstate.error.actor.moveReturn', error: new Error('offline') },
] as unknown as ReturnsQueueEvent[];

const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, tab: snapshot.context.tab, queue: snapshot.context.queue !== null, message: snapshot.context.message });

function startQueue() {
  const loads: ReturnType<typeof deferred<AdminReturnQueue>>[] = [];
  const moves: ReturnType<typeof deferred<AdminReturn>>[] = [];
  const actor = createActor(
    returnsQueueMachine.provide({
      actors: {
        loadQueue: fromPromise(() => (loads[loads.length] = deferred<AdminReturnQueue>()).promise),
        moveReturn: fromPromise(() => (moves[moves.length] = deferred<AdminReturn>()).promise),
      },
    }),
    { input: {} },
  ).start();
  return { actor, loads, moves };
}

const coverage = new PathCoverage('returnsQueue', returnsQueueMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('the returns queue machine, paths generated from it', () => {
  const { model, paths } = machinePaths(returnsQueueMachine, { events: EVENTS, input: {}, serializeState: serialize, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(94);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, loads, moves } = startQueue();
    const same = (modelSnapshot: Snapshot) => expect(serialize(actor.getSnapshot())).toBe(serialize(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void actor.send(event as ReturnsQueueEvent);
    const settle = async (run: () => void) => {
      run();
      await flush();
    };
    await model.testPath(path, {
      states: { loading: same, viewing: same, moving: same, moved: same, refused: same, failed: same },
      events: {
        'tab.select': send,
        'queue.reload': send,
        'return.move': send,
        'xstate.done.actor.loadQueue': () => settle(() => loads.at(-1)!.resolve(QUEUE)),
        'xstate.done.actor.reloadAfterMove': () => settle(() => loads.at(-1)!.resolve(QUEUE)),
        'xstate.done.actor.reloadAfterRefusal': () => settle(() => loads.at(-1)!.resolve(QUEUE)),
        'xstate.error.actor.loadQueue': () => settle(() => loads.at(-1)!.reject(new Error('offline'))),
        'xstate.done.actor.moveReturn': () => settle(() => moves.at(-1)!.resolve(request)),
        'xstate.error.actor.moveReturn': ({ event }: { event: unknown }) => settle(() => moves.at(-1)!.reject((event as { error: Error }).error)),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
