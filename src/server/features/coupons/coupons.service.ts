import { MAX_PER_SHOPPER } from '../../../domain/coupons';
import type { Actor } from '../audit/audit.repository';
import type { ClaimResult, CouponKind, CouponRecord, CouponRepository, ShopperCoupon } from './coupons.repository';

/**
 * A coupon the seller offers with a product: `amount` off an order reaching `threshold` (minor
 * units), or with `kind: 'percent'`, `amount` percent off its goods.
 */
export interface AddCouponInput {
  id: string;
  productId: string;
  threshold: number;
  amount: number;
  /** 'amount' (default) or 'percent'. */
  kind?: CouponKind;
  /** When shoppers may receive and use it (default: from now on, without end). */
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** How many times it may be given in all (default: no limit). */
  totalLimit?: number | null;
  /** How many times each shopper may receive and use it, 1 to MAX_PER_SHOPPER (default 1: spec §4, obtained only once). */
  perShopperLimit?: number;
  /** Where it comes in the product's list (default 1). */
  position?: number;
  createdAt?: Date;
}

/** Why a coupon's terms are refused. */
export type CouponProblem = 'amountNotBelowThreshold' | 'percentOutOfRange' | 'endsBeforeStart' | 'badAmount';

/** Checks a coupon's terms: an amount below the order it needs, a percentage 1 to 99, an end after the start. */
export function couponProblem(input: Pick<AddCouponInput, 'threshold' | 'amount' | 'kind' | 'startsAt' | 'endsAt' | 'totalLimit' | 'perShopperLimit'>): CouponProblem | null {
  const whole = (value: number) => Number.isInteger(value) && value >= 0;
  if (!whole(input.threshold) || !whole(input.amount) || input.amount === 0) return 'badAmount';
  if (input.perShopperLimit !== undefined && (!Number.isInteger(input.perShopperLimit) || input.perShopperLimit < 1 || input.perShopperLimit > MAX_PER_SHOPPER)) return 'badAmount';
  if (input.totalLimit !== undefined && input.totalLimit !== null && (!Number.isInteger(input.totalLimit) || input.totalLimit < 1)) return 'badAmount';
  if (input.kind === 'percent') {
    if (input.amount < 1 || input.amount > 99) return 'percentOutOfRange';
  } else if (input.threshold > 0 && input.amount >= input.threshold) return 'amountNotBelowThreshold';
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) return 'endsBeforeStart';
  return null;
}

/** Coupons: the seller offers them with a product (back office, demo shop); a shopper receives each once, or as often as the seller allows. */
export function createCouponService(repository: CouponRepository, clock: () => Date = () => new Date()) {
  return {
    /** A product's coupons in force now, each with whether this shopper has received it. */
    forProduct: (productId: string, shopperId: string | null): Promise<ShopperCoupon[]> => repository.forProducts([productId], shopperId, clock().toISOString()),

    /** Receives a coupon of a product the site sells, up to its per-shopper limit, while it is in force and not all given out. */
    async claim(siteId: string, couponId: string, shopperId: string): Promise<ClaimResult> {
      const [coupon] = await repository.forSite(siteId, couponId);
      if (!coupon) return 'unknown';
      return repository.claim(coupon, shopperId, clock().toISOString());
    },

    /**
     * Offers a coupon with a product (active at once, or from `startsAt`). With `actor` (the back
     * office), its audit row is written with it. Terms that make no coupon throw a RangeError.
     */
    async addCoupon(input: AddCouponInput, actor?: Actor): Promise<CouponRecord> {
      const problem = couponProblem(input);
      if (problem) throw new RangeError(`coupon ${input.id}: ${problem}`);
      const createdAt = (input.createdAt ?? clock()).toISOString();
      const coupon = {
        id: input.id,
        productId: input.productId,
        threshold: input.threshold,
        amount: input.amount,
        kind: input.kind ?? 'amount',
        startsAt: input.startsAt?.toISOString() ?? null,
        endsAt: input.endsAt?.toISOString() ?? null,
        totalLimit: input.totalLimit ?? null,
        perShopperLimit: input.perShopperLimit ?? 1,
        position: input.position ?? 1,
        createdAt,
      };
      const record: CouponRecord = {
        id: coupon.id,
        productId: coupon.productId,
        kind: coupon.kind,
        value: coupon.amount,
        minOrder: coupon.threshold,
        status: 'active',
        startsAt: coupon.startsAt,
        endsAt: coupon.endsAt,
        totalLimit: coupon.totalLimit,
        perShopperLimit: coupon.perShopperLimit,
        claimed: 0,
        redeemed: 0,
        createdAt,
      };
      const { claimed: _claimed, redeemed: _redeemed, ...terms } = record;
      await repository.insert(coupon, actor && { actor, at: createdAt, change: { action: 'coupon.create', entity: 'coupon', entityId: coupon.id, before: null, after: terms } });
      return record;
    },

    /** A product's coupons, every status, with how many were given and used (the back office). */
    list: (productId: string): Promise<CouponRecord[]> => repository.list(productId),

    /** Retires a coupon: shoppers no longer see, receive or use it. Undefined when there is no such coupon. */
    async retire(couponId: string, actor: Actor): Promise<{ coupon: CouponRecord; changed: boolean } | undefined> {
      const before = await repository.find(couponId);
      if (!before) return undefined;
      const at = clock().toISOString();
      const changed = await repository.retire(couponId, { actor, at, change: { action: 'coupon.retire', entity: 'coupon', entityId: couponId, before: { status: before.status }, after: { status: 'retired' } } });
      return { coupon: { ...before, status: 'retired' }, changed };
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
