import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { VerificationError, type CodeSent, type SendCodeInput, type VerifyCodeInput } from '../../src/domain/verification';
import { checkoutMachine, SubmitOrderError, type CheckoutEvent, type CheckoutInput, type SubmitOrderInput } from '../../machines/checkout.machine';
import { selectStep, selectTotals, selectVisibleErrors } from '../../machines/checkout.selectors';
import type { OrderView, PickupStore } from '../../src/domain/order';
import type { Coupon } from '../../src/domain/pricing';
import type { Product, Sale } from '../../src/domain/product';
import { deferred, flush } from '../helpers/deferred';
import { testProduct, VALID_TW_RECIPIENT } from '../helpers/fixtures';
import { machinePaths } from '../helpers/model-paths';
import { CODE_DELAYS, CODE_EVENTS } from '../helpers/verification-model';
import { PathCoverage } from '../helpers/path-coverage';

const taiwan = testProduct();
const macau = testProduct({ id: 'bottle-mo', zoneId: 11, currency: 'MOP' });
const placed = { orderNo: 'TW0123456789AB' } as OrderView;
const store: PickupStore = { brand: 'seven_eleven', id: '990001', name: 'Sample store', address: 'Taipei' };

/**
 * A checkout actor whose order submissions, coupon and map-store lookups the test answers by hand;
 * `endSale` ends the watched sale, `drafts` holds every draft saved (null: cleared).
 */
function startCheckout(input: Partial<CheckoutInput> & { product?: Product } = {}, clock = new SimulatedClock()) {
  const sends: { input: SendCodeInput; answer: ReturnType<typeof deferred<CodeSent>> }[] = [];
  const checks: { input: VerifyCodeInput; answer: ReturnType<typeof deferred<{ token: string }>> }[] = [];
  const submissions: { input: SubmitOrderInput; answer: ReturnType<typeof deferred<OrderView>> }[] = [];
  const couponLoads: { input: { productIds: readonly string[] }; answer: ReturnType<typeof deferred<readonly Coupon[]>> }[] = [];
  const mapLookups: ReturnType<typeof deferred<PickupStore | null>>[] = [];
  const sales: { input: { productId: string; sale: Sale | null }; end: () => void }[] = [];
  const drafts: (Pick<CheckoutInput, 'recipient' | 'deliveryMethod' | 'store' | 'paymentMethod'> | null)[] = [];
  /** Each noted lead's phone as typed then; null: the lead was dropped (the order is placed). */
  const leads: (string | null)[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      submitOrder: fromPromise<OrderView, SubmitOrderInput>(({ input }) => {
        const answer = deferred<OrderView>();
        submissions.push({ input, answer });
        return answer.promise;
      }),
      loadCoupons: fromPromise<readonly Coupon[], { productIds: readonly string[] }>(({ input }) => {
        const answer = deferred<readonly Coupon[]>();
        couponLoads.push({ input, answer });
        return answer.promise;
      }),
      findStoreFromMap: fromPromise<PickupStore | null>(() => {
        const answer = deferred<PickupStore | null>();
        mapLookups.push(answer);
        return answer.promise;
      }),
      watchSaleEnd: fromCallback<CheckoutEvent, { productId: string; sale: Sale | null }>(({ input, sendBack }) => {
        sales.push({ input, end: () => sendBack({ type: 'sale.end', productId: input.productId }) });
      }),
      sendCode: fromPromise<CodeSent, SendCodeInput>(({ input }) => {
        const answer = deferred<CodeSent>();
        sends.push({ input, answer });
        return answer.promise;
      }),
      verifyCode: fromPromise<{ token: string }, VerifyCodeInput>(({ input }) => {
        const answer = deferred<{ token: string }>();
        checks.push({ input, answer });
        return answer.promise;
      }),
    },
    actions: {
      saveDraft: ({ context }) => void drafts.push({ recipient: context.recipient, deliveryMethod: context.deliveryMethod, store: context.store, paymentMethod: context.paymentMethod }),
      clearDraft: () => void drafts.push(null),
      noteLead: ({ context }) => void leads.push(context.recipient.phone),
      dropLead: () => void leads.push(null),
    },
  });
  const actor = createActor(machine, { input: { product: taiwan, ...input }, clock });
  actor.start();
  return { actor, submissions, couponLoads, mapLookups, sales, drafts, leads, sends, checks, clock };
}

