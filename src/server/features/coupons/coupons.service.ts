import type { CouponRepository } from './coupons.repository';

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

/** The seller's side of coupons (the back office, the demo shop); shoppers claim them through the repository's rules. */
export function createCouponService(repository: CouponRepository, clock: () => Date = () => new Date()) {
  return {
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
