import { describe, expect, it } from 'vitest';
import { priceOrder } from '../../src/domain/pricing';
import { testProduct } from '../helpers/fixtures';

describe('pricing an order', () => {
  it('charges the special price times the quantity, with free shipping when the freight is 0', () => {
    const result = priceOrder(testProduct(), [{ kind: 'sku', id: 'blue', quantity: 2 }]);
    expect(result.ok && result.totals).toMatchObject({ subtotal: 138000, shippingFee: 0, total: 138000, savings: 118000 });
  });

  it('prices a combo package at its own price', () => {
    const result = priceOrder(testProduct(), [{ kind: 'combo', id: 'family', quantity: 1 }]);
    expect(result.ok && result.totals.total).toBe(189000);
  });

  it('adds the shipping fee and the service charge', () => {
    const result = priceOrder(testProduct({ freight: 1499, serviceCharge: 300 }), [{ kind: 'sku', id: 'coral', quantity: 1 }]);
    expect(result.ok && result.totals).toMatchObject({ subtotal: 79000, shippingFee: 1499, serviceCharge: 300, total: 80799 });
  });

  it('refuses an unknown sku, a zero or fractional quantity and an empty order', () => {
    expect(priceOrder(testProduct(), [{ kind: 'sku', id: 'ghost', quantity: 1 }])).toEqual({ ok: false, problem: { code: 'unknownChoice', id: 'ghost' } });
    expect(priceOrder(testProduct(), [{ kind: 'sku', id: 'blue', quantity: 0 }]).ok).toBe(false);
    expect(priceOrder(testProduct(), [{ kind: 'sku', id: 'blue', quantity: 1.5 }]).ok).toBe(false);
    expect(priceOrder(testProduct(), [{ kind: 'sku', id: 'blue', quantity: 51 }]).ok).toBe(false);
    expect(priceOrder(testProduct(), []).ok).toBe(false);
  });

  it('does not sell a sku id as a combo', () => {
    expect(priceOrder(testProduct(), [{ kind: 'combo', id: 'blue', quantity: 1 }]).ok).toBe(false);
  });
});
