import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import OrderPage from '../../src/app/pages/OrderPage';
import { SESSION_KEYS } from '../../src/app/services/storage';
import type { AddressData } from '../../src/domain/address';
import { NO_ADDRESS_SCRIPTS } from '../../src/domain/address';
import type { OrderView, PickupStore } from '../../src/domain/order';
import { deferred, flush } from '../helpers/deferred';
import { LEAD_DEBOUNCE_MS } from '../../src/domain/leads';
import type { ApiResult } from '../../src/api/client';
import { API_PATHS } from '../../src/domain/api-paths';
import { testProduct, TW_ADDRESS, VALID_TW_RECIPIENT } from '../helpers/fixtures';
import { messages, renderPage, testProductRecord } from '../helpers/render-page';
import { LanguageSwitcher } from '../../src/app/components/LanguageSwitcher';
import type { CompiledMessages } from '../../src/app/providers/locale';
import zhTW from '../../src/i18n/messages/zh-TW.json';

afterEach(cleanup);

const taiwan = testProduct();
const STORE: PickupStore = { brand: 'seven_eleven', id: '990001', name: 'Sample store', address: 'Taipei, Zhongzheng' };
const storesApi = (path: string) => (path === '/consumer/stores' ? { ok: true as const, data: { stores: [{ ...STORE, city: 'Taipei', district: 'Zhongzheng', phone: null }] } } : undefined);
const TW_FORM = { ...VALID_TW_RECIPIENT, city: 'Taipei', district: 'Zhongzheng' };

const step = (id: string) => screen.getByTestId(id);
const isOpen = (id: string) => screen.queryByTestId(id)?.classList.contains('step--open') ?? false;
const continueIn = (id: string) => fireEvent.click(within(step(id)).getByRole('button', { name: messages['checkout.continue'] }));
const changeIn = (id: string) => fireEvent.click(within(step(id)).getByRole('button', { name: messages['checkout.change'] }));
const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`.order-form [name="${name}"]`);
const type = (name: string, value: string) => fireEvent.change(field(name)!, { target: { value } });
const optionsOf = (name: string) => [...(field(name) as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);
const submitButton = () => document.querySelector<HTMLButtonElement>('.order-form button[type="submit"]');
/** Home delivery by courier, cash on delivery: on to the recipient form, its lists of places loaded. */
const toForm = async () => {
  fireEvent.click(document.querySelector('input[name="delivery"][value="tw_courier"]')!);
  continueIn('step-delivery');
  continueIn('step-payment');
  await act(flush);
};
/** 7-ELEVEN pickup at the sample store, cash on delivery: on to the recipient form. */
const toStoreForm = async () => {
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(messages['deliveryMethod.seven_eleven']!) }));
  await act(flush);
  fireEvent.click(await screen.findByRole('button', { name: /Sample store/ }));
  continueIn('step-delivery');
  continueIn('step-payment');
  await act(flush);
};

function renderOrder(path = '/productOrder?choice=sku:coral&quantity=2', draft?: Record<string, string>, addressData: Record<string, AddressData> = { '1': TW_ADDRESS }) {
  // A draft from an earlier visit (a reload) is in the session when the page opens.
  return renderPage(<OrderPage productId={null} />, { product: taiwan, path, api: storesApi, session: draft ? { [SESSION_KEYS.draft('bottle')]: draft } : {}, addressData });
}

