import type { ClaimResult, CouponRepository, ShopperCoupon } from './coupons.repository';

/** A coupon the seller offers with a product: `amount` off an order reaching `threshold` (minor units). */
export interface AddCouponInput {
  id: string;
  productId: string;
  threshold: number;
  amount: number;
  /** Where it comes in the product's list (default 1). */
  position?: number;
  createdAt?: Date;
}

/** Coupons: the seller offers them with a product (back office, demo shop); a shopper receives each once. */
export function createCouponService(repository: CouponRepository, clock: () => Date = () => new Date()) {
  return {
    /** A product's coupons, each with whether this shopper has received it. */
    forProduct: (productId: string, shopperId: string | null): Promise<ShopperCoupon[]> => repository.forProducts([productId], shopperId),

    /** Receives a coupon of a product the site sells, once per shopper. */
    async claim(siteId: string, couponId: string, shopperId: string): Promise<ClaimResult> {
      const [coupon] = await repository.forSite(siteId, couponId);
      if (!coupon) return 'unknown';
      return repository.claim(coupon, shopperId, clock().toISOString());
    },

    /** Offers a coupon with a product (active at once). It takes off less than the order it needs. */
    async addCoupon(input: AddCouponInput): Promise<void> {
      const whole = (value: number) => Number.isInteger(value) && value >= 0;
      if (!whole(input.threshold) || !whole(input.amount) || input.amount === 0 || (input.threshold > 0 && input.amount >= input.threshold)) {
        throw new RangeError(`coupon ${input.id}: ${input.amount} off from ${input.threshold} is not a coupon`);
      }
      await repository.insert({ id: input.id, productId: input.productId, threshold: input.threshold, amount: input.amount, position: input.position ?? 1, createdAt: (input.createdAt ?? clock()).toISOString() });
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
