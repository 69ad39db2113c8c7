import { describe, expect, it } from 'vitest';
import {
  appliedCoupon,
  attemptOf,
  checkoutErrors,
  checkoutTotals,
  emptyRecipient,
  hasValidLines,
  isDeliveryComplete,
  isDeliveryFixed,
  isFormFilled,
  isOrderReady,
  isPaymentFixed,
  lineViews,
  submitInput,
  type CheckoutState,
} from '../../src/domain/checkout';
import { testProduct, VALID_TW_RECIPIENT } from '../helpers/fixtures';

const bottle = testProduct({ freight: 6000 });
const store = { brand: 'seven_eleven' as const, id: '123456', name: 'Zhongzheng store', address: 'Taipei' };

/** A Taiwan checkout of one blue bottle to a valid home address, cash on delivery. */
function state(overrides: Partial<CheckoutState> = {}): CheckoutState {
  return {
    zoneId: 1,
    productId: 'bottle',
    products: { bottle },
    lines: [{ productId: 'bottle', kind: 'sku', id: 'blue', quantity: 1 }],
    deliveryMethod: 'tw_courier',
    paymentMethod: 'cod',
    store: null,
    recipient: emptyRecipient({ ...VALID_TW_RECIPIENT, city: 'Taipei', district: 'Zhongzheng' }),
    ...overrides,
  };
}

const welcome = { id: 'welcome', threshold: 100000, amount: 10000 };
const big = { id: 'big', threshold: 100000, amount: 30000 };

