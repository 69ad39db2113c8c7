import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { historyReplayMachine, type HistoryReplayEvent } from '../../machines/history-replay.machine';

/** A replay of a five-move history, the agent's steps sent to it; the step and state it shows. */
function replay(events: HistoryReplayEvent[], count = 5) {
  const actor = createActor(historyReplayMachine, { input: { count } }).start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  return { step: snapshot.context.index, state: snapshot.value };
}

describe("stepping through an order's history", () => {
  it('steps back one move at a time from the newest, then forward, to the first and the last', () => {
    expect(replay([{ type: 'replay.prev' }])).toEqual({ step: 3, state: 'paused' });
    expect(replay([{ type: 'replay.prev' }, { type: 'replay.prev' }, { type: 'replay.next' }])).toEqual({ step: 3, state: 'paused' });
    expect(replay([{ type: 'replay.first' }])).toEqual({ step: 0, state: 'paused' });
    expect(replay([{ type: 'replay.first' }, { type: 'replay.last' }])).toEqual({ step: 4, state: 'paused' });
  });

  it('goes to any step on the slider, and to none outside the history or between two steps', () => {
    expect(replay([{ type: 'replay.seek', index: 0 }]).step).toBe(0);
    expect(replay([{ type: 'replay.seek', index: 2 }]).step).toBe(2);
    expect(replay([{ type: 'replay.seek', index: -1 }]).step).toBe(4);
    expect(replay([{ type: 'replay.seek', index: 5 }]).step).toBe(4);
    expect(replay([{ type: 'replay.seek', index: 1.5 }]).step).toBe(4);
  });

  it('pauses on the step the agent picks while playing', () => {
    const playing: HistoryReplayEvent[] = [{ type: 'replay.first' }, { type: 'replay.play' }];
    expect(replay([...playing, { type: 'replay.next' }])).toEqual({ step: 1, state: 'paused' });
    expect(replay([{ type: 'replay.seek', index: 2 }, { type: 'replay.play' }, { type: 'replay.prev' }])).toEqual({ step: 1, state: 'paused' });
    expect(replay([...playing, { type: 'replay.last' }])).toEqual({ step: 4, state: 'paused' });
    expect(replay([{ type: 'replay.seek', index: 2 }, { type: 'replay.play' }, { type: 'replay.first' }])).toEqual({ step: 0, state: 'paused' });
    expect(replay([...playing, { type: 'replay.seek', index: 3 }])).toEqual({ step: 3, state: 'paused' });
    expect(replay([...playing, { type: 'replay.seek', index: 9 }])).toEqual({ step: 0, state: 'playing' });
    expect(replay([...playing, { type: 'replay.pause' }])).toEqual({ step: 0, state: 'paused' });
  });

  it('shows the newest step, paused, when the order moves again', () => {
    expect(replay([{ type: 'replay.first' }, { type: 'replay.play' }, { type: 'replay.reset', count: 7 }])).toEqual({ step: 6, state: 'paused' });
    expect(replay([{ type: 'replay.reset', count: 0 }])).toEqual({ step: -1, state: 'paused' });
    expect(replay([{ type: 'replay.reset', count: 1 }, { type: 'replay.seek', index: 0 }])).toEqual({ step: 0, state: 'paused' });
  });
});
