import { createActor, fromPromise } from 'xstate';
import { reviewModerationMachine } from '../../machines/review-moderation.machine';
import type { AdminReview } from '../../src/domain/contracts/admin-reviews';
import { deferred } from './deferred';
import { PENDING_REVIEW } from './review-moderation-model';

type Call = { input: { id: string; text: string }; answer: ReturnType<typeof deferred<AdminReview>> };

/** One review of the moderation queue, running: each action answered by the test, each review reported to the page noted. */
export function startItem(review: AdminReview = PENDING_REVIEW) {
  const calls: Record<'approveReview' | 'hideReview' | 'replyToReview', Call[]> = { approveReview: [], hideReview: [], replyToReview: [] };
  const reported: AdminReview[] = [];
  const actor = (name: keyof typeof calls) =>
    fromPromise<AdminReview, { id: string; text: string }>(({ input }) => {
      const answer = deferred<AdminReview>();
      calls[name].push({ input, answer });
      return answer.promise;
    });
  const item = createActor(
    reviewModerationMachine.provide({
      actors: { approveReview: actor('approveReview'), hideReview: actor('hideReview'), replyToReview: actor('replyToReview') },
      actions: { reportReview: ({ context }) => void reported.push(context.review) },
    }),
    { input: { review } },
  );
  item.start();
  return { item, calls, reported };
}
