import { z } from 'zod';
import { DEFAULT_SOLD_COUNT, MAX_SOLD_COUNT, SOLD_COUNT_MODES } from '../sold-count';
import { MAX_PER_SHOPPER } from '../coupons';

/**
 * The back office's promotion calls: a product's sales (`/admin/api/products/{id}/sales`) and
 * coupons (`/admin/api/coupons`). Amounts are integers in the minor unit of the product's site's
 * currency; times are ISO 8601 with an offset.
 */
const when = z.iso.datetime({ offset: true });
const money = z.number().int().min(0).max(100_000_000_000);

export const productIdParams = z.strictObject({ id: z.string().min(1).max(64) });
export const saleParams = z.strictObject({ id: z.string().min(1).max(64), saleId: z.string().min(1).max(64) });

/** POST /admin/api/products/{id}/sales: a flash sale, now or later, until `endsAt`. */
export const newSaleRequest = z
  .strictObject({
    percentOff: z.number().int().min(1).max(99).describe('off every unit of the product, 1 to 99'),
    startsAt: when.optional().describe('when it starts (default: now)'),
    endsAt: when.describe('when it ends: the countdown shoppers see, and the moment the server stops charging it'),
  })
  .refine((sale) => !sale.startsAt || Date.parse(sale.endsAt) > Date.parse(sale.startsAt), { message: 'a sale ends after it starts', path: ['endsAt'] });

export type NewSaleRequest = z.infer<typeof newSaleRequest>;

export const saleStates = ['scheduled', 'running', 'ended'] as const;

export const adminSaleSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    kind: z.enum(['limited', 'flash']),
    percentOff: z.number(),
    startsAt: z.string(),
    endsAt: z.string(),
    state: z.enum(saleStates).describe('at the time of the answer'),
  })
  .meta({ id: 'AdminSale' });

export type AdminSale = z.infer<typeof adminSaleSchema>;

export const adminSalesSchema = z.object({ sales: z.array(adminSaleSchema).describe('newest start first') }).meta({ id: 'AdminSales' });

export const couponKinds = ['amount', 'percent'] as const;

/** POST /admin/api/coupons: a coupon shoppers of the product may receive and use. */
export const newCouponRequest = z
  .strictObject({
    productId: z.string().min(1).max(64),
    kind: z.enum(couponKinds).describe('amount: `value` minor units off; percent: `value` percent off the goods'),
    value: z.number().int().min(1).max(100_000_000_000),
    minOrder: money.describe('the goods (after quantity discounts) must reach this, minor units; 0: any order'),
    startsAt: when.optional().describe('from when shoppers may receive and use it (default: now)'),
    endsAt: when.optional().describe('until when (default: no end)'),
    totalLimit: z.number().int().min(1).max(100_000_000).optional().describe('how many times it may be given in all (default: no limit)'),
    perShopperLimit: z
      .number()
      .int()
      .min(1)
      .max(MAX_PER_SHOPPER)
      .default(1)
      .describe('how many times each shopper (the anonymous shopper cookie) may receive it and use it; 1 (default): once, as the spec’s "obtained only once"'),
  })
  .refine((coupon) => coupon.kind !== 'percent' || coupon.value <= 99, { message: 'a percent coupon takes 1 to 99 percent off', path: ['value'] })
  .refine((coupon) => coupon.kind !== 'amount' || coupon.minOrder === 0 || coupon.value < coupon.minOrder, { message: 'an amount coupon takes off less than the order it needs', path: ['value'] })
  .refine((coupon) => !coupon.startsAt || !coupon.endsAt || Date.parse(coupon.endsAt) > Date.parse(coupon.startsAt), { message: 'a coupon ends after it starts', path: ['endsAt'] });

export type NewCouponRequest = z.infer<typeof newCouponRequest>;

/** A coupon as the back office sends it: the per-shopper limit may be left to its default. */
export type NewCouponInput = Omit<NewCouponRequest, 'perShopperLimit'> & { perShopperLimit?: number };

export const couponParams = z.strictObject({ id: z.string().min(1).max(64) });
export const couponsListQuery = z.strictObject({ productId: z.string().min(1).max(64) });

export const adminCouponSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    kind: z.enum(couponKinds),
    value: z.number(),
    minOrder: z.number(),
    status: z.enum(['active', 'retired']),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    totalLimit: z.number().nullable(),
    perShopperLimit: z.number().describe('how many times each shopper may receive and use it'),
    claimed: z.number().describe('times it was received'),
    redeemed: z.number().describe('orders that used it'),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminCoupon' });

export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponsSchema = z.object({ coupons: z.array(adminCouponSchema).describe('newest first') }).meta({ id: 'AdminCoupons' });

/** PUT /admin/api/products/{id}/sold-count: which sold count the product's page shows. */
export const soldCountRequest = z
  .strictObject({
    mode: z.enum(SOLD_COUNT_MODES).describe(`default: the spec's ${DEFAULT_SOLD_COUNT}; fixed: \`fixed\`; real: units in the product's orders not cancelled`),
    fixed: z.number().int().min(0).max(MAX_SOLD_COUNT).optional().describe('the number shown in `fixed` mode (kept when another mode is chosen)'),
  })
  .refine((choice) => choice.mode !== 'fixed' || choice.fixed !== undefined, { message: 'a fixed sold count needs its number', path: ['fixed'] });

export type SoldCountRequest = z.infer<typeof soldCountRequest>;

export const adminSoldCountSchema = z
  .object({
    productId: z.string(),
    mode: z.enum(SOLD_COUNT_MODES),
    fixed: z.number().describe('the typed number (shown in `fixed` mode)'),
    real: z.number().describe('units in the product’s orders not cancelled, now'),
    shown: z.number().describe('what the product’s page shows'),
  })
  .meta({ id: 'AdminSoldCount' });

export type AdminSoldCount = z.infer<typeof adminSoldCountSchema>;
