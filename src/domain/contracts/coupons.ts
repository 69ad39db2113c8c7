import { z } from 'zod';
import type { ProductCoupon } from '../product';
import type { Same } from './same';

/** A coupon as a shopper sees it: what it takes off, from which amount, and whether they have it. */
export const shopperCouponSchema = z.object({
  id: z.string(),
  productId: z.string(),
  threshold: z.number().describe('the order’s goods must reach this (minor units)...'),
  amount: z.number().describe('...to take this off'),
  percentOff: z.number().optional().describe('a percent coupon: this share of the goods off instead (amount is then 0)'),
  received: z.boolean().describe('claimed by this shopper...'),
  redeemed: z.boolean().describe('...and already used on an order'),
});

export type ShopperCoupon = z.infer<typeof shopperCouponSchema>;

/** GET /api/consumer/coupons?productId=: a product's coupons, each with whether this shopper has it. */
export const shopperCouponsSchema = z
  .object({ coupons: z.array(shopperCouponSchema) })
  .describe('A product’s coupons, each with whether this shopper has received it')
  .meta({ id: 'ShopperCoupons' });

/** POST /api/consumer/coupons/claim: the coupon is now the shopper's. */
export const claimedCouponSchema = z
  .object({ couponId: z.string(), received: z.literal(true) })
  .describe('The coupon this shopper just received')
  .meta({ id: 'ClaimedCoupon' });

export type ClaimedCoupon = z.infer<typeof claimedCouponSchema>;

// ShopperCoupon is the coupons repository's (src/server: checked against it in
// test/domain/contracts.test.ts); here, that it is a domain ProductCoupon with the shopper's state.
const shopperCouponMatches: Same<ShopperCoupon, ProductCoupon & { productId: string; received: boolean; redeemed: boolean }> = true;
const claimedCouponMatches: Same<ClaimedCoupon, { couponId: string; received: true }> = true;
void shopperCouponMatches;
void claimedCouponMatches;
