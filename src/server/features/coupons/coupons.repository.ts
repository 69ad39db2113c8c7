import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A coupon as a shopper sees it: what it takes off, from which amount, and whether they have it. */
export interface ShopperCoupon {
  id: string;
  productId: string;
  threshold: number;
  amount: number;
  /** Claimed by this shopper... */
  received: boolean;
  /** ...and already used on an order. */
  redeemed: boolean;
}

/** A coupon as the seller writes it: `amount` off an order of the product reaching `threshold` (minor units). */
export interface NewCoupon {
  id: string;
  productId: string;
  threshold: number;
  amount: number;
  /** Where it comes in the product's list of coupons. */
  position: number;
  createdAt: string;
}

export type ClaimResult = 'received' | 'alreadyReceived' | 'unknown';

/**
 * Coupons (spec §4: obtainable, then received; obtained only once). A claim is a row keyed by
 * coupon and shopper: the primary key makes "once per shopper" hold under any number of
 * concurrent claims, on SQLite and PostgreSQL alike.
 */
export function createCouponRepository(db: Kysely<DB>) {
  return {
    async forProducts(productIds: readonly string[], shopperId: string | null): Promise<ShopperCoupon[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .selectFrom('coupons')
        .leftJoin('coupon_claims', (join) => join.onRef('coupon_claims.coupon_id', '=', 'coupons.id').on('coupon_claims.shopper_id', '=', shopperId ?? ''))
        .select(['coupons.id', 'coupons.product_id', 'coupons.threshold', 'coupons.amount', 'coupon_claims.claimed_at', 'coupon_claims.redeemed_at'])
        .where('coupons.product_id', 'in', [...productIds])
        .where('coupons.status', '=', 'active')
        .orderBy('coupons.position')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        productId: row.product_id,
        threshold: Number(row.threshold),
        amount: Number(row.amount),
        received: row.claimed_at !== null,
        redeemed: row.redeemed_at !== null,
      }));
    },

    /** The coupon's id when it is an active coupon of a product the site sells. */
    async forSite(siteId: string, couponId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('coupons')
        .innerJoin('products', 'products.id', 'coupons.product_id')
        .select('coupons.id')
        .where('coupons.id', '=', couponId)
        .where('coupons.status', '=', 'active')
        .where('products.site_id', '=', siteId)
        .where('products.status', '=', 'active')
        .execute();
      return rows.map((row) => row.id);
    },

    async insert(coupon: NewCoupon): Promise<void> {
      await db
        .insertInto('coupons')
        .values({ id: coupon.id, product_id: coupon.productId, threshold: coupon.threshold, amount: coupon.amount, status: 'active', position: coupon.position, created_at: coupon.createdAt })
        .execute();
    },

    async claim(couponId: string, shopperId: string, at: string): Promise<ClaimResult> {
      const coupon = await db.selectFrom('coupons').select('id').where('id', '=', couponId).where('status', '=', 'active').executeTakeFirst();
      if (!coupon) return 'unknown';
      const inserted = await db
        .insertInto('coupon_claims')
        .values({ coupon_id: couponId, shopper_id: shopperId, claimed_at: at, order_no: null, redeemed_phone: null, redeemed_at: null })
        .onConflict((conflict) => conflict.columns(['coupon_id', 'shopper_id']).doNothing())
        .returning('coupon_id')
        .execute();
      return inserted.length === 1 ? 'received' : 'alreadyReceived';
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;