type Actor = ReturnType<typeof startCheckout>['actor'];
const fill = (actor: Actor, values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'recipient.change', field: field as never, value });
};
/** Home delivery by courier, cash on delivery: from the delivery step to the form. */
const toForm = (actor: Actor) => {
  actor.send({ type: 'delivery.select', method: 'tw_courier' });
  actor.send({ type: 'delivery.confirm' });
  actor.send({ type: 'payment.confirm' });
};
const TW_FORM = { ...VALID_TW_RECIPIENT, city: '臺北市', district: '中正區' };

describe('the checkout machine: what is bought', () => {
  it('goes to delivery when the shopper arrives with a choice', () => {
    const { actor } = startCheckout({ selection: { kind: 'sku', id: 'coral', quantity: 2 } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'delivery' });
    expect(actor.getSnapshot().context.lines).toEqual([{ productId: 'bottle', kind: 'sku', id: 'coral', quantity: 2 }]);
  });

  it('opens the sku step when nothing is chosen, and moves on only once something is', () => {
    const { actor } = startCheckout({ selection: null });
    expect(selectStep(actor.getSnapshot())).toBe('sku');
    actor.send({ type: 'sku.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('sku');
    actor.send({ type: 'sku.select', kind: 'combo', id: 'family' });
    actor.send({ type: 'sku.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('delivery');
  });

  it('keeps the quantity when another sku is chosen, ignores unknown ids and clamps the quantity to 1-50', () => {
    const { actor } = startCheckout({ selection: null });
    actor.send({ type: 'sku.select', kind: 'sku', id: 'blue' });
    actor.send({ type: 'quantity.change', quantity: 3 });
    actor.send({ type: 'sku.select', kind: 'sku', id: 'coral' });
    expect(actor.getSnapshot().context.lines[0]).toMatchObject({ id: 'coral', quantity: 3 });
    actor.send({ type: 'sku.select', kind: 'sku', id: 'ghost' });
    expect(actor.getSnapshot().context.lines[0]!.id).toBe('coral');
    actor.send({ type: 'quantity.change', quantity: 0 });
    expect(actor.getSnapshot().context.lines[0]!.quantity).toBe(1);
    actor.send({ type: 'quantity.change', quantity: 500 });
    expect(actor.getSnapshot().context.lines[0]!.quantity).toBe(50);
  });

  it('takes the cart’s lines as they are: no sku step, no quantity changes', () => {
    const { actor } = startCheckout({ lines: [{ productId: 'bottle', kind: 'sku', id: 'blue', quantity: 2 }] });
    expect(actor.getSnapshot().context.source).toBe('cart');
    toForm(actor);
    actor.send({ type: 'quantity.change', quantity: 5 });
    actor.send({ type: 'sku.change' });
    expect(selectStep(actor.getSnapshot())).toBe('recipient');
    expect(actor.getSnapshot().context.lines[0]!.quantity).toBe(2);
  });
});

describe('the checkout machine: delivery and payment', () => {
  it('passes the steps a zone answers by itself (Macau: home delivery, cash on delivery)', () => {
    const { actor } = startCheckout({ product: macau });
    expect(selectStep(actor.getSnapshot())).toBe('recipient');
    expect(actor.getSnapshot().context).toMatchObject({ deliveryMethod: 'home', paymentMethod: 'cod' });
  });

  it('needs a store before a pickup order goes on, and shows that it is missing', () => {
    const { actor } = startCheckout();
    actor.send({ type: 'delivery.select', method: 'seven_eleven' });
    actor.send({ type: 'delivery.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('delivery');
    expect(selectVisibleErrors(actor.getSnapshot().context).store).toEqual({ key: 'chooseStore' });
    actor.send({ type: 'store.select', store });
    actor.send({ type: 'delivery.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('payment');
  });

  it('refuses a store of another chain, and drops the store when the shopper picks another method', () => {
    const { actor } = startCheckout();
    actor.send({ type: 'delivery.select', method: 'family_mart' });
    actor.send({ type: 'store.select', store });
    expect(actor.getSnapshot().context.store).toBeNull();
    actor.send({ type: 'delivery.select', method: 'seven_eleven' });
    actor.send({ type: 'store.select', store });
    actor.send({ type: 'delivery.select', method: 'tw_courier' });
    expect(actor.getSnapshot().context.store).toBeNull();
  });

  it('offers only the zone’s methods', () => {
    const { actor } = startCheckout();
    actor.send({ type: 'delivery.select', method: 'sf_station' });
    expect(actor.getSnapshot().context.deliveryMethod).toBe('seven_eleven');
    toForm(actor);
    actor.send({ type: 'payment.change' });
    actor.send({ type: 'payment.select', method: 'kr_card' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('cod');
    actor.send({ type: 'payment.select', method: 'card' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('card');
  });

  it('goes back to an earlier step from the form and keeps what was typed', () => {
    const { actor } = startCheckout();
    toForm(actor);
    fill(actor, { name: '王小明' });
    actor.send({ type: 'delivery.change' });
    expect(selectStep(actor.getSnapshot())).toBe('delivery');
    expect(actor.getSnapshot().context.recipient.name).toBe('王小明');
  });
});

describe('the checkout machine: coupons and sales', () => {
  it('takes the best received coupon the order reaches off the total, and sends it with the order', async () => {
    const { actor, submissions, couponLoads } = startCheckout({ selection: { kind: 'sku', id: 'blue', quantity: 1 }, recipient: TW_FORM });
    couponLoads[0]!.answer.resolve([{ id: 'small', threshold: 0, amount: 1000 }, { id: 'big', threshold: 100000, amount: 9000 }]);
    await flush();
    expect(selectTotals(actor.getSnapshot().context)).toMatchObject({ ok: true, totals: { couponDeduction: 1000 } });
    toForm(actor);
    actor.send({ type: 'quantity.change', quantity: 2 });
    expect(selectTotals(actor.getSnapshot().context)).toMatchObject({ ok: true, totals: { couponDeduction: 9000 } });
    actor.send({ type: 'order.submit' });
    expect(submissions[0]!.input.couponId).toBe('big');
  });

  it('drops the sale price when its countdown ends, and orders at the full price', () => {
    const onSale = testProduct({ sale: { id: 'flash', kind: 'flash', percentOff: 10, endsAt: '2099-01-01T00:00:00Z' } });
    const { actor } = startCheckout({ product: onSale, selection: { kind: 'sku', id: 'blue', quantity: 1 } });
    expect(selectTotals(actor.getSnapshot().context)).toMatchObject({ ok: true, totals: { activityDeduction: 6900, total: 62100 } });
    actor.send({ type: 'sale.end', productId: onSale.id });
    expect(selectTotals(actor.getSnapshot().context)).toMatchObject({ ok: true, totals: { activityDeduction: 0, total: 69000 } });
  });
});

describe('the checkout machine: a draft after a reload', () => {
  it('starts with the delivery, store and payment chosen before, where the zone still offers them', () => {
    const { actor } = startCheckout({ deliveryMethod: 'seven_eleven', store, paymentMethod: 'card' });
    expect(actor.getSnapshot().context).toMatchObject({ deliveryMethod: 'seven_eleven', store, paymentMethod: 'card' });
    const { actor: other } = startCheckout({ deliveryMethod: 'sf_station', store: { ...store, brand: 'sf_station' }, paymentMethod: 'kr_card' });
    expect(other.getSnapshot().context).toMatchObject({ deliveryMethod: 'seven_eleven', store: null, paymentMethod: 'cod' });
  });
});

describe('the checkout machine: the address', () => {
  it('clears the district when another county is chosen, and fills the district’s postal code', () => {
    const { actor } = startCheckout({ recipient: { ...TW_FORM, postalCode: '' } });
    toForm(actor);
    actor.send({ type: 'address.choose', field: 'city', value: '高雄市' });
    expect(actor.getSnapshot().context.recipient).toMatchObject({ city: '高雄市', district: '' });
    actor.send({ type: 'address.choose', field: 'district', value: '鳳山區', postalCode: '830' });
    expect(actor.getSnapshot().context.recipient).toMatchObject({ city: '高雄市', district: '鳳山區', postalCode: '830' });
  });

  it('keeps a longer postal code the shopper typed when it belongs to the district', () => {
    const { actor } = startCheckout({ recipient: { ...TW_FORM, postalCode: '830001' } });
    toForm(actor);
    actor.send({ type: 'address.choose', field: 'district', value: '鳳山區', postalCode: '830' });
    expect(actor.getSnapshot().context.recipient.postalCode).toBe('830001');
    actor.send({ type: 'address.choose', field: 'district', value: '中正區', postalCode: '100' });
    expect(actor.getSnapshot().context.recipient.postalCode).toBe('100');
  });
});

describe('the checkout machine: submitting', () => {
  it('shows a field error only after the shopper leaves the field, and every error after a submit', () => {
    const { actor } = startCheckout();
    toForm(actor);
    fill(actor, { phone: '123' });
    expect(selectVisibleErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'recipient.blur', field: 'phone' });
    expect(Object.keys(selectVisibleErrors(actor.getSnapshot().context))).toEqual(['phone']);
    actor.send({ type: 'order.submit' });
    expect(selectStep(actor.getSnapshot())).toBe('recipient');
    expect(Object.keys(selectVisibleErrors(actor.getSnapshot().context)).sort()).toEqual(['address', 'city', 'district', 'name', 'phone', 'postalCode']);
  });

  it('submits the lines, delivery, store, payment, the typed recipient, the total it showed and a fresh key', () => {
    const { actor, submissions } = startCheckout({ selection: { kind: 'sku', id: 'blue', quantity: 2 } });
    actor.send({ type: 'delivery.select', method: 'seven_eleven' });
    actor.send({ type: 'store.select', store });
    actor.send({ type: 'delivery.confirm' });
    actor.send({ type: 'payment.select', method: 'card' });
    actor.send({ type: 'payment.confirm' });
    fill(actor, TW_FORM);
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submissions[0]!.input).toMatchObject({
      productId: 'bottle',
      lines: [{ productId: 'bottle', kind: 'sku', id: 'blue', quantity: 2 }],
      deliveryMethod: 'seven_eleven',
      store,
      paymentMethod: 'card',
      expectedTotal: 138000,
      recipient: expect.objectContaining(TW_FORM),
    });
    expect(submissions[0]!.input.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('charges the outlying-island postage it shows when the postal code is remote', () => {
    const { actor, submissions } = startCheckout();
    toForm(actor);
    fill(actor, { ...TW_FORM, postalCode: '880' });
    actor.send({ type: 'order.submit' });
    expect(submissions[0]!.input.expectedTotal).toBe(69000 + 15000);
  });

  it('ends placed with the order once the server accepts', async () => {
    const { actor, submissions } = startCheckout();
    toForm(actor);
    fill(actor, TW_FORM);
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.resolve(placed);
    await flush();
    expect(actor.getSnapshot().value).toBe('placed');
    expect(actor.getSnapshot().context.order).toBe(placed);
  });

  it('keeps everything typed on a network failure, and a retry reuses the idempotency key', async () => {
    const { actor, submissions } = startCheckout();
    toForm(actor);
    fill(actor, { ...TW_FORM, remark: 'Ring twice' });
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.reject(new SubmitOrderError({ kind: 'network', message: 'timeout' }));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'networkFailure' });
    expect(actor.getSnapshot().context.recipient).toMatchObject({ ...TW_FORM, remark: 'Ring twice' });
    actor.send({ type: 'order.retry' });
    expect(submissions[1]!.input.idempotencyKey).toBe(submissions[0]!.input.idempotencyKey);
  });

  it('treats an unexpected error from the submission like a network failure', async () => {
    const { actor, submissions } = startCheckout();
    toForm(actor);
    fill(actor, TW_FORM);
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'networkFailure' });
  });

  it('uses a new idempotency key once the order changes after a failure', async () => {
    const { actor, submissions } = startCheckout();
    toForm(actor);
    fill(actor, TW_FORM);
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.reject(new SubmitOrderError({ kind: 'network', message: 'timeout' }));
    await flush();
    fill(actor, { address: '重慶南路一段123號' });
    actor.send({ type: 'order.submit' });
    expect(submissions[1]!.input.idempotencyKey).not.toBe(submissions[0]!.input.idempotencyKey);
  });

  it('returns to the form with the reason when the server refuses, keeping what was typed', async () => {
    const { actor, submissions } = startCheckout();
    toForm(actor);
    fill(actor, TW_FORM);
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.reject(new SubmitOrderError({ kind: 'rejected', message: 'The price has changed.' }));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'recipient' });
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'rejected', message: 'The price has changed.' });
    expect(actor.getSnapshot().context.recipient).toMatchObject(TW_FORM);
    actor.send({ type: 'order.submit' });
    expect(submissions[1]!.input.idempotencyKey).toBe(submissions[0]!.input.idempotencyKey);
  });

  it('cannot submit twice while a submission is running', () => {
    const { actor, submissions } = startCheckout();
    toForm(actor);
    fill(actor, TW_FORM);
    actor.send({ type: 'order.submit' });
    actor.send({ type: 'order.submit' });
    expect(submissions).toHaveLength(1);
  });
});

describe('the checkout machine: what it loads and watches while the shopper fills the form', () => {
  it('takes the coupons the shopper received off the total once they have loaded', async () => {
    const { actor, couponLoads } = startCheckout({ selection: { kind: 'sku', id: 'blue', quantity: 1 } });
    expect(couponLoads[0]!.input.productIds).toEqual(['bottle']);
    couponLoads[0]!.answer.resolve([{ id: 'welcome', threshold: 0, amount: 1000 }]);
    await flush();
    expect(selectTotals(actor.getSnapshot().context)).toMatchObject({ ok: true, totals: { couponDeduction: 1000, total: 68000 } });
  });

  it('shows the full price without coupons when they cannot be loaded, and the form stays usable', async () => {
    const { actor, couponLoads } = startCheckout({ selection: { kind: 'sku', id: 'blue', quantity: 1 } });
    couponLoads[0]!.answer.reject(new Error('offline'));
    await flush();
    expect(selectTotals(actor.getSnapshot().context)).toMatchObject({ ok: true, totals: { couponDeduction: 0, total: 69000 } });
    expect(selectStep(actor.getSnapshot())).toBe('delivery');
  });

  it('drops the sale price from the total the moment the sale ends', () => {
    const onSale = testProduct({ sale: { id: 'flash', kind: 'flash', percentOff: 10, endsAt: '2099-01-01T00:00:00Z' } });
    const { actor, sales } = startCheckout({ product: onSale, selection: { kind: 'sku', id: 'blue', quantity: 1 } });
    expect(sales[0]!.input.productId).toBe(onSale.id);
    expect(selectTotals(actor.getSnapshot().context)).toMatchObject({ ok: true, totals: { total: 62100 } });
    sales[0]!.end();
    expect(selectTotals(actor.getSnapshot().context)).toMatchObject({ ok: true, totals: { activityDeduction: 0, total: 69000 } });
  });

  it('finds what was typed and chosen before a reload, keeps each change for the next one, and forgets it once the order is placed', async () => {
    const { actor, submissions, drafts } = startCheckout({ recipient: { name: '王小明' }, deliveryMethod: 'tw_courier', paymentMethod: 'card' });
    expect(actor.getSnapshot().context).toMatchObject({ recipient: { name: '王小明' }, deliveryMethod: 'tw_courier', paymentMethod: 'card' });
    actor.send({ type: 'delivery.confirm' });
    actor.send({ type: 'payment.confirm' });
    fill(actor, TW_FORM);
    expect(drafts.at(-1)).toMatchObject({ recipient: TW_FORM, deliveryMethod: 'tw_courier', paymentMethod: 'card' });
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.resolve(placed);
    await flush();
    expect(drafts.at(-1)).toBeNull();
  });

  it('notes the recipient for an abandoned-form lead as it is typed, and drops the lead once the order is placed', async () => {
    const { actor, submissions, leads } = startCheckout({ deliveryMethod: 'tw_courier', paymentMethod: 'cod' });
    toForm(actor);
    fill(actor, { phone: '0912' });
    fill(actor, { phone: '0912345678' });
    expect(leads).toEqual(['0912', '0912345678']);
    fill(actor, TW_FORM);
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.resolve(placed);
    await flush();
    expect(leads.at(-1)).toBeNull();
  });

  it('chooses the store the shopper picked on the chain’s map when they come back from it', async () => {
    const { actor, mapLookups, drafts } = startCheckout({ deliveryMethod: 'tw_courier' });
    mapLookups[0]!.resolve(store);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ deliveryMethod: 'seven_eleven', store });
    expect(drafts.at(-1)).toMatchObject({ deliveryMethod: 'seven_eleven', store });
    actor.send({ type: 'delivery.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('payment');
  });

  it('keeps the delivery chosen when the shopper did not come back from a map', async () => {
    const { actor, mapLookups } = startCheckout({ deliveryMethod: 'tw_courier' });
    mapLookups[0]!.resolve(null);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ deliveryMethod: 'tw_courier', store: null });
  });

  it('offers one less only above 1 and one more only below 50', () => {
    const { actor } = startCheckout({ selection: { kind: 'sku', id: 'blue', quantity: 1 } });
    actor.send({ type: 'sku.change' });
    expect(actor.getSnapshot().can({ type: 'quantity.change', quantity: 0 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'quantity.change', quantity: 2 })).toBe(true);
    actor.send({ type: 'quantity.change', quantity: 50 });
    expect(actor.getSnapshot().can({ type: 'quantity.change', quantity: 51 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'quantity.change', quantity: 49 })).toBe(true);
  });
});

describe('the checkout machine: phone verification', () => {
  const SENT: CodeSent = { expiresIn: 300, resendIn: 60 };
  const ready = (verification: CheckoutInput['verification']) => {
    const started = startCheckout({ recipient: TW_FORM, verification });
    toForm(started.actor);
    return started;
  };
  const typeCode = (actor: Actor, code: string) => {
    actor.send({ type: 'code.change', code });
    actor.send({ type: 'code.submit' });
  };

  it('places the order straight away where the site never asks', () => {
    const { actor, sends, submissions } = ready('never');
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(sends).toHaveLength(0);
    expect(submissions[0]!.input.verificationToken).toBeUndefined();
  });

  it('where the site always asks: sends a code to the form’s phone, and places the order with the token the right code gives', async () => {
    const { actor, sends, checks, submissions } = ready('always');
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().matches({ verifying: 'sending' })).toBe(true);
    expect(sends[0]!.input).toEqual({ phone: TW_FORM.phone, channel: 'sms' });
    sends[0]!.answer.resolve(SENT);
    await flush();
    expect(actor.getSnapshot().matches({ verifying: { codeEntry: { code: 'typing', resend: 'coolingDown' } } })).toBe(true);

    typeCode(actor, '12 34 5');
    expect(checks).toHaveLength(0);
    typeCode(actor, '123-456');
    expect(checks[0]!.input).toEqual({ phone: TW_FORM.phone, code: '123456' });
    checks[0]!.answer.resolve({ token: 'token-for-this-phone-000' });
    await flush();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submissions[0]!.input.verificationToken).toBe('token-for-this-phone-000');
  });

  it('asks for a code when the server says this order needs one, then sends the same order again', async () => {
    const { actor, sends, checks, submissions } = ready('risky');
    actor.send({ type: 'order.submit' });
    const key = submissions[0]!.input.idempotencyKey;
    submissions[0]!.answer.reject(new SubmitOrderError({ kind: 'verify', message: 'verify first' }));
    await flush();
    expect(actor.getSnapshot().matches({ verifying: 'sending' })).toBe(true);
    sends[0]!.answer.resolve(SENT);
    await flush();
    typeCode(actor, '654321');
    checks[0]!.answer.resolve({ token: 'token-after-the-limit-00' });
    await flush();
    expect(submissions[1]!.input).toMatchObject({ idempotencyKey: key, verificationToken: 'token-after-the-limit-00' });
  });

  it('says how many tries are left after a wrong code, and ends the code after too many', async () => {
    const { actor, sends, checks } = ready('always');
    actor.send({ type: 'order.submit' });
    sends[0]!.answer.resolve(SENT);
    await flush();
    typeCode(actor, '000000');
    checks[0]!.answer.reject(new VerificationError('wrong', 'wrong', 4));
    await flush();
    expect(actor.getSnapshot().matches({ verifying: { codeEntry: { code: 'typing' } } })).toBe(true);
    expect(actor.getSnapshot().context.verification).toMatchObject({ failure: 'wrong', attemptsLeft: 4, code: '' });
    typeCode(actor, '000001');
    checks[1]!.answer.reject(new VerificationError('tooManyAttempts', 'too many'));
    await flush();
    expect(actor.getSnapshot().matches({ verifying: 'tooManyAttempts' })).toBe(true);
    actor.send({ type: 'code.resend' });
    expect(sends).toHaveLength(2);
  });

  it('offers a new code only after the cooldown, and ends the code when its five minutes are up', async () => {
    const { actor, sends, clock } = ready('always');
    actor.send({ type: 'order.submit' });
    sends[0]!.answer.resolve(SENT);
    await flush();
    actor.send({ type: 'code.resend' });
    expect(sends).toHaveLength(1);
    clock.increment(60_000);
    expect(actor.getSnapshot().matches({ verifying: { codeEntry: { resend: 'ready' } } })).toBe(true);
    actor.send({ type: 'code.resend' });
    expect(sends).toHaveLength(2);
    sends[1]!.answer.resolve(SENT);
    await flush();
    clock.increment(300_000);
    expect(actor.getSnapshot().matches({ verifying: 'expired' })).toBe(true);
  });

  it('keeps everything typed when the shopper goes back from the code to the form, and a new submit sends a new code', async () => {
    const { actor, sends, checks } = ready('always');
    actor.send({ type: 'order.submit' });
    sends[0]!.answer.resolve(SENT);
    await flush();
    actor.send({ type: 'verification.cancel' });
    expect(selectStep(actor.getSnapshot())).toBe('recipient');
    expect(actor.getSnapshot().context.recipient).toMatchObject(TW_FORM);
    actor.send({ type: 'order.submit' });
    sends[1]!.answer.resolve(SENT);
    await flush();
    typeCode(actor, '123456');
    checks[0]!.answer.resolve({ token: 'token-for-0912-phone-00' });
    await flush();
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('shows a send that failed and lets the shopper ask again', async () => {
    const { actor, sends } = ready('always');
    actor.send({ type: 'order.submit' });
    sends[0]!.answer.reject(new VerificationError('network', 'offline'));
    await flush();
    expect(actor.getSnapshot().matches({ verifying: 'sendFailed' })).toBe(true);
    expect(actor.getSnapshot().context.verification.failure).toBe('network');
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().matches({ verifying: 'sending' })).toBe(true);
  });
});

describe('the checkout machine: leaving', () => {
  it('lets the shopper leave an untouched form at once', () => {
    const { actor } = startCheckout();
    actor.send({ type: 'checkout.leave' });
    expect(actor.getSnapshot().value).toBe('left');
  });

  it('asks before a filled form is left, and going back returns to the same step with everything kept', () => {
    const { actor } = startCheckout();
    toForm(actor);
    fill(actor, { name: '王小明' });
    actor.send({ type: 'delivery.change' });
    actor.send({ type: 'checkout.leave' });
    expect(actor.getSnapshot().value).toBe('confirmingLeave');
    actor.send({ type: 'leave.cancel' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'delivery' });
    expect(actor.getSnapshot().context.recipient.name).toBe('王小明');
    actor.send({ type: 'checkout.leave' });
    actor.send({ type: 'leave.confirm' });
    expect(actor.getSnapshot().value).toBe('left');
  });
});

// ---- model-based: paths generated from the machine, replayed against a running actor ------------

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

const error = (kind: 'network' | 'rejected' | 'verify') => ({ type: 'xstate.error.actor.submitOrder', error: new SubmitOrderError({ kind, message: kind }) }) as unknown as CheckoutEvent;

const MODEL_EVENTS: CheckoutEvent[] = [
  { type: 'sku.select', kind: 'combo', id: 'family' },
  { type: 'sku.confirm' },
  { type: 'sku.change' },
  { type: 'quantity.change', quantity: 2 },
  { type: 'delivery.select', method: 'seven_eleven' },
  { type: 'delivery.select', method: 'tw_courier' },
  { type: 'store.select', store },
  { type: 'delivery.confirm' },
  { type: 'delivery.change' },
  { type: 'payment.select', method: 'card' },
  { type: 'payment.confirm' },
  { type: 'payment.change' },
  { type: 'recipient.change', field: 'phone', value: '0912345678' },
  { type: 'recipient.change', field: 'phone', value: '12345' },
  { type: 'recipient.blur', field: 'phone' },
  { type: 'address.choose', field: 'district', value: '中正區', postalCode: '100' },
  { type: 'sale.end', productId: 'bottle' },
  { type: 'order.submit' },
  { type: 'order.retry' },
  { type: 'checkout.leave' },
  { type: 'leave.cancel' },
  { type: 'leave.confirm' },
  { type: 'xstate.done.actor.submitOrder', output: placed } as unknown as CheckoutEvent,
  error('network'),
  error('rejected'),
  { type: 'xstate.done.actor.loadCoupons', output: [{ id: 'received', threshold: 0, amount: 2000 }] } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.loadCoupons', error: new Error('offline') } as unknown as CheckoutEvent,
  { type: 'xstate.done.actor.findStoreFromMap', output: store } as unknown as CheckoutEvent,
  { type: 'xstate.done.actor.findStoreFromMap', output: null } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.findStoreFromMap', error: new Error('offline') } as unknown as CheckoutEvent,
];

/**
 * Phone verification's model: a site that always asks, the form filled, and only the events that
 * reach the order (the other steps' events are the models above; with them this one grows past
 * twenty thousand paths).
 */
const VERIFICATION_EVENTS: CheckoutEvent[] = [
  { type: 'delivery.confirm' },
  { type: 'payment.confirm' },
  { type: 'recipient.change', field: 'phone', value: '0912345678' },
  { type: 'recipient.change', field: 'phone', value: '0987654321' },
  { type: 'order.submit' },
  { type: 'order.retry' },
  { type: 'xstate.done.actor.submitOrder', output: placed } as unknown as CheckoutEvent,
  error('network'),
  error('rejected'),
  error('verify'),
  ...CODE_EVENTS,
];

/** What matters of a snapshot for the model: its state and the choices and facts guards read. */
export function serializeCheckout(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    lines: context.lines.map((line) => line.kind),
    delivery: context.deliveryMethod,
    store: context.store !== null,
    payment: context.paymentMethod,
    phone: context.recipient.phone,
    failure: context.failure?.kind ?? null,
    revealAll: context.revealAll,
    code: context.verification.code.length,
    token: context.verification.token !== null,
    verification: context.verification.failure,
  });
}

