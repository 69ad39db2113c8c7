/**
 * `followCountdown`, with the countdown machine loaded on first use (it stays out of the page's
 * first download). Returns its stop, which also holds back a countdown still loading.
 */
export function followCountdownLater(endsAt: number, serverTime: number, onLeft: (remaining: number) => void, onEnd: () => void): () => void {
  let stop = () => {};
  let live = true;
  void import('./countdown-actor').then(({ followCountdown }) => {
    if (live) stop = followCountdown(endsAt, serverTime, onLeft, onEnd);
  });
  return () => {
    live = false;
    stop();
  };
}