describe('the order page: the address', () => {
  it('offers the counties, then the chosen county’s districts, and fills the district’s postal code', async () => {
    const { addressRequests } = renderOrder();
    await toForm();
    expect(optionsOf('city')).toEqual(['Taipei', 'Penghu']);
    expect(optionsOf('district')).toEqual([]);
    type('city', 'Taipei');
    expect(optionsOf('district')).toEqual(['Zhongzheng', 'Datong']);
    type('district', 'Datong');
    expect(field('postalCode')!.value).toBe('103');
    type('city', 'Penghu');
    expect(field('district')!.value).toBe('');
    type('district', 'Magong');
    expect(field('postalCode')!.value).toBe('880');
    expect(document.querySelector('.totals')!.textContent).toContain(messages['totals.remotePostage']!);
    // The first delivery method, 7-ELEVEN pickup, asked for its chain's areas as the page opened.
    expect(addressRequests).toEqual(['1-711', '1']);
  });

  it('asks for the region’s places once, however often the form is opened again', async () => {
    const { addressRequests } = renderOrder();
    await toForm();
    changeIn('step-delivery');
    continueIn('step-delivery');
    continueIn('step-payment');
    await act(flush);
    expect(optionsOf('city')).toEqual(['Taipei', 'Penghu']);
    expect(addressRequests.filter((file) => file === '1')).toEqual(['1']);
  });

  it('lets the shopper type the address when the list of places fails to load, and loads it on a retry', async () => {
    const data: Record<string, AddressData> = {};
    const { addressRequests } = renderOrder(undefined, undefined, data);
    await toForm();
    expect(screen.getByTestId('address-notice').textContent).toContain(messages['address.failed']!);
    expect(field('city')!.tagName).toBe('INPUT');
    type('city', 'Taipei');
    data['1'] = TW_ADDRESS;
    fireEvent.click(screen.getByRole('button', { name: messages['address.retry'] }));
    await act(flush);
    expect(addressRequests.filter((file) => file === '1')).toEqual(['1', '1']);
    expect(screen.queryByTestId('address-notice')).toBeNull();
    expect(field('city')!.tagName).toBe('SELECT');
    expect(field('city')!.value).toBe('Taipei');
  });

  it('loads a region’s towns only once the shopper has chosen the province, then suggests them', async () => {
    const poland = testProduct({ id: 'bottle-pl', zoneId: 10, currency: 'PLN' });
    const provinces: AddressData = { region: 10, file: '10', country: 'PL', levels: ['province'], complete: true, source: 'test', tree: [{ name: 'mazowieckie' }, { name: 'śląskie' }] };
    const towns: AddressData = {
      ...provinces,
      file: '10-city',
      levels: ['province', 'city'],
      complete: false,
      tree: [{ name: 'mazowieckie', children: [{ name: 'Warszawa' }, { name: 'Radom' }] }, { name: 'śląskie', children: [{ name: 'Katowice' }] }],
    };
    const { addressRequests } = renderPage(<OrderPage productId={null} />, { product: poland, path: '/productOrder?choice=sku:coral&quantity=1', addressData: { '10': provinces, '10-city': towns } });
    continueIn('step-payment');
    await act(flush);
    expect(optionsOf('province')).toEqual(['mazowieckie', 'śląskie']);
    expect(addressRequests).toEqual(['10']);
    type('province', 'śląskie');
    await act(flush);
    expect(addressRequests).toEqual(['10', '10-city']);
    const city = field('city') as HTMLInputElement;
    expect(city.tagName).toBe('INPUT');
    expect([...document.querySelectorAll(`#${CSS.escape(city.getAttribute('list')!)} option`)].map((option) => (option as HTMLOptionElement).value)).toEqual(['Katowice']);
    type('city', 'Gliwice');
    expect(city.value).toBe('Gliwice');
  });

  it('gives a region without lists of places plain text fields, with no error and no sentence in another language', async () => {
    const thailand = testProduct({ id: 'bottle-th', zoneId: 4, currency: 'THB' });
    const { addressRequests, submissions } = renderPage(<OrderPage productId={null} />, { product: thailand, path: '/productOrder?choice=sku:coral&quantity=1' });
    continueIn('step-payment');
    await act(flush);
    expect(screen.queryByTestId('address-notice')).toBeNull();
    expect(document.body.textContent).not.toContain(NO_ADDRESS_SCRIPTS);
    expect(addressRequests).toEqual([]);
    for (const [name, value] of Object.entries({ name: 'Somchai', phone: '081 234 5678', province: 'กรุงเทพมหานคร', address: '99 Rama I Road', postalCode: '10330' })) type(name, value);
    fireEvent.click(submitButton()!);
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.input.recipient).toMatchObject({ province: 'กรุงเทพมหานคร' });
  });
});

