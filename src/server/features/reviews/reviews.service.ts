import { randomUUID } from 'node:crypto';
import type { Review } from '../../../domain/product';
import type { ValidReview } from '../../../domain/review';
import type { AdminReview, AdminReviewPage, AdminReviewStatus } from '../../../domain/contracts/admin-reviews';
import { maskPhone } from '../../../domain/order';
import { isReplyLengthValid } from '../../../domain/review-moderation';
import type { Actor } from '../audit/audit.repository';
import type { ModeratedReview, PendingReview, ReviewPage, ReviewRepository, ReviewStatus } from './reviews.repository';

/** The back office's names for the stored statuses: a hidden review is stored `rejected` (the CLI's word). */
const STORED: Record<AdminReviewStatus, ReviewStatus> = { pending: 'pending', approved: 'approved', hidden: 'rejected' };
const SHOWN: Record<ReviewStatus, AdminReviewStatus> = { pending: 'pending', approved: 'approved', rejected: 'hidden' };

/** What the seller does to a review: show it, hide it, or answer it under the review. */
export type ModerationAction = { type: 'approve' } | { type: 'hide' } | { type: 'reply'; text: string };

export type ModerationProblem = 'unknownReview' | 'replyLength';
export type ModerationResult = { ok: true; review: AdminReview } | { ok: false; problem: ModerationProblem };

/** Who changed a review when no operator did (a caller that names nobody). */
const SYSTEM: Actor = { operatorId: null, email: 'system' };

/** The back office's view of a review: its status by the back office's name, the phone masked. */
export function adminView(review: ModeratedReview): AdminReview {
  return {
    id: review.id,
    status: SHOWN[review.status],
    productId: review.productId,
    productTitle: review.productTitle,
    siteId: review.siteId,
    siteHost: review.siteHost,
    author: review.author,
    phone: review.phone ? maskPhone(review.phone) : null,
    score: review.score,
    body: review.body,
    images: [...review.images],
    sellerReply: review.sellerReply,
    locale: review.locale,
    createdAt: review.createdAt,
  };
}

const CURSOR_SEPARATOR = '|';

/** A review the seller adds (the back office, the demo shop): shown at once unless `status` says otherwise. */
export interface AddReviewInput {
  productId: string;
  author: string;
  /** 1 to 5 stars. */
  score: number;
  body: string;
  /** Photos, as served (/uploads/..., /demo/...). */
  images?: readonly string[];
  sellerReply?: string | null;
  status?: ReviewStatus;
  createdAt?: Date;
  /** A stable id (the demo's), else a new one. */
  id?: string;
}

/**
 * Product reviews (spec §5 comments): a shopper's review waits (`pending`) until the seller
 * approves it; only approved reviews are shown and counted.
 */
export function createReviewService(repository: ReviewRepository, clock: () => Date = () => new Date(), options: { changed?: () => void } = {}) {
  async function addReview(input: AddReviewInput & { phone?: string | null; locale?: string | null }): Promise<Review> {
    if (!Number.isInteger(input.score) || input.score < 1 || input.score > 5) throw new RangeError(`a review scores 1 to 5, not ${input.score}`);
    const review = {
      id: input.id ?? randomUUID(),
      productId: input.productId,
      author: input.author,
      score: input.score,
      body: input.body,
      images: [...(input.images ?? [])],
      sellerReply: input.sellerReply ?? null,
      status: input.status ?? 'approved',
      createdAt: (input.createdAt ?? clock()).toISOString(),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
    };
    await repository.insert(review);
    return { id: review.id, author: review.author, score: review.score, body: review.body, createdAt: review.createdAt, sellerReply: review.sellerReply, images: review.images };
  }

  /**
   * Approves, hides or replies to a review, with its audit row (before and after) in the same
   * transaction; a change the shopper's page shows empties the product cache (`changed`).
   */
  async function moderate(id: string, action: ModerationAction, actor: Actor): Promise<ModerationResult> {
    const text = action.type === 'reply' ? action.text.trim() : '';
    if (action.type === 'reply' && !isReplyLengthValid(text)) return { ok: false, problem: 'replyLength' };
    const before = await repository.findModerated(id);
    if (!before) return { ok: false, problem: 'unknownReview' };
    const change = action.type === 'reply' ? { sellerReply: text } : { status: action.type === 'approve' ? ('approved' as const) : ('rejected' as const) };
    const unchanged = change.status ? change.status === before.status : change.sellerReply === before.sellerReply;
    if (unchanged) return { ok: true, review: adminView(before) };
    const record = (review: { status: ReviewStatus; sellerReply: string | null }) => ({ status: SHOWN[review.status], sellerReply: review.sellerReply });
    const after = { status: change.status ?? before.status, sellerReply: change.sellerReply ?? before.sellerReply };
    await repository.moderate(id, change, {
      actor,
      at: clock().toISOString(),
      change: { action: `review.${action.type}`, entity: 'review', entityId: id, before: record(before), after: record(after) },
    });
    options.changed?.();
    const updated = await repository.findModerated(id);
    return { ok: true, review: adminView(updated ?? { ...before, ...after }) };
  }

  return {
    addReview,
    moderate,

    /** The back office's list: reviews of one status, newest first, a page at a time. */
    async moderation(query: { status: AdminReviewStatus; siteId?: string; before?: string; limit: number }): Promise<AdminReviewPage> {
      const cut = query.before?.lastIndexOf(CURSOR_SEPARATOR) ?? -1;
      const before = query.before === undefined ? undefined : cut < 0 ? { createdAt: query.before, id: '' } : { createdAt: query.before.slice(0, cut), id: query.before.slice(cut + 1) };
      const rows = await repository.moderation({ status: STORED[query.status], siteId: query.siteId, before, limit: query.limit });
      const last = rows.at(-1);
      return { items: rows.map(adminView), next: last && rows.length === query.limit ? `${last.createdAt}${CURSOR_SEPARATOR}${last.id}` : null };
    },

    /** A shopper's review (already checked against the zone's rules): it waits for the seller. */
    async submit(productId: string, review: ValidReview, images: readonly string[], locale: string): Promise<{ id: string; status: 'pending' }> {
      const added = await addReview({ productId, author: review.name, score: review.score, body: review.message, images, status: 'pending', phone: review.phone, locale });
      return { id: added.id, status: 'pending' };
    },

    /** Page `page` (from 1) of a product's approved reviews, newest first, with their summary. */
    async page(productId: string, page: number, size: number): Promise<ReviewPage> {
      return repository.page(productId, { limit: size, offset: (page - 1) * size });
    },

    /** Reviews waiting for the seller's approval, oldest first. */
    async pending(): Promise<PendingReview[]> {
      return repository.pending();
    },

    /** Shows a review; false when there is no such review. */
    async approve(id: string, actor: Actor = SYSTEM): Promise<boolean> {
      return (await moderate(id, { type: 'approve' }, actor)).ok;
    },

    /** Hides a review (the back office's "hide"); false when there is no such review. */
    async reject(id: string, actor: Actor = SYSTEM): Promise<boolean> {
      return (await moderate(id, { type: 'hide' }, actor)).ok;
    },

    /** The seller's reply, shown under the review; false when there is no such review or the text is empty or too long. */
    async reply(id: string, text: string, actor: Actor = SYSTEM): Promise<boolean> {
      return (await moderate(id, { type: 'reply', text }, actor)).ok;
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
