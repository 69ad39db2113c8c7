import { describe, expect, it } from 'vitest';
import {
  choose,
  clampQuantity,
  defaultSelection,
  findChoice,
  headlinePrice,
  isSaleRunning,
  limitQuantity,
  lowestPrice,
  MAX_QUANTITY,
  maxQuantity,
  percentOff,
  quantityLimits,
  salePrice,
  unitPrice,
  withQuantity,
  type Sale,
  type Sku,
} from '../../src/domain/product';
import { testProduct } from '../helpers/fixtures';

const sku = (id: string, price: number, originalPrice = price * 2): Sku => ({ id, name: id, image: null, price, originalPrice });
const combo = (id: string, price: number, originalPrice = price * 2) => ({ ...sku(id, price, originalPrice), components: [] });
const ENDS = Date.parse('2026-12-01T00:00:00.000Z');
const sale: Sale = { id: 'flash-1', kind: 'flash', percentOff: 15, endsAt: '2026-12-01T00:00:00.000Z' };

describe('a sale on a product', () => {
  it('runs until its end, not a moment after', () => {
    expect(isSaleRunning(sale, ENDS - 1)).toBe(true);
    expect(isSaleRunning(sale, ENDS)).toBe(false);
    expect(isSaleRunning(null, 0)).toBe(false);
    expect(isSaleRunning(undefined, 0)).toBe(false);
  });

  it('takes its share off each unit, the shopper keeping the part of a minor unit', () => {
    expect(salePrice(999, sale)).toBe(850);
    expect(salePrice(69000, { ...sale, percentOff: 10 })).toBe(62100);
    expect(salePrice(999, null)).toBe(999);
  });

  it('prices a unit with the running sale, and without it once it ended', () => {
    const onSale = { sale };
    expect(unitPrice(onSale, sku('blue', 1000, 2000), ENDS - 1)).toEqual({ price: 850, originalPrice: 2000 });
    expect(unitPrice(onSale, sku('blue', 1000, 2000), ENDS)).toEqual({ price: 1000, originalPrice: 2000 });
    expect(unitPrice(onSale, sku('blue', 1000, 2000))).toEqual({ price: 850, originalPrice: 2000 });
    expect(unitPrice({ sale: null }, sku('blue', 1000, 2000), ENDS - 1)).toEqual({ price: 1000, originalPrice: 2000 });
  });
});

describe('what the landing page selects first', () => {
  it('is the cheapest sku, the first of equals', () => {
    expect(defaultSelection({ saleType: 1, skus: [sku('a', 300), sku('b', 100), sku('c', 100)], combos: [combo('pack', 50)] })).toEqual({ kind: 'sku', id: 'b', quantity: 1 });
  });

  it('is the cheapest combo of a product sold as combos, the first of equals', () => {
    expect(defaultSelection({ saleType: 2, skus: [sku('a', 10)], combos: [combo('big', 900), combo('small', 500), combo('twin', 500)] })).toEqual({ kind: 'combo', id: 'small', quantity: 1 });
    expect(defaultSelection({ saleType: 2, skus: [sku('a', 10)], combos: [] })).toEqual({ kind: 'sku', id: 'a', quantity: 1 });
  });

  it('is nothing for a product with nothing to choose', () => {
    expect(defaultSelection({ saleType: 1, skus: [], combos: [] })).toBeNull();
    expect(headlinePrice({ saleType: 1, skus: [], combos: [] })).toBeNull();
  });
});

describe('a product’s headline price', () => {
  it('reads "from" only when the other choices cost differently', () => {
    expect(headlinePrice({ saleType: 1, skus: [sku('a', 100, 150), sku('b', 200)], combos: [] })).toEqual({ price: 100, originalPrice: 150, from: true });
    expect(headlinePrice({ saleType: 1, skus: [sku('a', 100, 150), sku('b', 100)], combos: [combo('pack', 50)] })).toEqual({ price: 100, originalPrice: 150, from: false });
    expect(headlinePrice({ saleType: 2, skus: [sku('a', 10)], combos: [combo('pack', 500, 900), combo('twin', 500)] })).toEqual({ price: 500, originalPrice: 900, from: false });
    expect(headlinePrice({ saleType: 2, skus: [sku('a', 500)], combos: [combo('pack', 500, 900), combo('big', 800)] })).toEqual({ price: 500, originalPrice: 900, from: true });
  });

  it('has the running sale applied, and not an ended one', () => {
    const product = { saleType: 1 as const, skus: [sku('a', 1000, 2000)], combos: [], sale };
    expect(headlinePrice(product, ENDS - 1)).toEqual({ price: 850, originalPrice: 2000, from: false });
    expect(headlinePrice(product, ENDS)).toEqual({ price: 1000, originalPrice: 2000, from: false });
  });
});

