import { describe, expect, it } from 'vitest';
import { editLine, initialCheckoutContext } from '../../machines/checkout.context';
import { macau, store, taiwan } from '../helpers/checkout-actor';
import { EMPTY_RECIPIENT } from '../../src/domain/recipient-fields';
import { testProduct } from '../helpers/fixtures';

/** What a checkout starts from (machines/checkout.context.ts): the order form as the shopper first sees it. */

describe('a checkout as it opens', () => {
  it('opens on the product’s cheapest choice, one of it, with the zone’s first delivery and payment, nothing typed, nothing shown wrong', () => {
    expect(initialCheckoutContext({ product: taiwan })).toEqual({
      zoneId: 1,
      productId: 'bottle',
      products: { bottle: taiwan },
      lines: [{ productId: 'bottle', kind: 'sku', id: 'blue', quantity: 1 }],
      source: 'product',
      deliveryMethod: 'seven_eleven',
      paymentMethod: 'cod',
      store: null,
      recipient: EMPTY_RECIPIENT,
      coupons: [],
      touched: [],
      revealAll: false,
      idempotencyKey: '',
      attempt: null,
      order: null,
      failure: null,
      verification: { mode: 'never', phone: null, token: null, code: '', expiresIn: 300, resendIn: 60, attemptsLeft: null, failure: null },
      fromStoreMap: false,
    });
  });

  it('opens on the zone’s own methods elsewhere (Macau)', () => {
    expect(initialCheckoutContext({ product: macau })).toMatchObject({ zoneId: 11, deliveryMethod: 'home', paymentMethod: 'cod' });
  });

  it('opens on what the shopper chose on the landing page, or on nothing when they chose nothing', () => {
    expect(initialCheckoutContext({ product: taiwan, selection: { kind: 'combo', id: 'family', quantity: 3 } }).lines).toEqual([{ productId: 'bottle', kind: 'combo', id: 'family', quantity: 3 }]);
    expect(initialCheckoutContext({ product: taiwan, selection: null }).lines).toEqual([]);
  });

  it('takes a cart’s lines as they are, with every product they name', () => {
    const other = testProduct({ id: 'cup' });
    const lines = [
      { productId: 'bottle', kind: 'sku', id: 'coral', quantity: 2 },
      { productId: 'cup', kind: 'sku', id: 'blue', quantity: 1 },
    ] as const;
    const context = initialCheckoutContext({ product: taiwan, products: [other], lines });
    expect(context).toMatchObject({ source: 'cart', lines, products: { bottle: taiwan, cup: other } });
    expect(context.lines).not.toBe(lines);
  });

  it('keeps what was typed, chosen and received before a reload, where the zone offers it', () => {
    const coupons = [{ id: 'welcome', threshold: 0, amount: 1000 }];
    const context = initialCheckoutContext({ product: taiwan, recipient: { name: '王小明' }, coupons, deliveryMethod: 'seven_eleven', store, paymentMethod: 'card', verification: 'always' });
    expect(context).toMatchObject({ recipient: { name: '王小明', phone: '' }, coupons, deliveryMethod: 'seven_eleven', store, paymentMethod: 'card', verification: { mode: 'always' } });
    expect(context.coupons).not.toBe(coupons);
  });

  it('drops a store of another chain than the delivery, and methods the zone does not offer', () => {
    expect(initialCheckoutContext({ product: taiwan, deliveryMethod: 'family_mart', store })).toMatchObject({ deliveryMethod: 'family_mart', store: null });
    expect(initialCheckoutContext({ product: taiwan, deliveryMethod: 'sf_station', paymentMethod: 'kr_card' })).toMatchObject({ deliveryMethod: 'seven_eleven', paymentMethod: 'cod' });
  });
});

describe('an edit of the product line', () => {
  it('replaces the line with the edited choice, for the product on the page', () => {
    const context = initialCheckoutContext({ product: taiwan });
    expect(editLine(context, (current) => ({ ...current!, quantity: 4 }))).toEqual([{ productId: 'bottle', kind: 'sku', id: 'blue', quantity: 4 }]);
  });

  it('hands the edit no line when there is none yet, and keeps the lines when the edit gives none', () => {
    const empty = initialCheckoutContext({ product: taiwan, selection: null });
    const seen: unknown[] = [];
    expect(editLine(empty, (current) => (seen.push(current), null))).toEqual([]);
    expect(seen).toEqual([null]);
    const context = initialCheckoutContext({ product: taiwan });
    const lines = editLine(context, () => null);
    expect(lines).toEqual(context.lines);
    expect(lines).not.toBe(context.lines);
  });
});
