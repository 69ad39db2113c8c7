import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { historyReplayMachine } from '../../../machines/history-replay.machine';
import type { HistoryReplayProps } from '../views/HistoryReplay';

/**
 * Runs the history replay machine (machines/history-replay.machine.ts) over a history of `count`
 * moves: the step it shows and the HistoryReplay view's props. A longer history (the order moved)
 * starts it again on the newest step.
 */
export function useHistoryReplay(count: number): Omit<HistoryReplayProps, 'caption'> {
  const replay = useActorRef(historyReplayMachine, { input: { count } });
  useEffect(() => {
    if (replay.getSnapshot().context.count !== count) replay.send({ type: 'replay.reset', count });
  }, [replay, count]);
  const state = useSelector(replay, (snapshot) => ({
    index: snapshot.context.index,
    count: snapshot.context.count,
    playing: snapshot.matches('playing'),
    first: snapshot.can({ type: 'replay.first' }),
    prev: snapshot.can({ type: 'replay.prev' }),
    next: snapshot.can({ type: 'replay.next' }),
    last: snapshot.can({ type: 'replay.last' }),
    play: snapshot.can({ type: 'replay.play' }),
  }), (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return {
    index: state.index,
    count: state.count,
    playing: state.playing,
    can: { first: state.first, prev: state.prev, next: state.next, last: state.last, play: state.play },
    onFirst: () => replay.send({ type: 'replay.first' }),
    onPrev: () => replay.send({ type: 'replay.prev' }),
    onNext: () => replay.send({ type: 'replay.next' }),
    onLast: () => replay.send({ type: 'replay.last' }),
    onSeek: (index) => replay.send({ type: 'replay.seek', index }),
    onPlay: () => replay.send({ type: 'replay.play' }),
    onPause: () => replay.send({ type: 'replay.pause' }),
  };
}
