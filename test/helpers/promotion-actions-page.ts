import { createActor, fromPromise } from 'xstate';
import { promotionActionsMachine, type PromotionAnswer, type PromotionChange } from '../../machines/promotion-actions.machine';
import { deferred } from './deferred';

type Answer = ReturnType<typeof deferred<PromotionAnswer>>;

/** The promotions page's machine, running: each change answered by the test, each answer reported to the page noted. */
export function startPage() {
  const calls: { input: PromotionChange; answer: Answer }[] = [];
  const reported: (PromotionAnswer)[] = [];
  const page = createActor(
    promotionActionsMachine.provide({
      actors: {
        applyChange: fromPromise<PromotionAnswer, PromotionChange>(({ input }) => {
          const answer = deferred<PromotionAnswer>();
          calls.push({ input, answer });
          return answer.promise;
        }),
      },
      actions: { reportChange: ({ context }) => void reported.push(context.answer!) },
    }),
  );
  page.start();
  return { page, calls, reported };
}
