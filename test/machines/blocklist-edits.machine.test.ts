import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { blocklistEditsMachine, type BlocklistAnswer, type BlocklistChange, type BlocklistEditsEvent } from '../../machines/blocklist-edits.machine';
import type { BlocklistEntryView } from '../../src/domain/contracts/admin-protection';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

const ENTRY: BlocklistEntryView = { id: 'e1', siteId: 'site-tw', kind: 'phone', value: '+886912000555', typed: '0912 000 555', reason: 'prank orders', addedBy: 'owner@shop.test', createdAt: '2030-01-01T08:00:00.000Z' };
const ADD: BlocklistChange = { type: 'entry.add', entry: { siteId: 'site-tw', kind: 'phone', value: '0912 000 555', reason: 'prank orders' } };
const REMOVE: BlocklistChange = { type: 'entry.remove', id: 'e1' };
const REFUSED_VALUE = Object.assign(new Error('This is not a phone number of the kind chosen.'), { field: 'value' });

type Answer = ReturnType<typeof deferred<BlocklistAnswer>>;

function startPage() {
  const calls: { input: BlocklistChange; answer: Answer }[] = [];
  const reported: BlocklistChange[] = [];
  const page = createActor(
    blocklistEditsMachine.provide({
      actors: {
        applyEdit: fromPromise<BlocklistAnswer, BlocklistChange>(({ input }) => {
          const answer = deferred<BlocklistAnswer>();
          calls.push({ input, answer });
          return answer.promise;
        }),
      },
      actions: { reportChange: ({ context }) => void reported.push(context.change!) },
    }),
  );
  page.start();
  return { page, calls, reported };
}

describe('the protection page’s changes', () => {
  it('sends an entry and tells the page to read the lists again once the server has it', async () => {
    const { page, calls, reported } = startPage();
    page.send(ADD);
    expect(page.getSnapshot().value).toBe('acting');
    expect(calls[0]!.input).toEqual(ADD);
    calls[0]!.answer.resolve(ENTRY);
    await flush();
    expect(page.getSnapshot().value).toBe('done');
    expect(reported).toEqual([ADD]);
  });

  it('keeps the change, the server’s message and the field it refused, and clears them when sent again', async () => {
    const { page, calls, reported } = startPage();
    page.send(ADD);
    calls[0]!.answer.reject(REFUSED_VALUE);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context).toEqual({ change: ADD, message: REFUSED_VALUE.message, field: 'value' });
    expect(reported).toEqual([]);
    page.send(ADD);
    expect(page.getSnapshot().context).toMatchObject({ message: null, field: null });
    expect(calls).toHaveLength(2);
  });

  it('names no field when a removal fails', async () => {
    const { page, calls } = startPage();
    page.send(REMOVE);
    calls[0]!.answer.reject(new Error('Not found.'));
    await flush();
    expect(page.getSnapshot().context).toEqual({ change: REMOVE, message: 'Not found.', field: null });
  });

  it('ignores another change while one is being sent', () => {
    const { page, calls } = startPage();
    page.send(ADD);
    page.send(REMOVE);
    expect(calls).toHaveLength(1);
    expect(page.getSnapshot().context.change).toEqual(ADD);
  });
});

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
