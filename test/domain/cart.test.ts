import { describe, expect, it } from 'vitest';
import { validateCartLines } from '../../src/domain/cart';
import type { OrderLine } from '../../src/domain/pricing';
import { MAX_QUANTITY, type Product } from '../../src/domain/product';
import { requireZone } from '../../src/domain/zones';
import { testProduct } from '../helpers/fixtures';

const bottle = testProduct({ skus: [{ id: 'blue', name: 'Blue 500 ml', image: '/demo/blue.webp', originalPrice: 128000, price: 69000 }, { id: 'coral', name: 'Coral 750 ml', image: null, originalPrice: 148000, price: 79000 }] });
const mug = testProduct({ id: 'mug', title: 'Mug', banners: [], purchaseLimit: 3, skus: [{ id: 'white', name: 'White', image: null, originalPrice: 50000, price: 30000 }], combos: [] });
const products = new Map<string, Product>([[bottle.id, bottle], [mug.id, mug]]);
const line = (productId: string, id: string, quantity: number, kind: 'sku' | 'combo' = 'sku') => ({ productId, kind, id, quantity }) as OrderLine;

describe('a cart checked against what the shop sells now', () => {
  it('keeps the lines still sold, with what the shopper sees of each', () => {
    const result = validateCartLines([line('bottle', 'blue', 2), line('bottle', 'family', 1, 'combo'), line('mug', 'white', 1)], products);
    expect(result).toStrictEqual({
      removed: 0,
      lines: [
        { productId: 'bottle', kind: 'sku', id: 'blue', quantity: 2, view: { title: 'Bottle', name: 'Blue 500 ml', image: '/demo/blue.webp', unitPrice: 69000, originalUnitPrice: 128000, currency: 'TWD', maxQuantity: MAX_QUANTITY } },
        { productId: 'bottle', kind: 'combo', id: 'family', quantity: 1, view: { title: 'Bottle', name: 'Family pack', image: '/demo/hero-1-960.webp', unitPrice: 189000, originalUnitPrice: 404000, currency: 'TWD', maxQuantity: MAX_QUANTITY } },
        { productId: 'mug', kind: 'sku', id: 'white', quantity: 1, view: { title: 'Mug', name: 'White', image: null, unitPrice: 30000, originalUnitPrice: 50000, currency: 'TWD', maxQuantity: 3 } },
      ],
    });
  });

  it('removes the lines of products no longer sold and of skus or combos gone, and counts them', () => {
    const result = validateCartLines([line('kettle', 'steel', 1), line('bottle', 'green', 1), line('bottle', 'blue', 1, 'combo'), line('bottle', 'coral', 1)], products);
    expect(result.lines.map((kept) => kept.id)).toEqual(['coral']);
    expect(result.removed).toBe(3);
  });

  it('brings each quantity within one and the product’s purchase limit, in whole units', () => {
    const result = validateCartLines([line('mug', 'white', 7), line('bottle', 'blue', 0), line('bottle', 'coral', 2.6), line('bottle', 'family', 80, 'combo')], products);
    expect(result.lines.map((kept) => kept.quantity)).toEqual([3, 1, 2, MAX_QUANTITY]);
  });

  it('shows the running sale’s price, and the usual one once it ended', () => {
    const onSale = testProduct({ sale: { id: 'flash', kind: 'flash', percentOff: 10, endsAt: '2026-12-01T00:00:00.000Z' } });
    const lines = [line('bottle', 'blue', 1)];
    expect(validateCartLines(lines, new Map([[onSale.id, onSale]]), undefined, Date.parse('2026-11-30T00:00:00.000Z')).lines[0]!.view.unitPrice).toBe(62100);
    expect(validateCartLines(lines, new Map([[onSale.id, onSale]]), undefined, Date.parse('2026-12-02T00:00:00.000Z')).lines[0]!.view.unitPrice).toBe(69000);
  });

  it('says what the order form will charge when the zone is given', () => {
    const result = validateCartLines([line('bottle', 'blue', 2), line('mug', 'white', 1)], products, requireZone(1));
    expect(result.total).toBe(69000 * 2 + 30000 + mug.freight);
    expect('total' in validateCartLines([line('bottle', 'blue', 2)], products)).toBe(false);
  });

  it('says no total for an empty cart, nor for one the order form would refuse', () => {
    expect('total' in validateCartLines([line('kettle', 'steel', 1)], products, requireZone(1))).toBe(false);
    const limited = testProduct({ purchaseLimit: 3 });
    expect('total' in validateCartLines([line('bottle', 'blue', 2), line('bottle', 'coral', 2)], new Map([[limited.id, limited]]), requireZone(1))).toBe(false);
  });
});