describe('a sku or combo picked by kind and id', () => {
  const product = testProduct();

  it('is found among its own kind only', () => {
    expect(findChoice(product, { kind: 'sku', id: 'coral' })?.name).toBe('Coral 750 ml');
    expect(findChoice(product, { kind: 'combo', id: 'family' })?.name).toBe('Family pack');
    expect(findChoice(product, { kind: 'combo', id: 'coral' })).toBeUndefined();
    expect(findChoice(product, { kind: 'sku', id: 'family' })).toBeUndefined();
  });

  it('keeps the quantity chosen, and an unknown id changes nothing', () => {
    expect(choose(product, { kind: 'sku', id: 'blue', quantity: 3 }, 'combo', 'family')).toEqual({ kind: 'combo', id: 'family', quantity: 3 });
    expect(choose(product, null, 'sku', 'coral')).toEqual({ kind: 'sku', id: 'coral', quantity: 1 });
    expect(choose(product, { kind: 'sku', id: 'blue', quantity: 3 }, 'sku', 'green')).toEqual({ kind: 'sku', id: 'blue', quantity: 3 });
    expect(choose(product, null, 'sku', 'green')).toBeNull();
  });
});

describe('how many units one order may hold', () => {
  it('is the owner’s purchase limit, never more than the shop’s', () => {
    expect(maxQuantity({ purchaseLimit: 3 })).toBe(3);
    expect(maxQuantity({ purchaseLimit: 1 })).toBe(1);
    expect(maxQuantity({ purchaseLimit: MAX_QUANTITY + 1 })).toBe(MAX_QUANTITY);
  });

  it('is the shop’s own without a sensible limit', () => {
    expect(maxQuantity(null)).toBe(MAX_QUANTITY);
    expect(maxQuantity(undefined)).toBe(MAX_QUANTITY);
    expect(maxQuantity({})).toBe(MAX_QUANTITY);
    expect(maxQuantity({ purchaseLimit: 0 })).toBe(MAX_QUANTITY);
    expect(maxQuantity({ purchaseLimit: -2 })).toBe(MAX_QUANTITY);
    expect(maxQuantity({ purchaseLimit: 2.5 })).toBe(MAX_QUANTITY);
  });

  it('brings a typed quantity within 1 and the limit, and says which limit stopped it', () => {
    expect(limitQuantity(4, 10)).toEqual({ quantity: 4, limited: null });
    expect(limitQuantity(10, 10)).toEqual({ quantity: 10, limited: null });
    expect(limitQuantity(1, 10)).toEqual({ quantity: 1, limited: null });
    expect(limitQuantity(4.7, 10)).toEqual({ quantity: 4, limited: null });
    expect(limitQuantity(11, 10)).toEqual({ quantity: 10, limited: 'max' });
    expect(limitQuantity(0, 10)).toEqual({ quantity: 1, limited: 'min' });
    expect(limitQuantity(-3, 10)).toEqual({ quantity: 1, limited: 'min' });
    expect(limitQuantity(Number.NaN, 10)).toEqual({ quantity: 1, limited: 'min' });
    expect(limitQuantity(MAX_QUANTITY + 5)).toEqual({ quantity: MAX_QUANTITY, limited: 'max' });
  });

  it('counts whole units, and one for anything that is not a number', () => {
    expect(clampQuantity(2.9)).toBe(2);
    expect(clampQuantity(Number.POSITIVE_INFINITY)).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(99)).toBe(MAX_QUANTITY);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(-7, 5)).toBe(1);
  });

  it('lets the stepper go down above one and up below the limit', () => {
    expect(quantityLimits(1, 3)).toEqual({ canDecrease: false, canIncrease: true });
    expect(quantityLimits(2, 3)).toEqual({ canDecrease: true, canIncrease: true });
    expect(quantityLimits(3, 3)).toEqual({ canDecrease: true, canIncrease: false });
    expect(quantityLimits(MAX_QUANTITY)).toEqual({ canDecrease: true, canIncrease: false });
    expect(quantityLimits(MAX_QUANTITY - 1)).toEqual({ canDecrease: true, canIncrease: true });
  });

  it('changes the quantity of a selection within its limits, and of none nothing', () => {
    expect(withQuantity({ kind: 'sku', id: 'blue', quantity: 1 }, 4)).toEqual({ kind: 'sku', id: 'blue', quantity: 4 });
    expect(withQuantity({ kind: 'sku', id: 'blue', quantity: 1 }, 9, 3)).toEqual({ kind: 'sku', id: 'blue', quantity: 3 });
    expect(withQuantity({ kind: 'sku', id: 'blue', quantity: 1 }, 99)).toEqual({ kind: 'sku', id: 'blue', quantity: MAX_QUANTITY });
    expect(withQuantity(null, 4)).toBeNull();
  });
});

describe('the cheapest way to buy a product and its saving', () => {
  it('is the cheapest sku or combo, the first of equals, with its own crossed-out price', () => {
    expect(lowestPrice({ skus: [sku('a', 300, 400), sku('b', 200, 250)], combos: [combo('pack', 200, 999), combo('tiny', 150, 160)] })).toEqual({ price: 150, originalPrice: 160 });
    expect(lowestPrice({ skus: [sku('a', 200, 250)], combos: [combo('pack', 200, 999)] })).toEqual({ price: 200, originalPrice: 250 });
    expect(lowestPrice({ skus: [], combos: [] })).toBeNull();
  });

  it('saves a whole percentage of the crossed-out price, and nothing without one', () => {
    expect(percentOff(69000, 128000)).toBe(46);
    expect(percentOff(50, 100)).toBe(50);
    expect(percentOff(2, 3)).toBe(33);
    expect(percentOff(1, 3)).toBe(67);
    expect(percentOff(100, 100)).toBe(0);
    expect(percentOff(120, 100)).toBe(0);
    expect(percentOff(-5, 0)).toBe(0);
  });
});
