import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { blocklistEditsMachine, type BlocklistEditsEvent } from '../../machines/blocklist-edits.machine';
import { ADD, ENTRY, REFUSED_VALUE, REMOVE, startPage } from '../helpers/blocklist-edits-page';
import { flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

// The generated paths of the protection page; its changes written by hand are in blocklist-edits-changes.machine.test.ts.

type Snapshot = SnapshotFrom<typeof blocklistEditsMachine>;

/** The generated paths of this model (a broken model changes it). */
const PATHS = 14;

const EVENTS = [ADD, REMOVE, { type: 'xstate.done.actor.applyEdit', output: ENTRY }, { type: 'xstate.error.actor.applyEdit', error: REFUSED_VALUE }] as unknown as BlocklistEditsEvent[];
const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, change: snapshot.context.change?.type ?? null, message: snapshot.context.message, field: snapshot.context.field });

const coverage = new PathCoverage('blocklistEdits', blocklistEditsMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated blocklist change paths', () => {
  const { model, paths } = machinePaths(blocklistEditsMachine, { events: EVENTS, serializeState: serialize, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(PATHS);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { page, calls } = startPage();
    const same = (modelSnapshot: Snapshot) => expect(serialize(page.getSnapshot())).toBe(serialize(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void page.send(event as BlocklistEditsEvent);
    const settle = async (fn: () => void) => {
      fn();
      await flush();
    };
    await model.testPath(path, {
      states: { idle: same, acting: same, done: same, failed: same },
      events: {
        'entry.add': send,
        'entry.remove': send,
        'xstate.done.actor.applyEdit': () => settle(() => calls.at(-1)!.answer.resolve(ENTRY)),
        'xstate.error.actor.applyEdit': () => settle(() => calls.at(-1)!.answer.reject(REFUSED_VALUE)),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
