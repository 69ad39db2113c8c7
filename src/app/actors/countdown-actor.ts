import { createActor } from 'xstate';
import { countdownMachine } from '../../../machines/countdown.machine';

/** A running countdown to `endsAt` (server time), corrected by the browser's clock offset. Loaded after the page is shown. */
export function startCountdown(endsAt: number, offset: number) {
  const actor = createActor(countdownMachine, { input: { endsAt, offset } });
  actor.start();
  return actor;
}

/**
 * Follows a sale's countdown to `endsAt` on the server's clock (the page was rendered at
 * `serverTime`; the browser may think it is another time): `onLeft` gets the time left, `onEnd`
 * is called at the end. Counts again when the page shows after being hidden. Returns its stop.
 */
export function followCountdown(endsAt: number, serverTime: number, onLeft: (remaining: number) => void, onEnd: () => void): () => void {
  const actor = startCountdown(endsAt, serverTime - Date.now() + Math.round(performance.now()));
  const subscription = actor.subscribe((snapshot) => {
    onLeft(snapshot.context.remaining);
    if (snapshot.status === 'done') onEnd();
  });
  const onVisible = () => document.visibilityState === 'visible' && actor.send({ type: 'countdown.tick' });
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    subscription.unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
    actor.stop();
  };
}
