import { defaultSelection, headlinePrice, limitQuantity, MAX_QUANTITY, maxQuantity, quantityLimits } from '../../src/domain/product';
import { describe, expect, it } from 'vitest';
import { bestCoupon, priceOrder, type OrderLine, type PricingInput } from '../../src/domain/pricing';
import { requireZone } from '../../src/domain/zones';
import { testProduct } from '../helpers/fixtures';

const bottle = testProduct({ quantityDiscounts: [{ minQuantity: 2, percentOff: 5 }, { minQuantity: 3, percentOff: 10 }] });
const other = testProduct({ id: 'mug', freight: 6000, remoteAreasPostage: 20000, serviceCharge: 500, skus: [{ id: 'mug-1', name: 'Mug', image: null, originalPrice: 50000, price: 30000 }], combos: [], quantityDiscounts: [] });
const line = (id: string, quantity: number, kind: 'sku' | 'combo' = 'sku', productId = 'bottle'): OrderLine => ({ productId, kind, id, quantity }) as OrderLine;

const price = (overrides: Partial<PricingInput>) =>
  priceOrder({
    zone: requireZone(1),
    products: new Map([
      [bottle.id, bottle],
      [other.id, other],
    ]),
    lines: [line('blue', 1)],
    deliveryMethod: 'tw_courier',
    paymentMethod: 'cod',
    postalCode: '100',
    ...overrides,
  });

const totalsOf = (overrides: Partial<PricingInput>) => {
  const result = price(overrides);
  if (!result.ok) throw new Error(JSON.stringify(result.problem));
  return result.totals;
};

describe('pricing an order', () => {
  it.each([
    ['one sku at its special price', [line('blue', 1)], { subtotal: 69000, discount: 0, total: 69000 }],
    ['two of a sku, 5% off for two', [line('blue', 2)], { subtotal: 138000, discount: 6900, total: 131100 }],
    ['three across skus, 10% off for three', [line('blue', 2), line('coral', 1)], { subtotal: 217000, discount: 21700, total: 195300 }],
    ['a combo at its own price', [line('family', 1, 'combo')], { subtotal: 189000, discount: 0, total: 189000 }],
  ] as const)('prices %s', (_name, lines, expected) => {
    expect(totalsOf({ lines: [...lines] })).toMatchObject(expected);
  });

  it('lists each line with its unit price, quantity and subtotal', () => {
    expect(totalsOf({ lines: [line('coral', 2)] }).lines).toEqual([
      { productId: 'bottle', kind: 'sku', id: 'coral', name: 'Coral 750 ml', quantity: 2, unitPrice: 79000, originalUnitPrice: 148000, subtotal: 158000 },
    ]);
  });

  it('counts the saving against the crossed-out prices, quantity discount included', () => {
    expect(totalsOf({ lines: [line('blue', 2)] }).savings).toBe((128000 - 69000) * 2 + 6900);
  });

  it('adds the product’s freight, or ships free when it is 0', () => {
    expect(totalsOf({}).shippingFee).toBe(0);
    expect(totalsOf({ products: new Map([[bottle.id, { ...bottle, freight: 1499 }]]) })).toMatchObject({ shippingFee: 1499, total: 69000 + 1499 });
  });

  it.each([
    ['Penghu', '880', 15000],
    ['Kinmen', '893', 15000],
    ['Matsu (Lienchiang)', '209', 15000],
    ['Green Island', '951', 15000],
    ['Orchid Island', '952', 15000],
    ['Liuqiu', '929', 15000],
    ['Taipei', '100', 0],
    ['Taichung, six digits', '407001', 0],
  ])('charges the outlying-island postage for home delivery to %s (%s)', (_place, postalCode, postage) => {
    expect(totalsOf({ postalCode }).remotePostage).toBe(postage);
  });

  it('charges no remote postage for store pickup, wherever the shopper lives', () => {
    expect(totalsOf({ postalCode: '880', deliveryMethod: 'seven_eleven' }).remotePostage).toBe(0);
  });

  it('adds Japan’s cash-on-delivery handling fee, and not for card payment', () => {
    const japan = { zone: requireZone(3), postalCode: '100-0001', deliveryMethod: 'home' as const };
    expect(totalsOf({ ...japan, paymentMethod: 'cod' })).toMatchObject({ serviceCharge: 330, total: 69000 + 330 });
    expect(totalsOf({ ...japan, paymentMethod: 'card' }).serviceCharge).toBe(0);
  });

  it('takes a coupon off once the order reaches its threshold', () => {
    const coupon = { id: 'save100', threshold: 100000, amount: 10000 };
    expect(totalsOf({ coupon }).couponDeduction).toBe(0);
    expect(totalsOf({ coupon, lines: [line('blue', 2)] })).toMatchObject({ couponDeduction: 10000, total: 131100 - 10000 });
  });

  it('takes a percent coupon’s share of the goods after the quantity discount, rounded down, once the threshold is met', () => {
    const coupon = { id: 'tenth', threshold: 100000, amount: 0, percentOff: 10 };
    expect(totalsOf({ coupon }).couponDeduction).toBe(0);
    expect(totalsOf({ coupon, lines: [line('blue', 2)] })).toMatchObject({ discount: 6900, couponDeduction: 13110, total: 131100 - 13110 });
  });

  it('picks a percent coupon over an amount coupon when it takes more off, and the other way round', () => {
    const coupons = [
      { id: 'fixed', threshold: 0, amount: 10000 },
      { id: 'tenth', threshold: 0, amount: 0, percentOff: 10 },
    ];
    expect(bestCoupon(coupons, 69000)?.id).toBe('fixed');
    expect(bestCoupon(coupons, 131100)?.id).toBe('tenth');
  });

  const onSale = (percentOff: number, endsAt = '2099-01-01T00:00:00.000Z') =>
    new Map([[bottle.id, { ...bottle, sale: { id: 'flash', kind: 'flash' as const, percentOff, endsAt } }]]);

  it('takes a running sale’s share off its product’s lines, after the quantity discount', () => {
    expect(totalsOf({ products: onSale(10) })).toMatchObject({ activityDeduction: 6900, total: 62100 });
    expect(totalsOf({ products: onSale(10), lines: [line('blue', 2)] })).toMatchObject({ discount: 6900, activityDeduction: 13110, total: 131100 - 13110 });
  });

  it('takes nothing off once the sale has ended at the moment of pricing', () => {
    const endsAt = '2026-11-21T12:00:00.000Z';
    expect(totalsOf({ products: onSale(10, endsAt), now: Date.parse(endsAt) - 1 }).activityDeduction).toBe(6900);
    expect(totalsOf({ products: onSale(10, endsAt), now: Date.parse(endsAt) }).activityDeduction).toBe(0);
  });

  it('never takes the order below zero with a coupon and a sale together', () => {
    const coupon = { id: 'big', threshold: 0, amount: 60000 };
    expect(totalsOf({ products: onSale(90), coupon })).toMatchObject({ couponDeduction: 60000, activityDeduction: 9000, total: 0 });
  });

  it('picks the received coupon that takes the most off among those whose threshold is met', () => {
    const coupons = [
      { id: 'small', threshold: 0, amount: 1000 },
      { id: 'big', threshold: 200000, amount: 30000 },
      { id: 'mid', threshold: 60000, amount: 5000 },
    ];
    expect(bestCoupon(coupons, 69000)?.id).toBe('mid');
    expect(bestCoupon(coupons, 250000)?.id).toBe('big');
    expect(bestCoupon(coupons.slice(1), 1000)).toBeNull();
  });

  it('adds tax where prices are quoted without it, rounded to the minor unit', () => {
    expect(totalsOf({ taxRate: 825 })).toMatchObject({ tax: 5693, total: 69000 + 5693 });
  });

  it('ships an order of two products as one parcel: the higher freight, postage and charge', () => {
    const totals = totalsOf({ lines: [line('blue', 1), line('mug-1', 1, 'sku', 'mug')], postalCode: '880' });
    expect(totals).toMatchObject({ subtotal: 99000, shippingFee: 6000, remotePostage: 20000, serviceCharge: 500, total: 99000 + 6000 + 20000 + 500 });
  });

  it.each([
    ['an empty order', [], 'emptyOrder'],
    ['an unknown sku', [line('ghost', 1)], 'unknownChoice'],
    ['a sku id sold as a combo', [line('blue', 1, 'combo')], 'unknownChoice'],
    ['a product the site does not sell', [line('blue', 1, 'sku', 'nope')], 'unknownProduct'],
    ['zero units', [line('blue', 0)], 'badQuantity'],
    ['half a unit', [line('blue', 1.5)], 'badQuantity'],
    ['51 units', [line('blue', 51)], 'badQuantity'],
  ] as const)('refuses %s', (_name, lines, code) => {
    const result = price({ lines: [...lines] });
    expect(result.ok ? null : result.problem.code).toBe(code);
  });
});

