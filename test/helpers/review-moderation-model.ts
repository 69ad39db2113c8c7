import type { SnapshotFrom } from 'xstate';
import type { ReviewModerationEvent, reviewModerationMachine } from '../../machines/review-moderation.machine';
import type { AdminReview } from '../../src/domain/contracts/admin-reviews';

type Snapshot = SnapshotFrom<typeof reviewModerationMachine>;

/** A review waiting in the queue, and as the server answers each move on it. */
export const PENDING_REVIEW: AdminReview = {
  id: 'r-1',
  status: 'pending',
  productId: 'aqualite-tw',
  productTitle: 'AquaLite',
  siteId: 'tw',
  siteHost: 'tw.localhost',
  author: '陳小姐',
  phone: '+886******678',
  score: 5,
  body: '很好用',
  images: ['/uploads/a.webp'],
  sellerReply: null,
  locale: 'zh-TW',
  createdAt: '2030-01-01T00:00:00.000Z',
};
export const APPROVED_REVIEW: AdminReview = { ...PENDING_REVIEW, status: 'approved' };
export const HIDDEN_REVIEW: AdminReview = { ...PENDING_REVIEW, status: 'hidden' };
export const REPLIED_REVIEW: AdminReview = { ...PENDING_REVIEW, sellerReply: 'Thank you' };
/** The server's message for every refused move of the model. */
export const MODERATION_REFUSAL = 'Not found.';

/** The events a tester sends: the operator's moves, a reply typed and blanked, the server's answers. */
export const MODERATION_EVENTS = [
  { type: 'review.approve' },
  { type: 'review.hide' },
  { type: 'reply.open' },
  { type: 'reply.cancel' },
  { type: 'reply.change', value: 'Thank you' },
  { type: 'reply.change', value: ' ' },
  { type: 'review.reply' },
  { type: 'xstate.done.actor.approveReview', output: APPROVED_REVIEW },
  { type: 'xstate.error.actor.approveReview', error: new Error(MODERATION_REFUSAL) },
  { type: 'xstate.done.actor.hideReview', output: HIDDEN_REVIEW },
  { type: 'xstate.error.actor.hideReview', error: new Error(MODERATION_REFUSAL) },
  { type: 'xstate.done.actor.replyToReview', output: REPLIED_REVIEW },
  { type: 'xstate.error.actor.replyToReview', error: new Error(MODERATION_REFUSAL) },
] as unknown as ReviewModerationEvent[];

const serialize = (snapshot: Snapshot, extra: object = {}, replyText = snapshot.context.replyText) =>
  JSON.stringify({
    value: snapshot.value,
    status: snapshot.context.review.status,
    replyOpen: snapshot.context.replyOpen,
    replyText: replyText.trim() !== '',
    message: snapshot.context.message,
    ...extra,
  });

/** A snapshot as the model tells states apart. */
export const serializeModeration = (snapshot: Snapshot) => serialize(snapshot);

/**
 * As an operator tells them apart on the Reviews page: the reply typed counts only while its box
 * is open (the box opens on the reply already given), and whether the review has a seller's reply.
 */
export const serializeModerationShown = (snapshot: Snapshot) =>
  serialize(snapshot, { sellerReply: snapshot.context.review.sellerReply !== null }, snapshot.context.replyOpen ? snapshot.context.replyText : '');
