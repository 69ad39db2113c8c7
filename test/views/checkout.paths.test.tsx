import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import OrderPage from '../../src/app/pages/OrderPage';
import { SESSION_KEYS } from '../../src/app/services/storage';
import { checkoutMachine, SubmitOrderError, type CheckoutEvent, type CheckoutInput } from '../../machines/checkout.machine';
import { emptyRecipient, hasValidLines, lineViews } from '../../src/domain/checkout';
import { LanguageSwitcher } from '../../src/app/components/LanguageSwitcher';
import type { CompiledMessages } from '../../src/app/providers/locale';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import { isPickup } from '../../src/domain/zones';
import type { OrderView, PickupStore } from '../../src/domain/order';
import type { ApiResult } from '../../src/api/client';
import { API_PATHS } from '../../src/domain/api-paths';
import { VerificationError } from '../../src/domain/verification';
import { ZONES } from '../../src/domain/zones-data';
import { deferred, flush } from '../helpers/deferred';
import { testProduct, TW_ADDRESS, VALID_TW_RECIPIENT } from '../helpers/fixtures';
import { machinePaths, type ModelPath } from '../helpers/model-paths';
import { messages, renderPage, testProductRecord } from '../helpers/render-page';
import { CODE_DELAYS, CODE_EVENTS } from '../helpers/verification-model';
import { settle, viewCoverage } from '../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
type Path = ModelPath<Snapshot, CheckoutEvent>;
type Answer = ReturnType<typeof deferred<ApiResult<unknown>>>;

const coverage = viewCoverage('checkout', checkoutMachine);

const taiwan = testProduct();
const STORE: PickupStore = { brand: 'seven_eleven', id: '990001', name: 'Sample store', address: 'Taipei, Zhongzheng' };
const STORE_ROW = { ...STORE, city: 'Taipei', district: 'Zhongzheng', phone: null };
const TW_FORM = { ...VALID_TW_RECIPIENT, city: 'Taipei', district: 'Zhongzheng' };
const placed = { orderNo: 'TW0123456789AB', payment: null } as OrderView;
const PHONE_A = '0912345678';
const PHONE_B = '0912345679';

const step = (id: string) => screen.getByTestId(id);
const isOpen = (id: string) => screen.queryByTestId(id)?.classList.contains('step--open') ?? false;
const continueIn = (id: string) => fireEvent.click(within(step(id)).getByRole('button', { name: messages['checkout.continue'] }));
const changeIn = (id: string) => fireEvent.click(within(step(id)).getByRole('button', { name: messages['checkout.change'] }));
const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`.order-form [name="${name}"]`);
const type = (name: string, value: string) => fireEvent.change(field(name)!, { target: { value } });
const submitButton = () => document.querySelector<HTMLButtonElement>('.order-form button[type="submit"]');
const checked = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
const dialog = () => screen.queryByRole('dialog', { name: messages['verification.title'] });
const codeField = () => document.querySelector<HTMLInputElement>('.phone-verification input[name="code"]');

/** The order page with every call it makes waiting for the test's answer. */
function renderCheckout(options: { product?: typeof taiwan; path?: string; draft?: object; choices?: object; verification?: 'always' } = {}) {
  const calls = { sends: [] as Answer[], checks: [] as Answer[], coupons: [] as Answer[], stores: [] as { query: unknown; answer: Answer }[] };
  const wait = (list: Answer[]) => {
    const answer = deferred<ApiResult<unknown>>();
    list.push(answer);
    return answer.promise;
  };
  const api = (path: string, request: unknown) => {
    if (path === API_PATHS.sendVerification) return wait(calls.sends);
    if (path === API_PATHS.verifyPhone) return wait(calls.checks);
    if (path === API_PATHS.coupons) return wait(calls.coupons);
    if (path === API_PATHS.stores) {
      const query = (request as { query?: { id?: string } }).query;
      // The store picker's list answers at once; the store map's look-up (by id) waits for the test.
      if (!query?.id) return { ok: true as const, data: { stores: [STORE_ROW] } };
      const answer = deferred<ApiResult<unknown>>();
      calls.stores.push({ query, answer });
      return answer.promise;
    }
    return undefined;
  };
  const page = renderPage(<OrderPage productId={null} />, {
    product: options.product ?? taiwan,
    path: options.path ?? '/productOrder',
    api,
    session: {
      ...(options.draft ? { [SESSION_KEYS.draft((options.product ?? taiwan).id)]: options.draft } : {}),
      ...(options.choices ? { [SESSION_KEYS.draftChoices((options.product ?? taiwan).id)]: options.choices } : {}),
    },
    addressData: { '1': TW_ADDRESS, '1-711': { ...TW_ADDRESS, file: '1-711' } },
    site: options.verification ? { verification: options.verification } : {},
  });
  return { ...page, calls };
}

