import { describe, expect, it } from 'vitest';
import { isUsableCoupon, shopperCouponState } from '../../src/domain/coupons';

describe('a shopper’s coupon, received and used up to its per-shopper limit', () => {
  it('is offered to a shopper who never received it', () => {
    expect(shopperCouponState(null, 3)).toEqual({ received: false, redeemed: false });
  });

  it('is usable while the shopper holds one they have not used', () => {
    expect(isUsableCoupon(shopperCouponState({ received: 1, used: 0 }, 1))).toBe(true);
    expect(isUsableCoupon(shopperCouponState({ received: 2, used: 1 }, 3))).toBe(true);
  });

  it('is offered again once the one held is used and the limit allows more', () => {
    expect(shopperCouponState({ received: 1, used: 1 }, 3)).toEqual({ received: false, redeemed: true });
  });

  it('stays received and used up once the shopper has had every one the limit allows', () => {
    expect(shopperCouponState({ received: 1, used: 1 }, 1)).toEqual({ received: true, redeemed: true });
    expect(shopperCouponState({ received: 3, used: 3 }, 3)).toEqual({ received: true, redeemed: true });
    expect(isUsableCoupon(shopperCouponState({ received: 3, used: 3 }, 3))).toBe(false);
  });

  it('is offered to a shopper whose count of it is zero', () => {
    expect(shopperCouponState({ received: 0, used: 0 }, 1)).toEqual({ received: false, redeemed: false });
  });

  it('stays received while the shopper may receive no more, even with one unused', () => {
    expect(shopperCouponState({ received: 2, used: 1 }, 2)).toEqual({ received: true, redeemed: false });
    expect(shopperCouponState({ received: 2, used: 2 }, 3)).toEqual({ received: false, redeemed: true });
  });
});