describe('the order page', () => {
  it('starts from the choice in the URL and asks how it should come', () => {
    renderOrder();
    expect(document.querySelector('.chosen__name')!.textContent).toBe('Coral 750 ml');
    expect(isOpen('step-delivery')).toBe(true);
    expect(screen.getByRole('radio', { name: new RegExp(messages['deliveryMethod.seven_eleven']!) })).toBeTruthy();
  });

  it('shows the chosen bottle at the sale price the landing page advertised, the price before it struck through, and how many', () => {
    const onSale = testProduct({ sale: { id: 'flash', kind: 'flash', percentOff: 10, endsAt: '2099-01-01T00:00:00.000Z' } });
    renderPage(<OrderPage productId={null} />, { product: onSale, path: '/productOrder?choice=sku:coral&quantity=2', api: storesApi, addressData: { '1': TW_ADDRESS } });
    const card = document.querySelector('.chosen')!;
    expect(card.querySelector('.price__now')!.textContent).toMatch(/\$711(?!\d)/);
    expect(card.querySelector('del')!.textContent).toMatch(/\$790(?!\d)/);
    expect(card.querySelector('.chosen__quantity')!.textContent).toBe('× 2');
  });

  it('asks a pickup shopper only who picks the parcel up, not an address', async () => {
    renderOrder();
    await toStoreForm();
    const names = [...document.querySelectorAll('.order-form [name]')].map((element) => element.getAttribute('name')).filter((name) => !['quantity', 'delivery', 'payment', 'storeQuery', 'storeCity', 'storeDistrict'].includes(name!));
    expect(names).toEqual(['name', 'phone', 'line', 'email', 'remark']);
  });

  it('tells a cash-on-delivery shopper who picks up at a store to pay at the counter, and one with home delivery to pay the courier', async () => {
    renderOrder();
    await toStoreForm();
    expect(screen.getByText(messages['checkout.codNoteStore']!)).toBeTruthy();
    expect(screen.queryByText(messages['checkout.codNote']!)).toBeNull();
    cleanup();
    renderOrder();
    await toForm();
    expect(screen.getByText(messages['checkout.codNote']!)).toBeTruthy();
    expect(screen.queryByText(messages['checkout.codNoteStore']!)).toBeNull();
  });

  it('lists the chain’s stores for a pickup, and goes on only once one is chosen', async () => {
    renderOrder();
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(messages['deliveryMethod.seven_eleven']!) }));
    await act(flush);
    continueIn('step-delivery');
    expect(screen.getByText(messages.chooseStore!)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Sample store/ }));
    expect(screen.getByTestId('chosen-store').textContent).toContain('Sample store');
    continueIn('step-delivery');
    expect(isOpen('step-payment')).toBe(true);
  });

  it('shows each missing field’s message after a submit, and submits nothing', async () => {
    const { submissions } = renderOrder();
    await toForm();
    fireEvent.click(submitButton()!);
    expect(screen.getByText(messages.nameTips!)).toBeTruthy();
    const phoneError = document.querySelector('.order-form [name="phone"]')!.closest('.field')!.querySelector('.field__error')!;
    expect(phoneError.textContent).toBe(`${messages.phonenotempty} ${messages['phoneHint.1']!.replace('{example}', '0912 345 678')}`);
    expect(screen.getByText(messages['chooseDistrict.TW']!)).toBeTruthy();
    expect(screen.getByText(messages.cannotEmpty11!)).toBeTruthy();
    expect(submissions).toHaveLength(0);
  });

  it('shows the total with the outlying-island postage when the postal code is remote', async () => {
    renderOrder('/productOrder?choice=sku:blue&quantity=1');
    await toForm();
    type('postalCode', '880');
    expect(document.querySelector('.totals__row--total')!.textContent).toContain('NT$840');
    expect(screen.getByText(messages['totals.remotePostage']!)).toBeTruthy();
  });

  it('keeps the chosen store and payment through a reload', async () => {
    const first = renderOrder();
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(messages['deliveryMethod.seven_eleven']!) }));
    await act(flush);
    fireEvent.click(await screen.findByRole('button', { name: /Sample store/ }));
    continueIn('step-delivery');
    fireEvent.click(document.querySelector('input[name="payment"][value="card"]')!);
    const kept = first.session;
    cleanup();
    renderPage(<OrderPage productId={null} />, { product: taiwan, path: '/productOrder?choice=sku:coral&quantity=2', api: storesApi, session: Object.fromEntries(['doorstep.draft.bottle', 'doorstep.choices.bottle'].map((key) => [key, kept.get(key)])) });
    expect(screen.getByTestId('chosen-store').textContent).toContain('Sample store');
    continueIn('step-delivery');
    expect(document.querySelector<HTMLInputElement>('input[name="payment"]:checked')!.value).toBe('card');
  });

  it('opens on the form with what was typed when the shopper reloads it mid-form', async () => {
    const typed = { name: '王小明', phone: '0912345678', address: '臺北市中正區重慶南路一段122號' };
    renderPage(<OrderPage productId={null} />, {
      product: taiwan,
      path: '/productOrder?choice=sku:coral&quantity=2',
      api: storesApi,
      session: { [SESSION_KEYS.draft('bottle')]: typed, [SESSION_KEYS.draftChoices('bottle')]: { deliveryMethod: 'tw_courier', paymentMethod: 'card', store: null } },
      addressData: { '1': TW_ADDRESS },
    });
    await act(flush);
    expect(screen.queryByTestId('step-recipient')).not.toBeNull();
    expect(field('name')!.value).toBe('王小明');
    expect(field('phone')!.value).toBe('0912345678');
    expect(field('address')!.value).toBe(typed.address);
    expect(within(step('step-payment')).getByText(messages['paymentMethod.card']!)).toBeTruthy();
  });

  it('names the order summary’s lines in the language the shopper switches to, as the choice above it does', async () => {
    const inChinese = testProduct({ title: '保溫瓶', skus: taiwan.skus.map((sku) => ({ ...sku, name: sku.id === 'coral' ? '珊瑚橘 750 ml' : '海軍藍 500 ml' })) });
    const record = testProductRecord(inChinese, 2);
    renderPage(
      <>
        <LanguageSwitcher />
        <OrderPage productId={null} />
      </>,
      {
        product: taiwan,
        path: '/productOrder?choice=sku:coral&quantity=2',
        api: (path, request) => (path === API_PATHS.productDetail ? { ok: true, data: record } : storesApi(path)),
        addressData: { '1': TW_ADDRESS },
        loadMessages: async () => zhTW as unknown as CompiledMessages,
      },
    );
    await toForm();
    const summary = () => document.querySelector('.totals')!.textContent;
    expect(summary()).toContain('Coral 750 ml');
    fireEvent.click(screen.getByRole('link', { name: '繁體中文' }));
    await act(flush);
    await act(flush);
    expect(screen.getByTestId('step-choice').textContent).toContain('珊瑚橘 750 ml');
    expect(summary()).toContain('珊瑚橘 750 ml');
    expect(summary()).not.toContain('Coral 750 ml');
    expect(screen.queryByTestId('step-recipient')).not.toBeNull();
  });

  it('keeps the draft in the session, so a reload loses nothing', async () => {
    const { session } = renderOrder();
    await toForm();
    type('name', '王小明');
    expect(session.get<Record<string, string>>(SESSION_KEYS.draft('bottle'))?.name).toBe('王小明');
  });

  it('chooses the store the shopper picked on the chain’s map when they come back from it, and forgets the map’s answer in the address', async () => {
    const { location } = renderOrder('/productOrder?choice=sku:coral&quantity=2&storeBrand=seven_eleven&storeId=990001');
    await act(flush);
    expect(screen.getByTestId('chosen-store').textContent).toContain('Sample store');
    expect(document.querySelector<HTMLInputElement>('input[name="delivery"]:checked')!.value).toBe('seven_eleven');
    expect(location.history?.at(-1)).not.toContain('storeId');
    continueIn('step-delivery');
    expect(isOpen('step-payment')).toBe(true);
  });

  it('tells the shopper when the store picked on the map cannot be found, and keeps the delivery step open to choose one', async () => {
    const { services } = renderPage(<OrderPage productId={null} />, { product: taiwan, path: '/productOrder?choice=sku:coral&quantity=2&storeBrand=seven_eleven&storeId=404', addressData: { '1': TW_ADDRESS } });
    await act(flush);
    expect(services.toasts.getSnapshot().map((toast) => toast.message)).toEqual([messages['store.mapFailed']]);
    expect(isOpen('step-delivery')).toBe(true);
    expect(screen.queryByTestId('chosen-store')).toBeNull();
  });

  it('asks before a filled form is left, and stays when the shopper says so', async () => {
    const { location } = renderOrder();
    await toForm();
    type('name', '王小明');
    fireEvent.click(screen.getByTestId('leave-link'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText(messages['checkout.leaveText']!)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages['checkout.leaveStay'] }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((document.querySelector('.order-form [name="name"]') as HTMLInputElement).value).toBe('王小明');
    fireEvent.click(screen.getByTestId('leave-link'));
    fireEvent.click(screen.getByRole('button', { name: messages['checkout.leaveConfirm'] }));
    expect(location.history?.at(-1)).toBe('/searchOrder');
  });

  it('sends the token of the ad link the shopper came in by with the order', async () => {
    const { submissions } = renderPage(<OrderPage productId={null} />, {
      product: taiwan,
      path: '/productOrder?choice=sku:coral&quantity=2',
      api: storesApi,
      session: { [SESSION_KEYS.attribution]: 'spring-fb-42' },
      addressData: { '1': TW_ADDRESS },
    });
    await toForm();
    for (const [name, value] of Object.entries(TW_FORM)) type(name, value);
    fireEvent.click(submitButton()!);
    expect(submissions[0]!.input.attribution).toBe('spring-fb-42');
  });

  describe('abandoned-form leads', () => {
    /** Types the phone (and a name), then lets the form be quiet for the ping's wait; the lead pings the page sent. */
    const typePhoneAndWait = async (services: { api: unknown }, phone: string) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        type('name', '王小明');
        for (const prefix of ['09', '0912', phone]) type('phone', prefix);
        await act(() => vi.advanceTimersByTimeAsync(LEAD_DEBOUNCE_MS));
      } finally {
        vi.useRealTimers();
      }
      // The sending code is fetched on the first ping: once it is here, the page's import is too.
      await act(async () => void (await import('../../src/api/leads')));
      await act(flush);
      const calls = (services.api as ReturnType<typeof vi.fn>).mock.calls as [string, { body?: unknown }][];
      return calls.filter(([path]) => path === '/consumer/leads').map(([, request]) => request.body);
    };

    it('sends one lead ping once the phone typed is a valid mobile and the form is quiet', async () => {
      const { services } = renderOrder();
      await toForm();
      const pings = await typePhoneAndWait(services, '0912 345 678');
      expect(pings).toEqual([{ productId: taiwan.id, phone: '0912 345 678', name: '王小明', lines: [{ productId: taiwan.id, kind: 'sku', id: 'coral', quantity: 2 }] }]);
    });

    it('sends nothing while the phone is not a valid mobile', async () => {
      const { services } = renderOrder();
      await toForm();
      expect(await typePhoneAndWait(services, '0212345678')).toEqual([]);
    });

    it('sends nothing where consent is asked and the shopper has not given it, and sends once they have', async () => {
      const asking = renderPage(<OrderPage productId={null} />, { product: taiwan, path: '/productOrder?choice=sku:coral&quantity=2', api: storesApi, addressData: { '1': TW_ADDRESS }, consent: 'asking' });
      await toForm();
      expect(await typePhoneAndWait(asking.services, '0912345678')).toEqual([]);
      cleanup();
      const granted = renderPage(<OrderPage productId={null} />, { product: taiwan, path: '/productOrder?choice=sku:coral&quantity=2', api: storesApi, addressData: { '1': TW_ADDRESS }, consent: 'granted' });
      await toForm();
      expect(await typePhoneAndWait(granted.services, '0912345678')).toHaveLength(1);
    });
  });

  it('goes on to the order information page once a cash-on-delivery order is placed', async () => {
    const { submissions, session, location } = renderOrder();
    await toForm();
    for (const [field, value] of Object.entries(TW_FORM)) type(field, value);
    fireEvent.click(submitButton()!);
    const order = { orderNo: 'TW0123456789AB', payment: null } as OrderView;
    await act(async () => submissions[0]!.answer.resolve(order));
    expect(location.history?.at(-1)).toBe('/orderInfo?orderNo=TW0123456789AB');
    expect(session.get(SESSION_KEYS.lastOrder)).toEqual(order);
    expect(session.get(SESSION_KEYS.draft('bottle'))).toBeNull();
  });
});