const failed = (reason: string, attemptsLeft?: number): ApiResult<unknown> => ({ ok: false, reason: 'business', code: 1015, status: 400, message: reason, data: { reason, ...(attemptsLeft === undefined ? {} : { attemptsLeft }) } });
/** The server's answer the page gets for each model answer of the code actors. */
const answerFor = (event: { type: string; error?: unknown }): ApiResult<unknown> => {
  if (event.type === 'xstate.done.actor.sendCode') return { ok: true, data: { phone: '+886912345678', channel: 'sms', expiresIn: 300, resendIn: 60 } };
  if (event.type === 'xstate.done.actor.verifyCode') return { ok: true, data: { token: 'token-of-the-model-0000', expiresIn: 900 } };
  const error = event.error as VerificationError;
  return error.reason === 'network' ? { ok: false, reason: 'network', message: 'offline' } : failed(error.reason, error.attemptsLeft ?? undefined);
};

// ---- the shopper's checkout: from choosing the bottle to the order, the phone verified on the way ----

const SHOPPER_EVENTS: CheckoutEvent[] = [
  { type: 'sku.select', kind: 'sku', id: 'coral' },
  { type: 'quantity.change', quantity: 3 },
  { type: 'sku.confirm' },
  { type: 'sku.change' },
  { type: 'delivery.select', method: 'seven_eleven' },
  { type: 'delivery.select', method: 'tw_courier' },
  { type: 'store.select', store: STORE },
  { type: 'delivery.confirm' },
  { type: 'delivery.change' },
  { type: 'payment.select', method: 'card' },
  { type: 'payment.confirm' },
  { type: 'payment.change' },
  { type: 'recipient.change', field: 'phone', value: PHONE_A },
  { type: 'recipient.change', field: 'phone', value: PHONE_B },
  { type: 'recipient.blur', field: 'name' },
  { type: 'address.choose', field: 'district', value: 'Datong', postalCode: '103' },
  { type: 'order.submit' },
  { type: 'order.retry' },
  { type: 'checkout.leave' },
  { type: 'leave.cancel' },
  { type: 'leave.confirm' },
  { type: 'xstate.done.actor.submitOrder', output: placed } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.submitOrder', error: new SubmitOrderError({ kind: 'network', message: 'timeout' }) } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.submitOrder', error: new SubmitOrderError({ kind: 'rejected', message: 'no' }) } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.submitOrder', error: new SubmitOrderError({ kind: 'verify', message: 'verify' }) } as unknown as CheckoutEvent,
  ...CODE_EVENTS,
];

/** What the guards and the view's offers read, and nothing more: the fewer states, the shorter the walks. */
const serializeShopper = (snapshot: Snapshot) => {
  const { context } = snapshot;
  const { verification } = context;
  return JSON.stringify({
    value: snapshot.value,
    lines: hasValidLines(context) ? context.lines[0]!.quantity : 0,
    delivery: context.deliveryMethod,
    store: context.store !== null,
    payment: context.paymentMethod,
    phone: context.recipient.phone,
    district: context.recipient.district,
    failure: context.failure?.kind ?? null,
    attempt: context.attempt,
    verified: verification.token !== null && verification.phone === context.recipient.phone,
    code: verification.code.length,
  });
};

/** A radio already chosen, a value already typed: the view sends nothing for them. */
function offers(snapshot: Snapshot, event: CheckoutEvent): boolean {
  const { context } = snapshot;
  switch (event.type) {
    case 'sku.select':
      return context.lines[0]?.id !== event.id;
    case 'delivery.select':
      return context.deliveryMethod !== event.method;
    case 'store.select':
      return context.deliveryMethod === 'seven_eleven' && context.store === null;
    case 'payment.select':
      return context.paymentMethod !== event.method;
    case 'recipient.change':
      return context.recipient[event.field] !== event.value;
    case 'address.choose':
      return context.recipient.district !== event.value;
    case 'code.change':
      return context.verification.code !== event.code;
    default:
      return true;
  }
}

