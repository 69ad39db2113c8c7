/** A coupon the shopper may take off an order: one they received and have not used yet. */
export function isUsableCoupon(coupon: { received: boolean; redeemed: boolean }): boolean {
  return coupon.received && !coupon.redeemed;
}

/** The most times the owner may let each shopper receive and use one coupon. */
export const MAX_PER_SHOPPER = 100;

/**
 * A shopper's state of a coupon each shopper may receive and use `limit` times, from how many
 * times they received and used it: `received` while they hold an unused one or may receive no
 * more (the page then offers no "receive" button); `redeemed` once every one they received is used.
 * With a limit of 1 this is "received once, used once" (spec §4: obtained only once).
 */
export function shopperCouponState(counts: { received: number; used: number } | null, limit: number): { received: boolean; redeemed: boolean } {
  if (!counts || counts.received === 0) return { received: false, redeemed: false };
  return { received: counts.received > counts.used || counts.received >= limit, redeemed: counts.used >= counts.received };
}
