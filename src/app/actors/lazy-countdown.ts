import { nextTurn } from '../services/next-turn';

/**
 * `followCountdown`, with the countdown machine loaded on first use (it stays out of the page's
 * first download), in a task of its own after the page's effects: asking for its code touches the
 * document (a preload of XState), a few ms of a phone's start-up. Returns its stop, which also
 * holds back a countdown still loading.
 */
export function followCountdownLater(endsAt: number, serverTime: number, onLeft: (remaining: number) => void, onEnd: () => void): () => void {
  let stop = () => {};
  let live = true;
  void nextTurn()
    .then(() => (live ? import('./countdown-actor') : null))
    .then((loaded) => {
      if (loaded && live) stop = loaded.followCountdown(endsAt, serverTime, onLeft, onEnd);
    });
  return () => {
    live = false;
    stop();
  };
}
