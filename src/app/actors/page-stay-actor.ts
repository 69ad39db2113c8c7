import { createActor } from 'xstate';
import { pageStayMachine } from '../../../machines/page-stay.machine';

/**
 * The page-stay timer for the landing page: started at once, paused while the page is hidden.
 * Answers a function that stops it.
 */
export function startPageStay(logStay: (seconds: number) => void): () => void {
  const actor = createActor(pageStayMachine.provide({ actions: { logStay: ({ context }) => logStay(context.seconds) } }), { input: {} }).start();
  const onVisibility = () => actor.send({ type: document.visibilityState === 'hidden' ? 'page.hide' : 'page.show' });
  document.addEventListener('visibilitychange', onVisibility);
  actor.send({ type: 'stay.start' });
  if (document.visibilityState === 'hidden') actor.send({ type: 'page.hide' });
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    actor.stop();
  };
}
