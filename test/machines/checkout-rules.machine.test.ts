import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkoutMachine, SubmitOrderError, type CheckoutInput } from '../../machines/checkout.machine';
import { selectStep, selectTotals, selectVisibleErrors } from '../../machines/checkout.selectors';
import { VerificationError, type CodeSent } from '../../src/domain/verification';
import { macau, placed, startCheckout, store, taiwan, toForm, fill, TW_FORM, type Actor } from '../helpers/checkout-actor';
import { flush } from '../helpers/deferred';
import { testProduct } from '../helpers/fixtures';

/**
 * The checkout machine's rules as the shopper meets them, written by hand. They live apart from
 * the generated paths (checkout.machine.test.ts): those are built from the machine itself, so
 * they cannot notice a changed target, guard or action, and a machine that cannot be walked fails
 * their whole file before any test runs.
 */

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

  it('opens on the form with what was typed when the shopper reloads it, the delivery and payment chosen before kept', () => {
    const { actor } = startCheckout({ selection: { kind: 'sku', id: 'blue', quantity: 3 }, recipient: { name: '王小明', phone: '0912345678' }, deliveryMethod: 'seven_eleven', store, paymentMethod: 'card' });
    expect(selectStep(actor.getSnapshot())).toBe('recipient');
    expect(actor.getSnapshot().context).toMatchObject({ recipient: { name: '王小明', phone: '0912345678' }, deliveryMethod: 'seven_eleven', store, paymentMethod: 'card' });
    actor.send({ type: 'payment.change' });
    expect(selectStep(actor.getSnapshot())).toBe('payment');
  });

  it('opens on the delivery step after a reload when the pickup chosen still needs its store, and on the choice when nothing is chosen', () => {
    const typed = { name: '王小明' };
    expect(selectStep(startCheckout({ recipient: typed, deliveryMethod: 'seven_eleven' }).actor.getSnapshot())).toBe('delivery');
    expect(selectStep(startCheckout({ recipient: typed, deliveryMethod: 'tw_courier', selection: null }).actor.getSnapshot())).toBe('sku');
    expect(selectStep(startCheckout({ recipient: { name: '  ' }, deliveryMethod: 'tw_courier' }).actor.getSnapshot())).toBe('delivery');
  });

  it('opens on the delivery step when the shopper comes back from a chain’s store map, what was typed kept for the form', async () => {
    const { actor, mapLookups } = startCheckout({ recipient: { name: '王小明' }, deliveryMethod: 'seven_eleven', store, fromStoreMap: true });
    expect(selectStep(actor.getSnapshot())).toBe('delivery');
    mapLookups[0]!.resolve({ ...store, id: '990002', name: 'Another store' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ store: { id: '990002' }, recipient: { name: '王小明' } });
    actor.send({ type: 'delivery.confirm' });
    actor.send({ type: 'payment.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('recipient');
  });
});