/** The form as a reload left it: everything but the phone. */
const DRAFT = emptyRecipient({ ...TW_FORM, phone: '' });
const shopperInput: CheckoutInput = { product: taiwan, products: [], recipient: DRAFT, verification: 'always' };

/** Each model event, as the shopper (or the server) makes it happen on the page. */
function shopperActions(page: ReturnType<typeof renderCheckout>) {
  const { calls, submissions } = page;
  const shopper = (run: () => void) => () => settle(run);
  return {
    'sku.select': ({ event }: { event: { id: string } }) => settle(() => fireEvent.click(document.querySelector(`input[name="choice"][value="sku:${event.id}"]`)!)),
    'quantity.change': ({ event }: { event: { quantity: number } }) => settle(() => type('quantity', String(event.quantity))),
    'sku.confirm': shopper(() => continueIn('step-choice')),
    'sku.change': shopper(() => changeIn('step-choice')),
    'delivery.select': ({ event }: { event: { method: string } }) => settle(() => fireEvent.click(document.querySelector(`input[name="delivery"][value="${event.method}"]`)!)),
    'store.select': async () => {
      await act(flush);
      await settle(() => fireEvent.click(screen.getByRole('button', { name: /Sample store/ })));
    },
    'delivery.confirm': shopper(() => continueIn('step-delivery')),
    'delivery.change': shopper(() => changeIn('step-delivery')),
    'payment.select': ({ event }: { event: { method: string } }) => settle(() => fireEvent.click(document.querySelector(`input[name="payment"][value="${event.method}"]`)!)),
    'payment.confirm': shopper(() => continueIn('step-payment')),
    'payment.change': shopper(() => changeIn('step-payment')),
    'recipient.change': ({ event }: { event: { field: string; value: string } }) => settle(() => type(event.field, event.value)),
    'recipient.blur': ({ event }: { event: { field: string } }) => settle(() => fireEvent.blur(field(event.field)!)),
    'address.choose': ({ event }: { event: { field: string; value: string } }) => settle(() => type(event.field, event.value)),
    'order.submit': shopper(() => fireEvent.click(submitButton()!)),
    'order.retry': shopper(() => fireEvent.click(screen.getByRole('button', { name: messages['checkout.retry'] }))),
    'checkout.leave': shopper(() => fireEvent.click(screen.getByTestId('leave-link'))),
    'leave.cancel': shopper(() => fireEvent.click(screen.getByRole('button', { name: messages['checkout.leaveStay'] }))),
    'leave.confirm': shopper(() => fireEvent.click(screen.getByRole('button', { name: messages['checkout.leaveConfirm'] }))),
    'code.change': ({ event }: { event: { code: string } }) => settle(() => fireEvent.change(codeField()!, { target: { value: event.code } })),
    'code.submit': shopper(() => fireEvent.click(screen.getByRole('button', { name: messages['verification.submit'] }))),
    'code.resend': shopper(() => fireEvent.click(screen.getByRole('button', { name: messages['verification.resend'] }))),
    'verification.cancel': shopper(() => fireEvent.click(within(dialog()!).getByRole('button', { name: messages['checkout.change'] }))),
    'xstate.done.actor.submitOrder': () => settle(() => submissions.at(-1)!.answer.resolve(placed)),
    'xstate.error.actor.submitOrder': ({ event }: { event: { error: unknown } }) => settle(() => submissions.at(-1)!.answer.reject(event.error)),
    'xstate.done.actor.sendCode': ({ event }: { event: never }) => settle(() => calls.sends.at(-1)!.resolve(answerFor(event))),
    'xstate.error.actor.sendCode': ({ event }: { event: never }) => settle(() => calls.sends.at(-1)!.resolve(answerFor(event))),
    'xstate.done.actor.verifyCode': ({ event }: { event: never }) => settle(() => calls.checks.at(-1)!.resolve(answerFor(event))),
    'xstate.error.actor.verifyCode': ({ event }: { event: never }) => settle(() => calls.checks.at(-1)!.resolve(answerFor(event))),
    ...Object.fromEntries(Object.entries(CODE_DELAYS).map(([type, ms]) => [type, () => settle(() => void vi.advanceTimersByTime(ms))])),
  };
}

