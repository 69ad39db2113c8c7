import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { writeAudit, type AuditWrite } from '../audit/audit.repository';
import { shopperCouponState } from '../../../domain/coupons';

/** A coupon as a shopper sees it: what it takes off, from which amount, and whether they have it. */
export interface ShopperCoupon {
  id: string;
  productId: string;
  threshold: number;
  amount: number;
  /** This shopper holds one unused, or may receive it no more (see shopperCouponState)... */
  received: boolean;
  /** ...and every one they received is used. */
  redeemed: boolean;
  /** A percent coupon: this share of the goods off (`amount` is then 0). */
  percentOff?: number;
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
  /** 'amount' (default): `amount` minor units off; 'percent': `amount` percent off the goods. */
  kind?: CouponKind;
  startsAt?: string | null;
  endsAt?: string | null;
  /** How many shoppers may receive it in all (null: no limit). */
  totalLimit?: number | null;
  /** How many times each shopper may receive and use it (default 1). */
  perShopperLimit?: number;
}

export type CouponKind = 'amount' | 'percent';

/** A coupon as the back office sees it: its terms, its state and how often it was given and used. */
export interface CouponRecord {
  id: string;
  productId: string;
  kind: CouponKind;
  value: number;
  minOrder: number;
  status: 'active' | 'retired';
  startsAt: string | null;
  endsAt: string | null;
  totalLimit: number | null;
  perShopperLimit: number;
  claimed: number;
  redeemed: number;
  createdAt: string;
}

/** 'unavailable': not in its dates, or every one the seller offers is given out. */
export type ClaimResult = 'received' | 'alreadyReceived' | 'unknown' | 'unavailable';

/** Thrown inside a claim's transaction to roll the claim back when the coupon cannot be given. */
class NotGiven extends Error {}

/**
 * Coupons (spec §4: obtainable, then received; obtained only once, or as many times as the owner
 * allows each shopper). A claim is a row keyed by coupon and shopper, counting how many times the
 * shopper received and used it: the primary key and conditional updates of that one row make
 * "at most N per shopper" hold under any number of concurrent claims, on SQLite and PostgreSQL alike.
 */
