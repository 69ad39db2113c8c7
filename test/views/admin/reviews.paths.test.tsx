import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { reviewModerationMachine } from '../../../machines/review-moderation.machine';
import { AdminApiError, type Request } from '../../../src/admin/app/api';
import { ReviewsPage } from '../../../src/admin/app/pages/ReviewsPage';
import type { AdminReview } from '../../../src/domain/contracts/admin-reviews';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { deferred, flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { settle, viewCoverage } from '../../helpers/view-paths';
import { MODERATION_EVENTS, MODERATION_REFUSAL, PENDING_REVIEW, serializeModerationShown } from '../../helpers/review-moderation-model';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof reviewModerationMachine>;
type Answer = ReturnType<typeof deferred<AdminReview>>;
const author = PENDING_REVIEW.author;
const said = (id: string) => adminText(id, { author });

/** The Reviews page on its Pending tab, holding the one pending review; each move waits for the test to answer it. */
async function renderQueue() {
  const answers: Answer[] = [];
  const request = (async (method: string, path: string) => {
    if (method === 'GET') return { items: [PENDING_REVIEW], next: null };
    const answer = deferred<AdminReview>();
    answers.push(answer);
    return answer.promise;
  }) as Request;
  renderAdmin(<ReviewsPage request={request} csrfToken="csrf" />);
  await act(flush);
  screen.getByRole('article');
  return answers;
}

const card = () => screen.queryByRole('article');
const button = (name: string) => within(card()!).queryByRole('button', { name });
const replyBox = () => card()!.querySelector('textarea');

const coverage = viewCoverage('reviewModeration', reviewModerationMachine);

describe('generated review moderation paths, replayed through the Reviews page', () => {
  // A review approved or hidden leaves the Pending tab (its card and machine go with it), so a
  // path ends there; the moves after it are taken from a review replied to, which stays.
  const { model, paths } = machinePaths(reviewModerationMachine, {
    events: MODERATION_EVENTS,
    input: { review: PENDING_REVIEW },
    serializeState: serializeModerationShown,
    cover: 'states, then every transition',
    keep: (path) => path.steps.slice(0, -1).every((step) => step.state.context.review.status === 'pending'),
  });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(36);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const answers = await renderQueue();
    const expectState = (modelSnapshot: Snapshot) => {
      const { review, replyOpen, replyText, action, message } = modelSnapshot.context;
      if (review.status !== 'pending') {
        // Approved or hidden: the card leaves the tab, and the page says what happened to it.
        expect(card()).toBeNull();
        expect(screen.getByRole('status').textContent).toBe(said(review.status === 'approved' ? 'reviews.approved' : 'reviews.hidden'));
        return;
      }
      const acting = modelSnapshot.matches('acting') ? action : null;
      expect(card()!.closest('li')!.getAttribute('aria-busy')).toBe(String(acting !== null));
      expect(button(acting === 'approve' ? said('reviews.working') : said('reviews.approve'))).not.toBeNull();
      expect(button(acting === 'hide' ? said('reviews.working') : said('reviews.hide'))).not.toBeNull();
      expect(within(card()!).getAllByRole('alert')[0]!.textContent).toBe(modelSnapshot.matches('failed') ? message : '');
      expect(card()!.querySelector('.review__reply p')?.textContent ?? null).toBe(review.sellerReply);
      // As the model tells them apart: the box open or not, and whether a reply is typed in it.
      expect(replyBox() === null ? null : replyBox()!.value.trim() !== '').toBe(replyOpen ? replyText.trim() !== '' : null);
      expect(button(review.sellerReply ? said('reviews.editReply') : said('reviews.reply'))).toEqual(replyOpen ? null : expect.anything());
      if (replyOpen) {
        const send = button(acting === 'reply' ? said('reviews.working') : said('reviews.replySend'))!;
        expect(send.hasAttribute('disabled')).toBe(!modelSnapshot.can({ type: 'review.reply' }));
      }
      if (modelSnapshot.matches('done')) expect(screen.getByRole('status').textContent).toBe(said(action === 'reply' ? 'reviews.replied' : action === 'approve' ? 'reviews.approved' : 'reviews.hidden'));
    };
    const answer = (output: boolean) => ({ event }: { event: unknown }) => settle(() => (output ? answers.at(-1)!.resolve((event as { output: AdminReview }).output) : answers.at(-1)!.reject(new AdminApiError(404, MODERATION_REFUSAL))));
    await model.testPath(path, {
      states: { idle: expectState, 'acting.approve': expectState, 'acting.hide': expectState, 'acting.reply': expectState, done: expectState, failed: expectState },
      events: {
        'review.approve': () => fireEvent.click(button(said('reviews.approve'))!),
        'review.hide': () => fireEvent.click(button(said('reviews.hide'))!),
        'reply.open': () => fireEvent.click((button(said('reviews.reply')) ?? button(said('reviews.editReply')))!),
        'reply.cancel': () => {
          // With the box closed there is nothing to cancel: the event changes nothing, as in the model.
          const cancel = button(said('reviews.replyCancel'));
          if (cancel) fireEvent.click(cancel);
        },
        'reply.change': ({ event }: { event: unknown }) => fireEvent.change(replyBox()!, { target: { value: (event as { value: string }).value } }),
        'review.reply': () => fireEvent.click(button(said('reviews.replySend'))!),
        'xstate.done.actor.approveReview': answer(true),
        'xstate.error.actor.approveReview': answer(false),
        'xstate.done.actor.hideReview': answer(true),
        'xstate.error.actor.hideReview': answer(false),
        'xstate.done.actor.replyToReview': answer(true),
        'xstate.error.actor.replyToReview': answer(false),
      } as never,
    });
    coverage.recordPath(path);
  });
});
