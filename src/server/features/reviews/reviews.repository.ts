import type { Kysely, Selectable } from 'kysely';
import type { DB, ReviewsTable } from '../../db/schema';
import type { Review } from '../../../domain/product';

/** Where a review is: waiting for the seller (a shopper's), shown, or turned down. */
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** A review as written: the shopper's form, or the seller's own (the back office, the demo). */
export interface NewReview {
  id: string;
  productId: string;
  author: string;
  score: number;
  body: string;
  images: readonly string[];
  sellerReply: string | null;
  status: ReviewStatus;
  createdAt: string;
  /** The reviewer's phone number and language (a shopper's review has them). */
  phone?: string | null;
  locale?: string | null;
}

/** A review waiting for the seller's approval. */
export interface PendingReview extends Review {
  productId: string;
}

export interface ReviewPage {
  items: Review[];
  total: number;
  average: number;
  satisfaction: number;
}

const toReview = (row: Selectable<ReviewsTable>): Review => ({
  id: row.id,
  author: row.author,
  score: row.score,
  body: row.body,
  createdAt: row.created_at,
  sellerReply: row.seller_reply,
  images: JSON.parse(row.images) as string[],
});

export function createReviewRepository(db: Kysely<DB>) {
  /** How many approved reviews, their average score and the share scoring 4 or 5 (satisfaction). */
  async function stats(productId: string) {
    const row = await db
      .selectFrom('reviews')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.avg<number>('score').as('average'),
        eb.fn.sum<number>(eb.case().when('score', '>=', 4).then(1).else(0).end()).as('satisfied'),
      ])
      .where('product_id', '=', productId)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    return {
      count,
      average: row.average === null ? 0 : Math.round(Number(row.average) * 10) / 10,
      satisfaction: count === 0 ? 0 : Math.round((Number(row.satisfied) / count) * 100),
    };
  }

  return {
    async insert(review: NewReview): Promise<void> {
      await db
        .insertInto('reviews')
        .values({
          id: review.id,
          product_id: review.productId,
          author: review.author,
          score: review.score,
          body: review.body,
          images: JSON.stringify(review.images),
          seller_reply: review.sellerReply,
          status: review.status,
          created_at: review.createdAt,
          ...(review.phone !== undefined ? { phone: review.phone } : {}),
          ...(review.locale !== undefined ? { locale: review.locale } : {}),
        })
        .execute();
    },

    /** A page of a product's approved reviews, newest first, and their summary. */
    async page(productId: string, page: { limit: number; offset: number }): Promise<ReviewPage> {
      const [rows, summary] = await Promise.all([
        db
          .selectFrom('reviews')
          .selectAll()
          .where('product_id', '=', productId)
          .where('status', '=', 'approved')
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        stats(productId),
      ]);
      return { items: rows.map(toReview), total: summary.count, average: summary.average, satisfaction: summary.satisfaction };
    },

    /** Reviews waiting for the seller's approval, oldest first. */
    async pending(): Promise<PendingReview[]> {
      const rows = await db.selectFrom('reviews').selectAll().where('status', '=', 'pending').orderBy('created_at').execute();
      return rows.map((row) => ({ ...toReview(row), productId: row.product_id }));
    },

    /** Changes a review's status or the seller's reply; false when there is no such review. */
    async update(id: string, change: { status?: ReviewStatus; sellerReply?: string }): Promise<boolean> {
      const result = await db
        .updateTable('reviews')
        .set({ ...(change.status ? { status: change.status } : {}), ...(change.sellerReply !== undefined ? { seller_reply: change.sellerReply } : {}) })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