export function createCouponRepository(db: Kysely<DB>) {
  return {
    /** The products' coupons in force at `now` (active, within their dates), with this shopper's state. */
    async forProducts(productIds: readonly string[], shopperId: string | null, now: string = new Date().toISOString()): Promise<ShopperCoupon[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .selectFrom('coupons')
        .leftJoin('coupon_claims', (join) => join.onRef('coupon_claims.coupon_id', '=', 'coupons.id').on('coupon_claims.shopper_id', '=', shopperId ?? ''))
        .select(['coupons.id', 'coupons.product_id', 'coupons.threshold', 'coupons.amount', 'coupons.kind', 'coupons.per_shopper_limit', 'coupon_claims.claimed_at', 'coupon_claims.received_count', 'coupon_claims.used_count'])
        .where('coupons.product_id', 'in', [...productIds])
        .where('coupons.status', '=', 'active')
        .where((eb) => eb.or([eb('coupons.starts_at', 'is', null), eb('coupons.starts_at', '<=', now)]))
        .where((eb) => eb.or([eb('coupons.ends_at', 'is', null), eb('coupons.ends_at', '>', now)]))
        .orderBy('coupons.position')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        productId: row.product_id,
        threshold: Number(row.threshold),
        ...couponTerms(row.kind, Number(row.amount)),
        ...shopperCouponState(row.claimed_at === null ? null : { received: Number(row.received_count), used: Number(row.used_count) }, Number(row.per_shopper_limit)),
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

    /** Writes a coupon; with `audit`, its audit row in the same transaction. */
    async insert(coupon: NewCoupon, audit?: AuditWrite): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('coupons')
          .values({
            id: coupon.id,
            product_id: coupon.productId,
            threshold: coupon.threshold,
            amount: coupon.amount,
            status: 'active',
            position: coupon.position,
            created_at: coupon.createdAt,
            kind: coupon.kind ?? 'amount',
            starts_at: coupon.startsAt ?? null,
            ends_at: coupon.endsAt ?? null,
            total_limit: coupon.totalLimit ?? null,
            per_shopper_limit: coupon.perShopperLimit ?? 1,
          })
          .execute();
        if (audit) await writeAudit(trx, audit.actor, audit.change, audit.at);
      });
    },

    /**
     * Gives the coupon to a shopper, at most its per-shopper limit of times. The claim row and the
     * coupon's count move together in one transaction: the first claim inserts the row, a later
     * one adds to it by one conditional update (fewer received than the limit); the coupon's
     * count moves by another (in force at `at`, fewer given than its total limit). So however
     * many claims race, the shopper gets no more than the limit, and the last coupon goes once.
     */
    async claim(couponId: string, shopperId: string, at: string): Promise<ClaimResult> {
      const coupon = await db.selectFrom('coupons').select(['id', 'per_shopper_limit']).where('id', '=', couponId).where('status', '=', 'active').executeTakeFirst();
      if (!coupon) return 'unknown';
      const limit = Number(coupon.per_shopper_limit);
      try {
        return await inTransaction(db, async (trx) => {
          const inserted = await trx
            .insertInto('coupon_claims')
            .values({ coupon_id: couponId, shopper_id: shopperId, claimed_at: at, order_no: null, redeemed_phone: null, redeemed_at: null, received_count: 1, used_count: 0 })
            .onConflict((conflict) => conflict.columns(['coupon_id', 'shopper_id']).doNothing())
            .returning('coupon_id')
            .execute();
          if (inserted.length === 0) {
            const again = await trx
              .updateTable('coupon_claims')
              .set((eb) => ({ received_count: eb('received_count', '+', 1) }))
              .where('coupon_id', '=', couponId)
              .where('shopper_id', '=', shopperId)
              .where('received_count', '<', limit)
              .executeTakeFirst();
            if (again.numUpdatedRows === 0n) return 'alreadyReceived';
          }
          const counted = await trx
            .updateTable('coupons')
            .set((eb) => ({ claimed_count: eb('claimed_count', '+', 1) }))
            .where('id', '=', couponId)
            .where('status', '=', 'active')
            .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
            .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
            .where((eb) => eb.or([eb('total_limit', 'is', null), eb('claimed_count', '<', eb.ref('total_limit'))]))
            .executeTakeFirst();
          if (counted.numUpdatedRows === 0n) throw new NotGiven();
          return 'received';
        });
      } catch (error) {
        if (error instanceof NotGiven) return 'unavailable';
        throw error;
      }
    },

    /** Whether the coupon is in force at `at` (active, within its dates): an order may use it then. */
    async inForce(couponId: string, at: string): Promise<boolean> {
      const row = await db
        .selectFrom('coupons')
        .select('id')
        .where('id', '=', couponId)
        .where('status', '=', 'active')
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A product's coupons as the back office lists them (every status), newest first. */
    async list(productId: string): Promise<CouponRecord[]> {
      const redeemed = db
        .selectFrom('coupon_claims')
        .select((eb) => ['coupon_claims.coupon_id', eb.fn.sum<number | string>('coupon_claims.used_count').as('n')])
        .groupBy('coupon_claims.coupon_id')
        .as('redeemed');
      const rows = await db
        .selectFrom('coupons')
        .leftJoin(redeemed, 'redeemed.coupon_id', 'coupons.id')
        .selectAll('coupons')
        .select('redeemed.n as redeemed_count')
        .where('coupons.product_id', '=', productId)
        .orderBy('coupons.created_at', 'desc')
        .orderBy('coupons.id')
        .execute();
      return rows.map(toCouponRecord);
    },

    async find(couponId: string): Promise<CouponRecord | undefined> {
      const row = await db.selectFrom('coupons').selectAll().where('id', '=', couponId).executeTakeFirst();
      return row && toCouponRecord({ ...row, redeemed_count: null });
    },

    /** Retires an active coupon (shoppers no longer see, receive or use it); with its audit row. Whether it was active. */
    async retire(couponId: string, audit: AuditWrite): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx.updateTable('coupons').set({ status: 'retired' }).where('id', '=', couponId).where('status', '=', 'active').executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await writeAudit(trx, audit.actor, audit.change, audit.at);
        return true;
      });
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;

/** What a coupon row takes off, as the domain reads it: an amount, or a percentage (amount 0). */
export function couponTerms(kind: string, amount: number): { amount: number; percentOff?: number } {
  return kind === 'percent' ? { amount: 0, percentOff: amount } : { amount };
}

function toCouponRecord(row: {
  id: string;
  product_id: string;
  kind: string;
  amount: number;
  threshold: number;
  status: string;
  starts_at: string | null;
  ends_at: string | null;
  total_limit: number | null;
  per_shopper_limit: number;
  claimed_count: number;
  created_at: string;
  redeemed_count: number | string | bigint | null;
}): CouponRecord {
  return {
    id: row.id,
    productId: row.product_id,
    kind: row.kind === 'percent' ? 'percent' : 'amount',
    value: Number(row.amount),
    minOrder: Number(row.threshold),
    status: row.status === 'active' ? 'active' : 'retired',
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    totalLimit: row.total_limit === null ? null : Number(row.total_limit),
    perShopperLimit: Number(row.per_shopper_limit),
    claimed: Number(row.claimed_count),
    redeemed: Number(row.redeemed_count ?? 0),
    createdAt: row.created_at,
  };
}