// ---- phone verification: the code dialog, by taps and typing ---------------------------------------

/**
 * The sends and checks of one-time codes the page makes, answered by the test: a site that always
 * asks for a verified phone, the form filled.
 */
function renderVerifying(choices?: Record<string, unknown>) {
  const sends: ReturnType<typeof deferred<ApiResult<unknown>>>[] = [];
  const checks: { body: unknown; answer: ReturnType<typeof deferred<ApiResult<unknown>>> }[] = [];
  const api = (path: string, request: unknown) => {
    if (path === API_PATHS.sendVerification) return pending(sends);
    if (path === API_PATHS.verifyPhone) {
      const answer = deferred<ApiResult<unknown>>();
      checks.push({ body: (request as { body: unknown }).body, answer });
      return answer.promise;
    }
    return storesApi(path);
  };
  const pending = (list: ReturnType<typeof deferred<ApiResult<unknown>>>[]) => {
    const answer = deferred<ApiResult<unknown>>();
    list.push(answer);
    return answer.promise;
  };
  const page = renderPage(<OrderPage productId={null} />, { product: taiwan, path: '/productOrder?choice=sku:coral&quantity=2', api, session: { [SESSION_KEYS.draft('bottle')]: TW_FORM, ...(choices ? { [SESSION_KEYS.draftChoices('bottle')]: choices } : {}) }, addressData: { '1': TW_ADDRESS }, site: { verification: 'always' } });
  return { ...page, sends, checks };
}
const failed = (reason: string, attemptsLeft?: number): ApiResult<unknown> => ({ ok: false, reason: 'business', code: 1015, status: 400, message: reason, data: { reason, ...(attemptsLeft === undefined ? {} : { attemptsLeft }) } });
const SENT: ApiResult<unknown> = { ok: true, data: { phone: '+886912345678', channel: 'sms', expiresIn: 300, resendIn: 60 } };
const dialog = () => screen.findByRole('dialog', { name: messages['verification.title'] });
const codeField = () => document.querySelector<HTMLInputElement>('.phone-verification input[name="code"]');