describe('the checkout machine: the shopper switches language', () => {
  const inChinese = testProduct({
    title: '保溫瓶',
    specificationType: '顏色',
    skus: taiwan.skus.map((sku) => ({ ...sku, name: `${sku.id} 中文`, price: 1 })),
    combos: taiwan.combos.map((combo) => ({ ...combo, name: '家庭組', price: 1 })),
    sale: null,
  });

  it('names the order’s lines in the new language, at the prices and sale the order had', () => {
    const onSale = { ...taiwan, sale: { id: 'flash', kind: 'flash' as const, percentOff: 10, endsAt: '2099-01-01T00:00:00Z' } };
    const { actor } = startCheckout({ product: onSale, selection: { kind: 'sku', id: 'blue', quantity: 3 } });
    toForm(actor);
    const before = selectTotals(actor.getSnapshot().context);
    actor.send({ type: 'locale.change', products: [inChinese] });
    const after = selectTotals(actor.getSnapshot().context);
    expect(after.ok && after.totals.lines.map((line) => line.name)).toEqual(['blue 中文']);
    expect(after.ok && { ...after.totals, lines: [] }).toEqual(before.ok && { ...before.totals, lines: [] });
    expect(actor.getSnapshot().context.products.bottle!.title).toBe('保溫瓶');
    expect(selectStep(actor.getSnapshot())).toBe('recipient');
  });

  it('names a combo in the new language, and keeps the texts of a product the new language did not bring', () => {
    const { actor } = startCheckout({ selection: { kind: 'combo', id: 'family', quantity: 1 } });
    actor.send({ type: 'locale.change', products: [testProduct({ id: 'another', title: '別的' })] });
    expect(actor.getSnapshot().context.products.bottle!.title).toBe('Bottle');
    actor.send({ type: 'locale.change', products: [inChinese] });
    const totals = selectTotals(actor.getSnapshot().context);
    expect(totals.ok && totals.totals.lines.map((line) => line.name)).toEqual(['家庭組']);
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


/** The form filled, the order sent and refused by the server: the form shows the refusal. */
async function refusedOnce(input: Partial<CheckoutInput> = {}) {
  const started = startCheckout({ recipient: TW_FORM, ...input });
  toForm(started.actor);
  started.actor.send({ type: 'order.submit' });
  started.submissions.at(-1)!.answer.reject(new SubmitOrderError({ kind: 'rejected', message: 'The price has changed.' }));
  await flush();
  return started;
}

/** The form filled, the order sent and lost on the way: the form offers a retry. */
async function lostOnce() {
  const started = startCheckout({ recipient: TW_FORM });
  toForm(started.actor);
  started.actor.send({ type: 'order.submit' });
  started.submissions.at(-1)!.answer.reject(new SubmitOrderError({ kind: 'network', message: 'timeout' }));
  await flush();
  return started;
}

describe('the checkout machine: each step’s ways back and forward', () => {
  it('keeps a cart’s lines when the shopper asks to change them on the delivery or payment step', () => {
    const { actor } = startCheckout({ lines: [{ productId: 'bottle', kind: 'sku', id: 'blue', quantity: 2 }] });
    actor.send({ type: 'sku.change' });
    expect(selectStep(actor.getSnapshot())).toBe('delivery');
    actor.send({ type: 'delivery.select', method: 'tw_courier' });
    actor.send({ type: 'delivery.confirm' });
    actor.send({ type: 'sku.change' });
    expect(selectStep(actor.getSnapshot())).toBe('payment');
  });

  it('goes back to the sku step from delivery and from payment for a product bought on its own page', () => {
    const { actor } = startCheckout();
    actor.send({ type: 'sku.change' });
    expect(selectStep(actor.getSnapshot())).toBe('sku');
    actor.send({ type: 'sku.confirm' });
    actor.send({ type: 'delivery.select', method: 'tw_courier' });
    actor.send({ type: 'delivery.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('payment');
    actor.send({ type: 'sku.change' });
    expect(selectStep(actor.getSnapshot())).toBe('sku');
  });

  it('goes from payment back to delivery, and on to the form once the payment is confirmed', () => {
    const { actor } = startCheckout();
    actor.send({ type: 'delivery.select', method: 'tw_courier' });
    actor.send({ type: 'delivery.confirm' });
    actor.send({ type: 'delivery.change' });
    expect(selectStep(actor.getSnapshot())).toBe('delivery');
    actor.send({ type: 'delivery.confirm' });
    actor.send({ type: 'payment.confirm' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'recipient' });
  });

  it('goes from the form to the payment step and the sku step', () => {
    const { actor } = startCheckout();
    toForm(actor);
    actor.send({ type: 'payment.change' });
    expect(selectStep(actor.getSnapshot())).toBe('payment');
    actor.send({ type: 'payment.confirm' });
    actor.send({ type: 'sku.change' });
    expect(selectStep(actor.getSnapshot())).toBe('sku');
  });

  it('saves the draft each time the shopper picks a delivery, a store or a payment', () => {
    const { actor, drafts } = startCheckout();
    actor.send({ type: 'delivery.select', method: 'seven_eleven' });
    expect(drafts).toHaveLength(1);
    actor.send({ type: 'store.select', store });
    expect(drafts.at(-1)).toMatchObject({ deliveryMethod: 'seven_eleven', store });
    actor.send({ type: 'delivery.confirm' });
    actor.send({ type: 'payment.select', method: 'card' });
    expect(drafts.at(-1)).toMatchObject({ paymentMethod: 'card' });
    expect(drafts).toHaveLength(3);
  });

  it('saves the draft when a place is chosen from the list', () => {
    const { actor, drafts } = startCheckout();
    toForm(actor);
    actor.send({ type: 'address.choose', field: 'city', value: '高雄市' });
    expect(drafts.at(-1)).toMatchObject({ recipient: { city: '高雄市' } });
  });

  it('keeps the store when the shopper picks its own chain again', () => {
    const { actor } = startCheckout();
    actor.send({ type: 'delivery.select', method: 'seven_eleven' });
    actor.send({ type: 'store.select', store });
    actor.send({ type: 'delivery.select', method: 'seven_eleven' });
    expect(actor.getSnapshot().context.store).toEqual(store);
  });

  it('forgets the draft when the shopper leaves', () => {
    const { actor, drafts } = startCheckout();
    actor.send({ type: 'checkout.leave' });
    expect(drafts).toEqual([null]);
  });
});

describe('the checkout machine: a refusal’s message goes once the shopper changes something', () => {
  const cases: [string, (actor: Actor) => void, string][] = [
    ['a field typed', (actor) => fill(actor, { name: '陳大文' }), 'recipient'],
    ['a place chosen', (actor) => actor.send({ type: 'address.choose', field: 'district', value: '中正區', postalCode: '100' }), 'recipient'],
    ['the quantity', (actor) => actor.send({ type: 'quantity.change', quantity: 3 }), 'recipient'],
    ['the sku step opened', (actor) => actor.send({ type: 'sku.change' }), 'sku'],
    ['the delivery step opened', (actor) => actor.send({ type: 'delivery.change' }), 'delivery'],
    ['the payment step opened', (actor) => actor.send({ type: 'payment.change' }), 'payment'],
  ];
  it.each(cases)('after %s', async (_name, change, step) => {
    const { actor } = await refusedOnce();
    expect(actor.getSnapshot().context.failure?.kind).toBe('rejected');
    change(actor);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(selectStep(actor.getSnapshot())).toBe(step);
  });

  it('shows every field’s error after a refusal', async () => {
    const { actor } = await refusedOnce();
    expect(actor.getSnapshot().context.revealAll).toBe(true);
  });

  it('keeps a refusal’s message when the quantity asked is the one already there', async () => {
    const { actor } = await refusedOnce();
    actor.send({ type: 'quantity.change', quantity: 1 });
    expect(actor.getSnapshot().context.failure?.kind).toBe('rejected');
  });

  it('clears the refusal when the order is sent again', async () => {
    const { actor } = await refusedOnce();
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('clears the message of a new key’s attempt too', async () => {
    const { actor, submissions } = await refusedOnce();
    fill(actor, { address: '重慶南路一段123號' });
    actor.send({ type: 'order.submit' });
    expect(submissions[1]!.input.idempotencyKey).not.toBe(submissions[0]!.input.idempotencyKey);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('the checkout machine: after a lost connection', () => {
  it('says what went wrong, and clears it on a retry', async () => {
    const { actor } = await lostOnce();
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network', message: 'timeout' });
    actor.send({ type: 'order.retry' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('tells the error of an unexpected failure as it was', async () => {
    const { actor, submissions } = startCheckout({ recipient: TW_FORM });
    toForm(actor);
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network', message: 'TypeError: Failed to fetch' });
  });

  it('goes back to the form when the shopper types, with the change kept and the draft saved', async () => {
    const { actor, drafts, leads } = await lostOnce();
    fill(actor, { name: '陳大文' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'recipient' });
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, recipient: { name: '陳大文' } });
    expect(drafts.at(-1)).toMatchObject({ recipient: { name: '陳大文' } });
    expect(leads.at(-1)).toBe(TW_FORM.phone);
  });

  it('goes back to the form when the shopper chooses a place, with it kept and the draft saved', async () => {
    const { actor, drafts } = await lostOnce();
    actor.send({ type: 'address.choose', field: 'city', value: '高雄市' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'recipient' });
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, recipient: { city: '高雄市', district: '' } });
    expect(drafts.at(-1)).toMatchObject({ recipient: { city: '高雄市' } });
  });

  it.each([
    ['delivery.change', 'delivery'],
    ['payment.change', 'payment'],
  ] as const)('opens an earlier step on %s, the message gone', async (type, step) => {
    const { actor } = await lostOnce();
    actor.send({ type });
    expect(selectStep(actor.getSnapshot())).toBe(step);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('the checkout machine: the store picked on a chain’s map', () => {
  it('tells the page when the store picked on the map cannot be found, and keeps the delivery chosen', async () => {
    const { actor, mapLookups, mapFailures } = startCheckout({ deliveryMethod: 'tw_courier' });
    mapLookups[0]!.reject(new Error('not found'));
    await flush();
    expect(mapFailures).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ deliveryMethod: 'tw_courier', store: null });
  });

  it('says nothing when the shopper did not come from a map', async () => {
    const { mapLookups, mapFailures, drafts } = startCheckout({ deliveryMethod: 'tw_courier' });
    mapLookups[0]!.resolve(null);
    await flush();
    expect(mapFailures).toEqual([]);
    expect(drafts).toEqual([]);
  });

  it('ignores a store of a chain the zone does not offer', async () => {
    const { actor, mapLookups } = startCheckout({ deliveryMethod: 'tw_courier' });
    mapLookups[0]!.resolve({ ...store, brand: 'sf_station' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ deliveryMethod: 'tw_courier', store: null, touched: [] });
  });

  it('marks the store as chosen, so its errors show', async () => {
    const { actor, mapLookups } = startCheckout({ deliveryMethod: 'tw_courier' });
    mapLookups[0]!.resolve(store);
    await flush();
    expect(actor.getSnapshot().context.touched).toEqual(['store']);
  });
});

describe('the checkout machine: coupons and sales, more', () => {
  it('drops the coupons it started with when the shopper’s coupons cannot be loaded', async () => {
    const { actor, couponLoads } = startCheckout({ selection: { kind: 'sku', id: 'blue', quantity: 1 }, coupons: [{ id: 'welcome', threshold: 0, amount: 1000 }] });
    expect(selectTotals(actor.getSnapshot().context)).toMatchObject({ ok: true, totals: { couponDeduction: 1000 } });
    couponLoads[0]!.answer.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().context.coupons).toEqual([]);
  });

  it('watches the sale of the product on the page, and a product without a sale as none', () => {
    const sale = { id: 'flash', kind: 'flash', percentOff: 10, endsAt: '2099-01-01T00:00:00Z' } as const;
    expect(startCheckout({ product: testProduct({ sale }) }).sales[0]!.input).toEqual({ productId: 'bottle', sale });
    expect(startCheckout().sales[0]!.input).toEqual({ productId: 'bottle', sale: null });
  });

  it('ignores the end of a sale of a product the order does not hold', () => {
    const onSale = testProduct({ sale: { id: 'flash', kind: 'flash', percentOff: 10, endsAt: '2099-01-01T00:00:00Z' } });
    const { actor } = startCheckout({ product: onSale });
    actor.send({ type: 'sale.end', productId: 'another' });
    expect(Object.keys(actor.getSnapshot().context.products)).toEqual(['bottle']);
    expect(actor.getSnapshot().context.products.bottle!.sale).not.toBeNull();
  });
});

describe('the checkout machine: the phone’s code, more', () => {
  const SENT: CodeSent = { expiresIn: 300, resendIn: 60 };
  /** A site that always asks: the form filled and sent, the code on its way. */
  const asking = () => {
    const started = startCheckout({ recipient: TW_FORM, verification: 'always' });
    toForm(started.actor);
    started.actor.send({ type: 'order.submit' });
    return started;
  };
  const typeCode = (actor: Actor, code: string) => {
    actor.send({ type: 'code.change', code });
    actor.send({ type: 'code.submit' });
  };
  const verification = (actor: Actor) => actor.getSnapshot().context.verification;

  it('lets the shopper type the code already on its way when another was asked too soon', async () => {
    const { actor, sends } = asking();
    sends[0]!.answer.reject(new VerificationError('cooldown', 'wait'));
    await flush();
    expect(actor.getSnapshot().matches({ verifying: { codeEntry: { code: 'typing' } } })).toBe(true);
    expect(verification(actor).failure).toBeNull();
  });

  it('ends the code when the server says it has expired, and sends a new one when asked', async () => {
    const { actor, sends, checks } = asking();
    sends[0]!.answer.resolve(SENT);
    await flush();
    typeCode(actor, '123456');
    checks[0]!.answer.reject(new VerificationError('expired', 'expired'));
    await flush();
    expect(actor.getSnapshot().matches({ verifying: 'expired' })).toBe(true);
    expect(verification(actor)).toMatchObject({ failure: 'expired', code: '' });
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().matches({ verifying: 'sending' })).toBe(true);
    expect(sends).toHaveLength(2);
  });

  it('offers a new code exactly when the server said, and ends the code exactly when it expires', async () => {
    const { actor, sends, clock } = asking();
    sends[0]!.answer.resolve({ expiresIn: 120, resendIn: 30 });
    await flush();
    expect(verification(actor)).toMatchObject({ expiresIn: 120, resendIn: 30 });
    clock.increment(29_999);
    expect(actor.getSnapshot().matches({ verifying: { codeEntry: { resend: 'coolingDown' } } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ verifying: { codeEntry: { resend: 'ready' } } })).toBe(true);
    clock.increment(89_999);
    expect(actor.getSnapshot().matches({ verifying: 'codeEntry' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ verifying: 'expired' })).toBe(true);
  });

  it('takes the message away as soon as the shopper types again after a wrong code', async () => {
    const { actor, sends, checks } = asking();
    sends[0]!.answer.resolve(SENT);
    await flush();
    typeCode(actor, '000000');
    checks[0]!.answer.reject(new VerificationError('wrong', 'wrong', 4));
    await flush();
    actor.send({ type: 'code.change', code: '1' });
    expect(verification(actor)).toMatchObject({ failure: null, code: '1', attemptsLeft: 4 });
  });

  it('keeps the tries left it knew when a check fails for another reason, and counts an unknown failure as the network', async () => {
    const { actor, sends, checks } = asking();
    sends[0]!.answer.resolve(SENT);
    await flush();
    typeCode(actor, '000000');
    checks[0]!.answer.reject(new VerificationError('wrong', 'wrong', 3));
    await flush();
    typeCode(actor, '000001');
    checks[1]!.answer.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().matches({ verifying: { codeEntry: { code: 'typing' } } })).toBe(true);
    expect(verification(actor)).toMatchObject({ failure: 'network', attemptsLeft: 3, code: '' });
  });

  it('starts each new code afresh: no old message, no tries left, nothing typed', async () => {
    const { actor, sends, checks } = asking();
    sends[0]!.answer.resolve(SENT);
    await flush();
    typeCode(actor, '000000');
    checks[0]!.answer.reject(new VerificationError('wrong', 'wrong', 4));
    await flush();
    actor.send({ type: 'code.change', code: '12' });
    actor.send({ type: 'verification.cancel' });
    actor.send({ type: 'order.submit' });
    expect(verification(actor)).toMatchObject({ phone: TW_FORM.phone, token: null, code: '', attemptsLeft: null, failure: null });
  });

  it('clears what was typed and any message once the code is sent again', async () => {
    const { actor, sends, clock } = asking();
    sends[0]!.answer.resolve(SENT);
    await flush();
    actor.send({ type: 'code.change', code: '12' });
    clock.increment(60_000);
    actor.send({ type: 'code.resend' });
    sends[1]!.answer.resolve(SENT);
    await flush();
    expect(verification(actor)).toMatchObject({ code: '', attemptsLeft: null, failure: null });
  });

  it('does not ask again for a phone already verified when the order is sent again, but does for another phone', async () => {
    const { actor, sends, checks, submissions } = asking();
    sends[0]!.answer.resolve(SENT);
    await flush();
    typeCode(actor, '123456');
    checks[0]!.answer.resolve({ token: 'token-for-this-phone-000' });
    await flush();
    expect(verification(actor)).toMatchObject({ token: 'token-for-this-phone-000', code: '', failure: null });
    submissions[0]!.answer.reject(new SubmitOrderError({ kind: 'rejected', message: 'The price has changed.' }));
    await flush();
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submissions[1]!.input.verificationToken).toBe('token-for-this-phone-000');
    submissions[1]!.answer.reject(new SubmitOrderError({ kind: 'rejected', message: 'The price has changed.' }));
    await flush();
    fill(actor, { phone: '0987654321' });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().matches({ verifying: 'sending' })).toBe(true);
    expect(sends[1]!.input.phone).toBe('0987654321');
  });
});

describe('the checkout machine: marks, each once', () => {
  it('shows the store as missing once the shopper picked one of another chain, marking it once', () => {
    const { actor } = startCheckout();
    actor.send({ type: 'delivery.select', method: 'family_mart' });
    actor.send({ type: 'store.select', store });
    actor.send({ type: 'store.select', store });
    expect(actor.getSnapshot().context.touched).toEqual(['store']);
    expect(selectVisibleErrors(actor.getSnapshot().context).store).toEqual({ key: 'chooseStore' });
  });

  it('marks the store once however often the shopper goes on without one', () => {
    const { actor } = startCheckout();
    actor.send({ type: 'delivery.confirm' });
    actor.send({ type: 'delivery.confirm' });
    expect(actor.getSnapshot().context.touched).toEqual(['store']);
  });

  it('marks the store once when the map answers after the shopper went on without one', async () => {
    const { actor, mapLookups } = startCheckout();
    actor.send({ type: 'delivery.confirm' });
    mapLookups[0]!.resolve(store);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ store, touched: ['store'] });
  });

  it('marks a field left once only', () => {
    const { actor } = startCheckout();
    toForm(actor);
    actor.send({ type: 'recipient.blur', field: 'phone' });
    actor.send({ type: 'recipient.blur', field: 'phone' });
    expect(actor.getSnapshot().context.touched).toEqual(['phone']);
  });

  it('changes nothing when a quantity is asked before anything is chosen', () => {
    const { actor } = startCheckout({ selection: null });
    actor.send({ type: 'quantity.change', quantity: 2 });
    expect(actor.getSnapshot()).toMatchObject({ status: 'active', value: { editing: 'sku' }, context: { lines: [] } });
  });

  it('says there were too many tries with the code', async () => {
    const { actor, sends, checks } = startCheckout({ recipient: TW_FORM, verification: 'always' });
    toForm(actor);
    actor.send({ type: 'order.submit' });
    sends[0]!.answer.resolve({ expiresIn: 300, resendIn: 60 });
    await flush();
    actor.send({ type: 'code.change', code: '000000' });
    actor.send({ type: 'code.submit' });
    checks[0]!.answer.reject(new VerificationError('tooManyAttempts', 'too many', 0));
    await flush();
    expect(actor.getSnapshot().context.verification).toMatchObject({ failure: 'tooManyAttempts', attemptsLeft: 0 });
  });
});

describe('the checkout machine: its services by name', () => {
  it('runs each service under the name the funnel and the diagrams report it by', async () => {
    const { actor, submissions, sends, checks } = startCheckout({ recipient: TW_FORM, verification: 'always' });
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['findStoreFromMap', 'loadCoupons', 'watchSaleEnd']);
    toForm(actor);
    actor.send({ type: 'order.submit' });
    expect(Object.keys(actor.getSnapshot().children)).toContain('sendCode');
    sends[0]!.answer.resolve({ expiresIn: 300, resendIn: 60 });
    await flush();
    actor.send({ type: 'code.change', code: '123456' });
    actor.send({ type: 'code.submit' });
    expect(Object.keys(actor.getSnapshot().children)).toContain('verifyCode');
    checks[0]!.answer.resolve({ token: 'token-for-this-phone-000' });
    await flush();
    expect(Object.keys(actor.getSnapshot().children)).toContain('submitOrder');
    expect(submissions).toHaveLength(1);
  });
});

describe('the checkout machine: a page that forgot to give it its services', () => {
  /** The machine as defined, only the draft recorded: no page gave it a way to send anything. */
  function bare(input: Partial<CheckoutInput> = {}) {
    const drafts: string[] = [];
    const actor = createActor(checkoutMachine.provide({ actions: { saveDraft: () => void drafts.push('saved') } }), { input: { product: taiwan, recipient: TW_FORM, ...input } }).start();
    return { actor, drafts };
  }

  it('never says an order is placed: the order is not sent, as when the network is down', async () => {
    const { actor } = bare();
    toForm(actor);
    actor.send({ type: 'order.submit' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'networkFailure' });
    expect(actor.getSnapshot().context.failure?.kind).toBe('network');
  });

  it('has no coupons and no store from a map, and saves no draft for them', async () => {
    const { actor, drafts } = bare();
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ status: 'active', context: { coupons: [], store: null } });
    expect(drafts).toEqual([]);
  });

  it('says the code was not sent, and not checked', async () => {
    const { actor } = bare({ verification: 'always' });
    toForm(actor);
    actor.send({ type: 'order.submit' });
    await flush();
    expect(actor.getSnapshot().matches({ verifying: 'sendFailed' })).toBe(true);
    expect(actor.getSnapshot().context.verification.failure).toBe('network');

    const sent = createActor(
      checkoutMachine.provide({ actors: { sendCode: fromPromise(async () => ({ expiresIn: 300, resendIn: 60 })) } }),
      { input: { product: taiwan, recipient: TW_FORM, verification: 'always' } },
    ).start();
    toForm(sent);
    sent.send({ type: 'order.submit' });
    await flush();
    sent.send({ type: 'code.change', code: '123456' });
    sent.send({ type: 'code.submit' });
    await flush();
    expect(sent.getSnapshot().matches({ verifying: { codeEntry: { code: 'typing' } } })).toBe(true);
    expect(sent.getSnapshot().context.verification).toMatchObject({ failure: 'network', token: null });
  });
});

describe('the checkout machine: its ends', () => {
  it('is over once the order is placed, and once the shopper has left', async () => {
    const { actor, submissions } = startCheckout({ recipient: TW_FORM });
    toForm(actor);
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.resolve(placed);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    const { actor: leaving } = startCheckout();
    leaving.send({ type: 'checkout.leave' });
    expect(leaving.getSnapshot().status).toBe('done');
  });

  it('clears a refusal’s message when the order is sent again with a new key after the sale ended in between', async () => {
    const onSale = testProduct({ sale: { id: 'flash', kind: 'flash', percentOff: 10, endsAt: '2099-01-01T00:00:00Z' } });
    const { actor, submissions, sales } = await refusedOnce({ product: onSale });
    sales[0]!.end();
    expect(actor.getSnapshot().context.failure?.kind).toBe('rejected');
    actor.send({ type: 'order.submit' });
    expect(submissions[1]!.input.idempotencyKey).not.toBe(submissions[0]!.input.idempotencyKey);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
