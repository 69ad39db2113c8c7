import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { historyReplayMachine, type HistoryReplayEvent } from '../../machines/history-replay.machine';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

type Snapshot = SnapshotFrom<typeof historyReplayMachine>;

const AFTER = 'xstate.after.stepInterval.historyReplay.playing';
const EVENTS = [
  { type: 'replay.first' },
  { type: 'replay.prev' },
  { type: 'replay.next' },
  { type: 'replay.last' },
  { type: 'replay.seek', index: 1 },
  { type: 'replay.seek', index: 7 },
  { type: 'replay.play' },
  { type: 'replay.pause' },
  { type: 'replay.reset', count: 3 },
  { type: AFTER },
] as unknown as HistoryReplayEvent[];

const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, index: snapshot.context.index, count: snapshot.context.count });
const start = () => createActor(historyReplayMachine.provide({ delays: { stepInterval: 10 } }), { input: { count: 3 } }).start();

const coverage = new PathCoverage('historyReplay', historyReplayMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('the history replay machine, paths generated from it', () => {
  const { model, paths } = machinePaths(historyReplayMachine, { events: EVENTS, input: { count: 3 }, serializeState: serialize, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(41);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    vi.useFakeTimers();
    try {
      const actor = start();
      const same = (modelSnapshot: Snapshot) => expect(serialize(actor.getSnapshot())).toBe(serialize(modelSnapshot));
      const send = ({ event }: { event: unknown }) => void actor.send(event as HistoryReplayEvent);
      await model.testPath(path, {
        states: { paused: same, playing: same },
        events: { ...Object.fromEntries(EVENTS.map((event) => [event.type, send])), [AFTER]: () => vi.advanceTimersByTimeAsync(10) } as never,
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

describe('the history replay machine', () => {
  it('opens on the newest step, paused', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('plays from the first step to the last one and pauses there', async () => {
    vi.useFakeTimers();
    try {
      const actor = start();
      actor.send({ type: 'replay.play' });
      expect(actor.getSnapshot().context.index).toBe(0);
      await vi.advanceTimersByTimeAsync(10);
      expect(actor.getSnapshot().context.index).toBe(1);
      await vi.advanceTimersByTimeAsync(10);
      await vi.advanceTimersByTimeAsync(10);
      expect(actor.getSnapshot().value).toBe('paused');
      expect(actor.getSnapshot().context.index).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('steps nowhere past either end, and an empty history has no step to show', () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'replay.next' })).toBe(false);
    actor.send({ type: 'replay.first' });
    expect(actor.getSnapshot().can({ type: 'replay.prev' })).toBe(false);
    const empty = createActor(historyReplayMachine, { input: { count: 0 } }).start();
    expect(empty.getSnapshot().context.index).toBe(-1);
    expect(empty.getSnapshot().can({ type: 'replay.play' })).toBe(false);
  });
});