describe('the order page: a site that asks for a verified phone', () => {
  it('asks for the code in a dialog made for one-time codes, and places the order with the token the right code gives', async () => {
    const { sends, checks, submissions } = renderVerifying();
    await toForm();
    fireEvent.click(submitButton()!);
    await act(async () => sends[0]!.resolve(SENT));
    await dialog();
    const field = codeField()!;
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('button', { name: messages['verification.resendIn']!.replace('{seconds}', '60') })).toHaveProperty('disabled', true);

    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: messages['verification.submit'] }));
    expect(checks[0]!.body).toEqual({ phone: TW_FORM.phone, code: '123456' });
    await act(async () => checks[0]!.answer.resolve({ ok: true, data: { token: 'token-from-the-server-00', expiresIn: 900 } }));
    expect(submissions[0]!.input.verificationToken).toBe('token-from-the-server-00');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says how many tries are left after a wrong code, and takes the shopper back to the form to correct the number', async () => {
    const { sends, checks } = renderVerifying();
    await toForm();
    fireEvent.click(submitButton()!);
    await act(async () => sends[0]!.resolve(SENT));
    await dialog();
    fireEvent.change(codeField()!, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: messages['verification.submit'] }));
    await act(async () => checks[0]!.answer.resolve(failed('wrong', 4)));
    expect(screen.getByRole('alert').textContent).toBe(messages['verification.wrong']!.replace('{attemptsLeft}', '4'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: messages['checkout.change'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('phone')!.value).toBe(TW_FORM.phone);
  });

  it('offers a new code once the code has expired', async () => {
    const { sends, checks } = renderVerifying();
    await toForm();
    fireEvent.click(submitButton()!);
    await act(async () => sends[0]!.resolve(SENT));
    await dialog();
    fireEvent.change(codeField()!, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: messages['verification.submit'] }));
    await act(async () => checks[0]!.answer.resolve(failed('expired')));
    expect(screen.getByRole('alert').textContent).toBe(messages['verification.expired']);
    expect(codeField()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: messages['verification.resend'] }));
    expect(sends).toHaveLength(2);
  });
});