/** What the shopper sees in each state of the model. */
async function expectShopperState(modelSnapshot: Snapshot, location: ReturnType<typeof renderCheckout>['location']) {
  const { context } = modelSnapshot;
  const is = (state: object | string) => modelSnapshot.matches(state as never);
  if (is('placed')) return expect(location.history?.at(-1)).toBe('/orderInfo?orderNo=TW0123456789AB');
  if (is('left')) return expect(location.history?.at(-1)).toBe('/searchOrder');
  expect(screen.queryByRole('alertdialog') !== null).toBe(is('confirmingLeave'));
  if (is('confirmingLeave')) return expect(screen.getByText(messages['checkout.leaveText']!)).toBeTruthy();
  // The code dialog's code comes once a site asks for it (a lazy module).
  if (is('verifying')) await screen.findByRole('dialog', { name: messages['verification.title'] });
  expect(dialog() !== null).toBe(is('verifying'));
  if (is({ editing: 'sku' })) expect(isOpen('step-choice')).toBe(true);
  if (is({ editing: 'delivery' })) {
    expect(isOpen('step-delivery')).toBe(true);
    expect(checked('delivery')).toBe(context.deliveryMethod);
    if (isPickup(context.deliveryMethod)) expect(screen.queryByTestId('chosen-store')?.textContent?.includes('Sample store') ?? false).toBe(context.store !== null);
  }
  if (is({ editing: 'payment' })) {
    expect(isOpen('step-payment')).toBe(true);
    expect(checked('payment')).toBe(context.paymentMethod);
  }
  if (is({ editing: 'recipient' }) || is({ editing: 'networkFailure' })) {
    expect(field('phone')!.value).toBe(context.recipient.phone);
    expect(screen.queryByRole('button', { name: messages['checkout.retry'] }) !== null).toBe(is({ editing: 'networkFailure' }));
  }
  if (is({ editing: 'recipient' }) && context.lines[0]) expect((field('quantity') as HTMLInputElement).value).toBe(String(context.lines[0].quantity));
  if (is('submitting')) expect(submitButton()!.textContent).toBe(messages['checkout.submitting']);
  if (!is('verifying')) return;
  if (is({ verifying: 'sending' })) expect(screen.getByText(messages['verification.sending']!)).toBeTruthy();
  if (is({ verifying: { codeEntry: { code: 'typing' } } })) expect(codeField()!.value).toBe(context.verification.code);
  if (is({ verifying: 'sendFailed' })) expect(screen.getByRole('alert').textContent).toBe(messages['verification.notSent']);
  if (is({ verifying: 'expired' })) expect(codeField()).toBeNull();
  if (is({ verifying: 'tooManyAttempts' })) expect(screen.getByRole('alert').textContent).toBe(messages['verification.tooManyAttempts']);
  const resend = screen.getByRole('button', { name: new RegExp(`^(${messages['verification.resend']}|${messages['verification.resendIn']!.replace('{seconds}', '\\d+')})$`) }) as HTMLButtonElement;
  expect(resend.disabled).toBe(!modelSnapshot.can({ type: 'code.resend' }));
}

describe('generated checkout walks, replayed through the order page and its code dialog', () => {
  const { model, paths } = machinePaths(checkoutMachine, { events: SHOPPER_EVENTS, input: shopperInput, serializeState: serializeShopper, offers, cover: 'long walks' });
  beforeEach(() => void vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => void vi.useRealTimers());

  it('generates the number of walks this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(3);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const page = renderCheckout({ draft: DRAFT, verification: 'always' });
    await act(flush);
    const expectState = (snapshot: Snapshot) => expectShopperState(snapshot, page.location);
    await model.testPath(path, {
      states: { editing: expectState, confirmingLeave: expectState, verifying: expectState, submitting: expectState, placed: expectState, left: expectState },
      events: shopperActions(page) as never,
    });
    coverage.recordPath(path);
  }, 30_000);
});

// ---- what happens as the page opens: the coupons, the store picked on a chain's map, the sale's end ----

const SALE_MINUTES = 10;
const onSale = testProduct({ sale: { id: 'flash', kind: 'flash', percentOff: 10, endsAt: new Date(Date.now() + SALE_MINUTES * 60_000).toISOString() } });
const COUPON = { id: 'welcome', threshold: 0, amount: 5000, received: true, redeemed: false };
const MAP_URL = '/productOrder?storeBrand=seven_eleven&storeId=990001';