const INPUTS: { name: string; input: CheckoutInput; paths: number; events?: CheckoutEvent[] }[] = [
  { name: 'Taiwan, arriving with a choice, the phone still missing', input: { product: taiwan, recipient: { ...TW_FORM, phone: '' } }, paths: 3496 },
  { name: 'Taiwan, arriving without a choice, nothing typed yet', input: { product: taiwan, selection: null }, paths: 1480 },
  { name: 'Macau (one delivery and one payment method)', input: { product: macau, recipient: { name: '陳大文', phone: '', address: '新馬路 1 號' } }, paths: 360 },
  {
    name: 'Taiwan, the form filled, on a site that asks for a verified phone on every order',
    input: { product: taiwan, recipient: TW_FORM, deliveryMethod: 'tw_courier', verification: 'always' },
    paths: 648,
    events: VERIFICATION_EVENTS,
  },
];

const coverage = new PathCoverage('checkout', checkoutMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe.each(INPUTS)('generated checkout paths: $name', ({ input, paths: expected, events = MODEL_EVENTS }) => {
  const { model, paths } = machinePaths(checkoutMachine, { events, input, serializeState: (snapshot: Snapshot) => serializeCheckout(snapshot), cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(expected);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, submissions, couponLoads, mapLookups, sends, checks, clock } = startCheckout(input);
    const same = (modelSnapshot: Snapshot) => expect(serializeCheckout(actor.getSnapshot())).toBe(serializeCheckout(modelSnapshot));
    const answer = async (settle: (pending: (typeof submissions)[number]) => void) => {
      const pending = submissions.at(-1);
      if (!pending) throw new Error('no submission is running');
      settle(pending);
      await flush();
    };
    const send = ({ event }: { event: unknown }) => void actor.send(event as CheckoutEvent);
    // Coupons and the map's store load once, when the checkout opens: the first answer settles
    // the running lookup; the model may answer again, which the actor then takes as sent.
    const settled = new Set<string>();
    const once = async (id: string, settle: () => void, event: unknown) => {
      if (settled.has(id)) send({ event });
      else settle();
      settled.add(id);
      await flush();
    };
    const output = (event: unknown) => (event as { output: never }).output;
    const settleLast = async <T,>(pending: T[], settle: (last: T) => void) => {
      if (!pending.at(-1)) throw new Error('nothing is running');
      settle(pending.at(-1)!);
      await flush();
    };
    const failure = (event: unknown) => (event as { error: unknown }).error;
    await model.testPath(path, {
      states: { editing: same, confirmingLeave: same, verifying: same, submitting: same, placed: same, left: same },
      events: {
        ...Object.fromEntries(events.filter((event) => !event.type.startsWith('xstate.')).map((event) => [event.type, send])),
        'xstate.done.actor.sendCode': ({ event }: { event: unknown }) => settleLast(sends, (pending) => pending.answer.resolve(output(event))),
        'xstate.error.actor.sendCode': ({ event }: { event: unknown }) => settleLast(sends, (pending) => pending.answer.reject(failure(event))),
        'xstate.done.actor.verifyCode': ({ event }: { event: unknown }) => settleLast(checks, (pending) => pending.answer.resolve(output(event))),
        'xstate.error.actor.verifyCode': ({ event }: { event: unknown }) => settleLast(checks, (pending) => pending.answer.reject(failure(event))),
        ...Object.fromEntries(Object.entries(CODE_DELAYS).map(([type, ms]) => [type, () => void clock.increment(ms)])),
        'xstate.done.actor.submitOrder': () => answer((pending) => pending.answer.resolve(placed)),
        'xstate.error.actor.submitOrder': ({ event }: { event: unknown }) => answer((pending) => pending.answer.reject((event as { error: unknown }).error)),
        'xstate.done.actor.loadCoupons': ({ event }: { event: unknown }) => once('loadCoupons', () => couponLoads[0]!.answer.resolve(output(event)), event),
        'xstate.error.actor.loadCoupons': ({ event }: { event: unknown }) => once('loadCoupons', () => couponLoads[0]!.answer.reject(failure(event)), event),
        'xstate.done.actor.findStoreFromMap': ({ event }: { event: unknown }) => once('findStoreFromMap', () => mapLookups[0]!.resolve(output(event)), event),
        'xstate.error.actor.findStoreFromMap': ({ event }: { event: unknown }) => once('findStoreFromMap', () => mapLookups[0]!.reject(failure(event)), event),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
