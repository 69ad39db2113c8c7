import { randomUUID } from 'node:crypto';
import type { Review } from '../../../domain/product';
import type { ValidReview } from '../../../domain/review';
import type { PendingReview, ReviewPage, ReviewRepository, ReviewStatus } from './reviews.repository';

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
export function createReviewService(repository: ReviewRepository, clock: () => Date = () => new Date()) {
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

  return {
    addReview,

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
    async approve(id: string): Promise<boolean> {
      return repository.update(id, { status: 'approved' });
    },

    /** Hides a review for good; false when there is no such review. */
    async reject(id: string): Promise<boolean> {
      return repository.update(id, { status: 'rejected' });
    },

    /** The seller's reply, shown under the review; false when there is no such review. */
    async reply(id: string, text: string): Promise<boolean> {
      return repository.update(id, { sellerReply: text.trim() });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