const OPENING_EVENTS: CheckoutEvent[] = [
  { type: 'xstate.done.actor.loadCoupons', output: [{ id: COUPON.id, threshold: COUPON.threshold, amount: COUPON.amount }] } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.loadCoupons', error: new Error('offline') } as unknown as CheckoutEvent,
  { type: 'xstate.done.actor.findStoreFromMap', output: STORE } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.findStoreFromMap', error: new Error('store seven_eleven 990001 not found') } as unknown as CheckoutEvent,
  { type: 'sale.end', productId: onSale.id },
  { type: 'checkout.leave' },
];
/** Home delivery chosen on an earlier visit, nothing typed yet. */
const openingInput: CheckoutInput = { product: onSale, products: [], deliveryMethod: 'tw_courier' };

describe('generated page openings, replayed through the order page', () => {
  // One answer of each kind a page gets as it opens, one page each: states are told apart by their value alone.
  const { model, paths } = machinePaths(checkoutMachine, { events: OPENING_EVENTS, input: openingInput, serializeState: (snapshot) => JSON.stringify(snapshot.value), cover: 'transitions' });
  beforeEach(() => void vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => void vi.useRealTimers());

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(OPENING_EVENTS.length);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const fromMap = path.steps.some((step) => step.event.type.endsWith('findStoreFromMap'));
    const { calls, location, services } = renderCheckout({ product: onSale, path: fromMap ? MAP_URL : '/productOrder', choices: { deliveryMethod: 'tw_courier' } });
    await act(flush);
    const expectState = (snapshot: Snapshot) => {
      const { context } = snapshot;
      if (snapshot.matches('left')) return expect(location.history?.at(-1)).toBe('/searchOrder');
      expect(isOpen('step-delivery')).toBe(true);
      expect(checked('delivery')).toBe(context.deliveryMethod);
      expect(screen.queryByTestId('chosen-store')?.textContent?.includes('Sample store') ?? false).toBe(context.store !== null);
    };
    await model.testPath(path, {
      states: { editing: expectState, left: expectState },
      events: {
        'xstate.done.actor.loadCoupons': () => settle(() => calls.coupons.at(-1)!.resolve({ ok: true, data: { coupons: [COUPON] } })),
        'xstate.error.actor.loadCoupons': () => settle(() => calls.coupons.at(-1)!.reject(new TypeError('Failed to fetch'))),
        'xstate.done.actor.findStoreFromMap': () => settle(() => calls.stores.at(-1)!.answer.resolve({ ok: true, data: { stores: [STORE_ROW] } })),
        'xstate.error.actor.findStoreFromMap': () => settle(() => calls.stores.at(-1)!.answer.resolve({ ok: true, data: { stores: [] } })),
        'sale.end': () => settle(() => void vi.advanceTimersByTime(SALE_MINUTES * 60_000)),
        'checkout.leave': () => settle(() => fireEvent.click(screen.getByTestId('leave-link'))),
      } as never,
    });
    const last: string = path.steps.at(-1)!.event.type;
    if (last === 'xstate.error.actor.findStoreFromMap') expect(services.toasts.getSnapshot().map((toast) => toast.message)).toEqual([messages['store.mapFailed']]);
    if (last.endsWith('loadCoupons')) {
      // The coupon received comes off the total on the form; without an answer the total goes without it.
      continueIn('step-delivery');
      continueIn('step-payment');
      await act(flush);
      expect(document.querySelector('.totals')!.textContent!.includes(messages['totals.couponDeduction']!)).toBe(last.startsWith('xstate.done'));
    }
    coverage.recordPath(path);
  });
});

// ---- the steps that answer themselves, and a product with nothing left to choose ----------------------

const fixedZone = ZONES.find((zone) => zone.deliveryMethods.length === 1 && !isPickup(zone.deliveryMethods[0]!) && zone.paymentMethods.length === 1)!;
const PASSING_BY: { name: string; product: typeof taiwan }[] = [
  { name: `a zone with one way to deliver and one to pay (${fixedZone.countryName}): straight to the recipient`, product: testProduct({ id: 'bottle-fixed', zoneId: fixedZone.id, currency: fixedZone.currency }) },
  { name: 'a product with no choice left: the choice step, nothing to choose', product: testProduct({ id: 'bottle-empty', skus: [], combos: [] }) },
];

