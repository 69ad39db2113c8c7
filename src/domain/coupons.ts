/** A coupon the shopper may take off an order: one they received and have not used yet. */
export function isUsableCoupon(coupon: { received: boolean; redeemed: boolean }): boolean {
  return coupon.received && !coupon.redeemed;
}
