import type { Kysely, Selectable } from 'kysely';
import type { DB, ReviewsTable } from '../../db/schema';
import type { Review } from '../../../domain/product';
import { writeAudit, type AuditWrite } from '../audit/audit.repository';

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

/** A review as the back office moderates it: with its product, site and the reviewer's phone. */
export interface ModeratedReview extends Review {
  status: ReviewStatus;
  productId: string;
  productTitle: string;
  siteId: string;
  siteHost: string;
  phone: string | null;
  locale: string | null;
}

/** Where the back office's review list starts: the newest first, older than a review (time and id). */
export interface ModerationQuery {
  status: ReviewStatus;
  siteId?: string;
  before?: { createdAt: string; id: string };
  limit: number;
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

const toModerated = (row: Selectable<ReviewsTable> & { product_title: string; site_id: string; site_host: string }): ModeratedReview => ({
  ...toReview(row),
  status: row.status as ReviewStatus,
  productId: row.product_id,
  productTitle: row.product_title,
  siteId: row.site_id,
  siteHost: row.site_host,
  phone: row.phone,
  locale: row.locale,
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

  const moderated = () =>
    db
      .selectFrom('reviews as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .innerJoin('sites as s', 's.id', 'p.site_id')
      .selectAll('r')
      .select(['p.title as product_title', 'p.site_id as site_id', 's.host as site_host']);

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

    /** Reviews of one status for the back office, newest first (then by id, descending). */
    async moderation(query: ModerationQuery): Promise<ModeratedReview[]> {
      let select = moderated().where('r.status', '=', query.status);
      if (query.siteId) select = select.where('p.site_id', '=', query.siteId);
      const before = query.before;
      if (before) {
        select = select.where((eb) => eb.or([eb('r.created_at', '<', before.createdAt), eb.and([eb('r.created_at', '=', before.createdAt), eb('r.id', '<', before.id)])]));
      }
      const rows = await select.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(query.limit).execute();
      return rows.map(toModerated);
    },

    /** One review as the back office sees it. */
    async findModerated(id: string): Promise<ModeratedReview | undefined> {
      const row = await moderated().where('r.id', '=', id).executeTakeFirst();
      return row && toModerated(row);
    },

    /** Changes a review's status or reply with its audit row, in one transaction. */
    async moderate(id: string, change: { status?: ReviewStatus; sellerReply?: string }, audit: AuditWrite): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('reviews')
          .set({ ...(change.status ? { status: change.status } : {}), ...(change.sellerReply !== undefined ? { seller_reply: change.sellerReply } : {}) })
          .where('id', '=', id)
          .execute();
        await writeAudit(trx, audit.actor, audit.change, audit.at);
      });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