describe('generated openings of pages whose steps answer themselves, replayed through the order page', () => {
  it.each(PASSING_BY.map(({ name, product }) => [name, product] as const))('%s', async (_name, product) => {
    const { model, paths } = machinePaths(checkoutMachine, { events: [], input: { product, products: [] }, serializeState: (snapshot) => JSON.stringify(snapshot.value), cover: 'states' });
    expect(paths).toHaveLength(1);
    renderCheckout({ product });
    await act(flush);
    const expectState = (snapshot: Snapshot) => {
      expect(isOpen('step-choice')).toBe(snapshot.matches({ editing: 'sku' }));
      expect(document.querySelectorAll('input[name="choice"]')).toHaveLength(snapshot.matches({ editing: 'sku' }) ? product.skus.length + product.combos.length : 0);
      expect(screen.queryByTestId('step-recipient') !== null).toBe(snapshot.matches({ editing: 'recipient' }));
    };
    await model.testPath(paths[0]!, { states: { editing: expectState }, events: {} });
    coverage.recordPath(paths[0]!);
  });
});

// ---- a reload mid-form, and a switch of language on it -----------------------------------------

const inChinese = testProduct({ title: '保溫瓶', skus: taiwan.skus.map((sku) => ({ ...sku, name: `${sku.name} 中文` })), combos: taiwan.combos.map((combo) => ({ ...combo, name: '家庭組' })) });
const SWITCH_EVENTS: CheckoutEvent[] = [{ type: 'locale.change', products: [inChinese] }];
/** What the shopper typed and chose before the reload: home delivery, cash on delivery, a name and a phone. */
const TYPED = { name: '王小明', phone: PHONE_A };
const reloadInput: CheckoutInput = { product: taiwan, products: [], selection: { kind: 'sku', id: 'coral', quantity: 2 }, recipient: TYPED, deliveryMethod: 'tw_courier', paymentMethod: 'cod' };

describe('generated language switches on a form opened again by a reload, replayed through the order page', () => {
  // The lines' names tell the states apart: a switch changes nothing else.
  const serializeNames = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, names: lineViews(snapshot.context).map((line) => line.name) });
  const { model, paths } = machinePaths(checkoutMachine, { events: SWITCH_EVENTS, input: reloadInput, serializeState: serializeNames, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(2);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const record = testProductRecord(inChinese, 2);
    renderPage(
      <>
        <LanguageSwitcher />
        <OrderPage productId={null} />
      </>,
      {
        product: taiwan,
        path: '/productOrder?choice=sku:coral&quantity=2',
        api: (path) => (path === API_PATHS.productDetail ? { ok: true as const, data: record } : undefined),
        session: { [SESSION_KEYS.draft(taiwan.id)]: TYPED, [SESSION_KEYS.draftChoices(taiwan.id)]: { deliveryMethod: 'tw_courier', paymentMethod: 'cod', store: null } },
        addressData: { '1': TW_ADDRESS },
        loadMessages: async () => zhTW as unknown as CompiledMessages,
      },
    );
    await act(flush);
    const expectState = (snapshot: Snapshot) => {
      // The form as it was left, every line of the summary named as the order's lines are.
      expect(screen.queryByTestId('step-recipient')).not.toBeNull();
      expect(field('name')!.value).toBe(TYPED.name);
      expect(field('phone')!.value).toBe(TYPED.phone);
      for (const line of lineViews(snapshot.context)) expect(document.querySelector('.totals')!.textContent).toContain(line.name);
    };
    await model.testPath(path, {
      states: { editing: expectState },
      events: {
        'locale.change': async () => {
          await settle(() => fireEvent.click(screen.getByRole('link', { name: '繁體中文' })));
          await settle(() => {});
        },
      } as never,
    });
    coverage.recordPath(path);
  });
});

describe('generated returns to the choice in a zone whose other steps answer themselves, replayed through the order page', () => {
  const product = PASSING_BY[0]!.product;
  const { model, paths } = machinePaths(checkoutMachine, { events: [{ type: 'sku.change' }, { type: 'sku.confirm' }], input: { product, products: [] }, serializeState: (snapshot) => JSON.stringify(snapshot.value), cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(2);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    renderCheckout({ product, path: '/productOrder?choice=sku:coral&quantity=1' });
    await act(flush);
    const expectState = (snapshot: Snapshot) => {
      expect(isOpen('step-choice')).toBe(snapshot.matches({ editing: 'sku' }));
      expect(screen.queryByTestId('step-recipient') !== null).toBe(snapshot.matches({ editing: 'recipient' }));
    };
    await model.testPath(path, {
      states: { editing: expectState },
      events: { 'sku.change': () => settle(() => changeIn('step-choice')), 'sku.confirm': () => settle(() => continueIn('step-choice')) } as never,
    });
    coverage.recordPath(path);
  });
});
