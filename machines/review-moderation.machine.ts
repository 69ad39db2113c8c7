import { assign, fromPromise, setup } from 'xstate';
import type { AdminReview, AdminReviewStatus } from '../src/domain/contracts/admin-reviews';
import { isReplyLengthValid } from '../src/domain/review-moderation';

/**
 * One review in the back office's moderation queue, and what the operator does to it:
 *
 *   idle ──review.approve (not approved yet)──▶ acting.approve ──▶ done | failed
 *   idle ──review.hide (not hidden yet)──▶ acting.hide ──▶ done | failed
 *   idle ──reply.open──▶ (the reply box opens) ──reply.change…──review.reply (1 to 1000 characters)──▶ acting.reply ──▶ done | failed
 *   done, failed: the same moves again (a retry, another action). A failure keeps the reply as
 *   typed, the box open, and the server's message; a reply sent closes the box and empties it.
 *
 * `reportReview` tells the page the review as the server now has it (its status may move it to
 * another tab).
 */

export type ModerationAction = 'approve' | 'hide' | 'reply';

export interface ReviewModerationInput {
  review: AdminReview;
}

export interface ReviewModerationContext {
  review: AdminReview;
  /** What the operator did last (while acting, what is being done). */
  action: ModerationAction | null;
  replyOpen: boolean;
  replyText: string;
  /** The server's message (or "could not be reached") for the last failure. */
  message: string | null;
}

export type ReviewModerationEvent =
  | { type: 'review.approve' }
  | { type: 'review.hide' }
  | { type: 'reply.open' }
  | { type: 'reply.cancel' }
  | { type: 'reply.change'; value: string }
  | { type: 'review.reply' };

const moves = {
  'review.approve': { guard: 'canApprove', target: '#reviewModeration.acting.approve' },
  'review.hide': { guard: 'canHide', target: '#reviewModeration.acting.hide' },
  'reply.open': { actions: 'openReply' },
  'reply.cancel': { actions: 'closeReply' },
  'reply.change': { actions: 'setReplyText' },
  'review.reply': { guard: 'isReplyTyped', target: '#reviewModeration.acting.reply' },
} as const;

const outcome = <Id extends 'approveReview' | 'hideReview' | 'replyToReview'>(id: Id) =>
  ({
    id,
    src: id,
    input: ({ context }: { context: ReviewModerationContext }) => ({ id: context.review.id, text: context.replyText.trim() }),
    onDone: { target: '#reviewModeration.done', actions: ['setReview', 'reportReview'] },
    onError: { target: '#reviewModeration.failed', actions: 'setFailure' },
  }) as const;

type Answered = { output: AdminReview };

/** Whether the review may be approved (it is not shown yet): the guard, and the page's button. */
export const isApprovable = (review: Pick<AdminReview, 'status'>) => review.status !== ('approved' satisfies AdminReviewStatus);
/** Whether the review may be hidden (it is not hidden yet). */
export const isHideable = (review: Pick<AdminReview, 'status'>) => review.status !== ('hidden' satisfies AdminReviewStatus);

export const reviewModerationMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as ReviewModerationContext, events: {} as ReviewModerationEvent, input: {} as ReviewModerationInput },
  actors: {
    approveReview: fromPromise<AdminReview, { id: string; text: string }>(async () => {
      throw new Error('approveReview is provided by the reviews page');
    }),
    hideReview: fromPromise<AdminReview, { id: string; text: string }>(async () => {
      throw new Error('hideReview is provided by the reviews page');
    }),
    replyToReview: fromPromise<AdminReview, { id: string; text: string }>(async () => {
      throw new Error('replyToReview is provided by the reviews page');
    }),
  },
  guards: {
    canApprove: ({ context }) => isApprovable(context.review),
    canHide: ({ context }) => isHideable(context.review),
    isReplyTyped: ({ context }) => context.replyOpen && isReplyLengthValid(context.replyText),
  },
  actions: {
    openReply: assign({ replyOpen: true, replyText: ({ context }) => (context.replyOpen ? context.replyText : (context.review.sellerReply ?? '')) }),
    closeReply: assign({ replyOpen: false, replyText: '' }),
    // Runs on reply.change only.
    setReplyText: assign({ replyText: ({ event }) => (event as Extract<ReviewModerationEvent, { type: 'reply.change' }>).value }),
    startApprove: assign({ action: 'approve' as const, message: null }),
    startHide: assign({ action: 'hide' as const, message: null }),
    startReply: assign({ action: 'reply' as const, message: null }),
    setReview: assign(({ context, event }) => {
      const review = (event as unknown as Answered).output;
      return context.action === 'reply' ? { review, replyOpen: false, replyText: '' } : { review };
    }),
    setFailure: assign({
      message: ({ event }) => {
        const error = (event as unknown as { error: unknown }).error;
        return error instanceof Error && error.message !== '' ? error.message : null;
      },
    }),
    /** Provided by the page: the review as the server now has it. */
    reportReview: () => {},
  },
}).createMachine({
  id: 'reviewModeration',
  context: ({ input }) => ({ review: input.review, action: null, replyOpen: false, replyText: '', message: null }),
  initial: 'idle',
  states: {
    idle: { on: moves },
    acting: {
      // Always entered at the action asked for (the moves target its child); `initial` is required.
      initial: 'approve',
      states: {
        approve: { entry: 'startApprove', invoke: outcome('approveReview') },
        hide: { entry: 'startHide', invoke: outcome('hideReview') },
        reply: { entry: 'startReply', invoke: outcome('replyToReview') },
      },
    },
    done: { on: moves },
    failed: { on: moves },
  },
});