describe('a purchase limit', () => {
  const limited = new Map([[bottle.id, { ...bottle, purchaseLimit: 3 }]]);

  it('refuses more units of the product than its limit, all its lines together, and prices an order within it', () => {
    const over = price({ products: limited, lines: [line('blue', 2), line('coral', 2)] });
    expect(over).toEqual({ ok: false, problem: { code: 'overLimit', id: 'bottle', limit: 3 } });
    expect(price({ products: limited, lines: [line('blue', 1), line('coral', 2)] }).ok).toBe(true);
  });

  it('is the shop’s own limit where the product sets none or a higher one', () => {
    expect(maxQuantity({ purchaseLimit: null })).toBe(MAX_QUANTITY);
    expect(maxQuantity({ purchaseLimit: 80 })).toBe(MAX_QUANTITY);
    expect(maxQuantity({ purchaseLimit: 3 })).toBe(3);
    expect(quantityLimits(3, 3)).toEqual({ canDecrease: true, canIncrease: false });
    expect(limitQuantity(9, 3)).toEqual({ quantity: 3, limited: 'max' });
  });
});

describe('the headline price every list and page shows', () => {
  const sku = (id: string, price: number, originalPrice: number) => ({ id, name: id, image: null, price, originalPrice });
  const sale = { id: 's', kind: 'flash' as const, percentOff: 10, endsAt: '2999-01-01T00:00:00Z' };

  it('is the price of the sku a click lands on, with the sale, against that sku’s own crossed-out price, and reads "from" where skus differ', () => {
    const product = { saleType: 1 as const, skus: [sku('coral', 79000, 148000), sku('blue', 69000, 128000)], combos: [], sale };
    expect(headlinePrice(product)).toEqual({ price: 62100, originalPrice: 128000, from: true });
    expect(defaultSelection(product)).toMatchObject({ kind: 'sku', id: 'blue' });
    expect(headlinePrice({ ...product, skus: [sku('blue', 69000, 128000)], sale: null })).toEqual({ price: 69000, originalPrice: 128000, from: false });
  });
});
