import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { promotionActionsMachine, type PromotionChange } from '../../machines/promotion-actions.machine';
import type { AdminCoupon } from '../../src/domain/contracts/admin-promotions';
import { flush } from '../helpers/deferred';
import { PROMOTION_SALE, START_SALE } from '../helpers/promotion-actions-model';
import { startPage } from '../helpers/promotion-actions-page';

// The promotions page's changes as the owner meets them, written by hand: the generated paths
// (promotion-actions.machine.test.ts) replay the machine against itself, so they cannot notice
// a changed target or action; these can.

const sale = PROMOTION_SALE;
const startSale = START_SALE;

describe('the promotions page’s changes', () => {
  it('sends a sale and reports it as the server answers it', async () => {
    const { page, calls, reported } = startPage();
    page.send(startSale);
    expect(page.getSnapshot().value).toBe('acting');
    expect(calls[0]!.input).toEqual(startSale);
    calls[0]!.answer.resolve(sale);
    await flush();
    expect(page.getSnapshot().value).toBe('done');
    expect(reported).toEqual([sale]);
  });

  it('keeps the change and the server’s message on a refusal, and sends it again', async () => {
    const { page, calls } = startPage();
    page.send(startSale);
    calls[0]!.answer.reject(new Error('Another sale overlaps.'));
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context).toMatchObject({ change: startSale, message: 'Another sale overlaps.' });
    page.send(startSale);
    expect(page.getSnapshot().context.message).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('ignores another change while one is being sent', () => {
    const { page, calls } = startPage();
    page.send(startSale);
    page.send({ type: 'coupon.retire', couponId: 'cp-1' });
    expect(calls).toHaveLength(1);
    expect(page.getSnapshot().context.change).toEqual(startSale);
  });
});

const CHANGES: PromotionChange[] = [
  START_SALE,
  { type: 'sale.end', productId: 'lampka', saleId: 'sale-1' },
  { type: 'coupon.add', coupon: { code: 'LATO10', kind: 'percent', value: 10 } as never },
  { type: 'coupon.retire', couponId: 'cp-1' },
  { type: 'soldCount.set', productId: 'lampka', choice: { mode: 'manual', count: 120 } as never },
];

describe('the promotions page, every change', () => {
  it.each(CHANGES.map((change) => [change.type, change] as const))('%s is sent from the start, after one went through and after one failed', async (_type, change) => {
    const { page, calls } = startPage();
    page.send(change);
    expect(page.getSnapshot().value).toBe('acting');
    expect(calls[0]!.input).toEqual(change);
    calls[0]!.answer.resolve(sale);
    await flush();
    expect(page.getSnapshot().value).toBe('done');
    page.send(change);
    expect(page.getSnapshot().value).toBe('acting');
    expect(calls[1]!.input).toEqual(change);
    calls[1]!.answer.reject(new Error('Refused.'));
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    page.send(change);
    expect(page.getSnapshot().value).toBe('acting');
    expect(page.getSnapshot().context).toMatchObject({ change, message: null });
    expect(calls).toHaveLength(3);
  });
});

describe('the promotions page, answers and failures', () => {
  it('keeps the server’s answer to the last change that went through, a coupon after a sale', async () => {
    const { page, calls, reported } = startPage();
    page.send(startSale);
    calls[0]!.answer.resolve(sale);
    await flush();
    expect(page.getSnapshot().context).toEqual({ change: startSale, answer: sale, message: null });
    const coupon = { id: 'cp-1', code: 'LATO10' } as unknown as AdminCoupon;
    page.send({ type: 'coupon.retire', couponId: 'cp-1' });
    calls[1]!.answer.resolve(coupon);
    await flush();
    expect(page.getSnapshot().context.answer).toEqual(coupon);
    expect(reported).toEqual([sale, coupon]);
  });

  it.each([
    ['an error without a message', new Error('')],
    ['something thrown that is not an error', 'offline'],
  ])('a failure with %s shows no message of its own', async (_what, thrown) => {
    const { page, calls, reported } = startPage();
    page.send(startSale);
    calls[0]!.answer.reject(thrown);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context.message).toBeNull();
    expect(reported).toEqual([]);
  });

  it('opens with nothing asked, answered or refused', () => {
    expect(startPage().page.getSnapshot().context).toEqual({ change: null, answer: null, message: null });
  });

  it('without the promotions page’s services, a change fails saying so', async () => {
    const page = createActor(promotionActionsMachine).start();
    page.send(startSale);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context.message).toBe('applyChange is provided by the promotions page');
  });
});
