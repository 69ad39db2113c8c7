import { z } from 'zod';
import { REVIEW_REPLY_MAX } from '../review-moderation';

export { REVIEW_REPLY_MAX };

/**
 * The back office's review moderation (`/admin/api/reviews...`). A review is `pending` (a
 * shopper's, waiting), `approved` (shown on the product page) or `hidden` (never shown; the CLI's
 * `reject` hides a review the same way, and the database keeps its old name for it, `rejected`).
 */
export const ADMIN_REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type AdminReviewStatus = (typeof ADMIN_REVIEW_STATUSES)[number];

export const ADMIN_REVIEWS_PAGE_MAX = 100;

export const adminReviewsQuery = z.strictObject({
  status: z.enum(ADMIN_REVIEW_STATUSES).default('pending'),
  siteId: z.string().min(1).max(100).optional().describe('only the reviews of this site’s products'),
  before: z.string().max(200).optional().describe('a page’s `next`: the reviews older than its last one'),
  limit: z.coerce.number().int().min(1).max(ADMIN_REVIEWS_PAGE_MAX).default(50),
});

export const adminReviewSchema = z
  .object({
    id: z.string(),
    status: z.enum(ADMIN_REVIEW_STATUSES),
    productId: z.string(),
    productTitle: z.string(),
    siteId: z.string(),
    siteHost: z.string(),
    author: z.string(),
    /** The reviewer's phone, masked ("+886******678"): never sent in full. */
    phone: z.string().nullable(),
    score: z.number().int().min(1).max(5),
    body: z.string(),
    /** Photos, as served (/uploads/....webp). */
    images: z.array(z.string()),
    sellerReply: z.string().nullable(),
    locale: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminReview' });

export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewPageSchema = z
  .object({
    items: z.array(adminReviewSchema),
    /** Pass as `before` for the next (older) page; null when this page is the last. */
    next: z.string().nullable(),
  })
  .meta({ id: 'AdminReviewPage' });

export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

export const reviewIdParams = z.strictObject({ id: z.string().min(1).max(100) });

/** The length is checked (trimmed) by the service, which answers its own message. */
export const reviewReplyRequest = z.strictObject({ text: z.string().max(REVIEW_REPLY_MAX * 4) });