describe('a checkout in progress', () => {
  it('prices the lines with the freight, and remote-area postage for an outlying island postal code', () => {
    const home = checkoutTotals(state());
    expect(home.ok && home.totals.total).toBe(69000 + 6000);
    const island = checkoutTotals(state({ recipient: emptyRecipient({ ...VALID_TW_RECIPIENT, city: 'Penghu', district: 'Magong', postalCode: ' 880 ' }) }));
    expect(island.ok && island.totals.remotePostage).toBe(15000);
  });

  it("takes off the received coupon that saves the most once the order reaches its threshold, and none below it", () => {
    expect(appliedCoupon(state({ coupons: [welcome, big] }))).toBeNull();
    const two = state({ coupons: [welcome, big], lines: [{ productId: 'bottle', kind: 'sku', id: 'blue', quantity: 2 }] });
    expect(appliedCoupon(two)?.id).toBe('big');
    const totals = checkoutTotals(two);
    expect(totals.ok && totals.totals.total).toBe(2 * 69000 - 30000 + 6000);
    expect(appliedCoupon(state({ coupons: [] }))).toBeNull();
    expect(appliedCoupon(state({ coupons: [welcome], lines: [] }))).toBeNull();
  });

  it("measures a coupon's threshold after the quantity discount, as the shopper's total shows it", () => {
    const discounted = { bottle: testProduct({ quantityDiscounts: [{ minQuantity: 2, percentOff: 10 }] }) };
    const lines = [{ productId: 'bottle', kind: 'sku' as const, id: 'blue', quantity: 2 }];
    expect(appliedCoupon(state({ products: discounted, lines, coupons: [{ id: 'over', threshold: 130000, amount: 10000 }] }))).toBeNull();
    expect(appliedCoupon(state({ products: discounted, lines, coupons: [{ id: 'under', threshold: 124200, amount: 10000 }] }))?.id).toBe('under');
  });

  it('refuses lines naming a product or a colour the page does not sell, and an empty order', () => {
    expect(hasValidLines(state())).toBe(true);
    expect(hasValidLines(state({ lines: [] }))).toBe(false);
    expect(hasValidLines(state({ lines: [{ productId: 'mug', kind: 'sku', id: 'blue', quantity: 1 }] }))).toBe(false);
    expect(hasValidLines(state({ lines: [{ productId: 'bottle', kind: 'sku', id: 'blue', quantity: 1 }, { productId: 'bottle', kind: 'sku', id: 'green', quantity: 1 }] }))).toBe(false);
  });

  it('skips the delivery and payment steps only where the zone offers one way', () => {
    expect(isDeliveryFixed({ zoneId: 1 })).toBe(false);
    expect(isPaymentFixed({ zoneId: 1 })).toBe(false);
    expect(isDeliveryFixed({ zoneId: 3 })).toBe(true);
    expect(isPaymentFixed({ zoneId: 3 })).toBe(false);
    expect(isDeliveryFixed({ zoneId: 2 })).toBe(false);
    expect(isPaymentFixed({ zoneId: 11 })).toBe(true);
  });

  it('asks for a store of the chosen chain before a pickup order is complete', () => {
    expect(isDeliveryComplete({ deliveryMethod: 'tw_courier', store: null })).toBe(true);
    expect(isDeliveryComplete({ deliveryMethod: 'seven_eleven', store: null })).toBe(false);
    expect(isDeliveryComplete({ deliveryMethod: 'family_mart', store })).toBe(false);
    expect(isDeliveryComplete({ deliveryMethod: 'seven_eleven', store })).toBe(true);
  });

  it("shows the recipient's mistakes and the missing store, and is ready to send once there are none", () => {
    expect(checkoutErrors(state())).toEqual({});
    expect(isOrderReady(state())).toBe(true);
    const noPhone = state({ recipient: emptyRecipient({ ...VALID_TW_RECIPIENT, city: 'Taipei', district: 'Zhongzheng', phone: '' }) });
    expect(Object.keys(checkoutErrors(noPhone))).toEqual(['phone']);
    expect(isOrderReady(noPhone)).toBe(false);
    const pickup = state({ deliveryMethod: 'seven_eleven', recipient: emptyRecipient({ name: '王小明', phone: '0912345678' }) });
    expect(checkoutErrors(pickup)).toEqual({ store: { key: 'chooseStore' } });
    expect(isOrderReady({ ...pickup, store })).toBe(true);
    expect(isOrderReady(state({ lines: [] }))).toBe(false);
  });

  it('counts a form as filled only when something other than spaces was typed', () => {
    expect(isFormFilled({ recipient: emptyRecipient() })).toBe(false);
    expect(isFormFilled({ recipient: emptyRecipient({ remark: '   ' }) })).toBe(false);
    expect(isFormFilled({ recipient: emptyRecipient({ remark: 'x' }) })).toBe(true);
  });

  it('sends the total the shopper saw, the coupon taken off and the store only for a pickup', () => {
    const two = state({ coupons: [big], lines: [{ productId: 'bottle', kind: 'sku', id: 'blue', quantity: 2 }] });
    const sent = submitInput(two, 'key-0123456789abcdef');
    expect(sent).toMatchObject({ idempotencyKey: 'key-0123456789abcdef', productId: 'bottle', expectedTotal: 114000, couponId: 'big', store: null, deliveryMethod: 'tw_courier', paymentMethod: 'cod' });
    expect(sent.lines).toEqual(two.lines);
    expect(sent.lines[0]).not.toBe(two.lines[0]);
    expect(submitInput(state(), 'k').couponId).toBeNull();
    expect(submitInput(state({ coupons: [big] }), 'k').couponId).toBeNull();
    expect(submitInput(state({ store }), 'k').store).toBeNull();
    expect(submitInput(state({ deliveryMethod: 'seven_eleven', store }), 'k').store).toEqual(store);
    expect(submitInput(state({ lines: [] }), 'k').expectedTotal).toBe(0);
  });

  it('names an attempt by the order alone, so a retry of the same order keeps its idempotency key', () => {
    expect(attemptOf(state())).toBe(attemptOf(state()));
    expect(attemptOf(state())).not.toContain('idempotencyKey');
    expect(attemptOf(state({ paymentMethod: 'card' }))).not.toBe(attemptOf(state()));
  });

  it('lists the lines as the order form shows them, leaving out one the page no longer sells', () => {
    const lines = [
      { productId: 'bottle', kind: 'combo' as const, id: 'family', quantity: 2 },
      { productId: 'bottle', kind: 'sku' as const, id: 'gone', quantity: 1 },
      { productId: 'mug', kind: 'sku' as const, id: 'blue', quantity: 1 },
    ];
    expect(lineViews({ products: { bottle }, lines })).toEqual([{ key: 'bottle:combo:family', name: 'Family pack', image: null, unitPrice: 189000, priceBeforeSale: 189000, quantity: 2 }]);
  });

  it('prices a line at the running sale’s unit price, as the landing page showed it, and keeps the price before the sale beside it', () => {
    const sale = { id: 'flash', kind: 'flash' as const, percentOff: 10, endsAt: '2026-12-01T00:00:00.000Z' };
    const lines = [{ productId: 'bottle', kind: 'sku' as const, id: 'coral', quantity: 2 }];
    const onSale = { ...bottle, sale };
    expect(lineViews({ products: { bottle: onSale }, lines })[0]).toMatchObject({ unitPrice: 71100, priceBeforeSale: 79000, quantity: 2 });
    expect(lineViews({ products: { bottle: onSale }, lines }, Date.parse(sale.endsAt))[0]).toMatchObject({ unitPrice: 79000, priceBeforeSale: 79000 });
  });
});
