import { createActor } from 'xstate';
import { countdownMachine } from '../../../machines/countdown.machine';

/** A running countdown to `endsAt` (server time), corrected by the browser's clock offset. Loaded after the page is shown. */
export function startCountdown(endsAt: number, offset: number) {
  const actor = createActor(countdownMachine, { input: { endsAt, offset } });
  actor.start();
  return actor;
}
