import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, PaymentState } from '../../../../src/domain/order';
import type { SubmitOrderInput } from '../../../../src/domain/submit-order';
import { checkoutTotals, emptyRecipient } from '../../../../src/domain/checkout';
import { fromProductRecord, type ProductRecord } from '../../../../src/domain/product-record';
import { validateRecipient } from '../../../../src/domain/recipient';
import { requireZone } from '../../../../src/domain/zones';
import { ENGINES, HOSTS, postOrder, startTestApp, twOrder, type TestApp } from '../../../helpers/server';

const STORE = { brand: 'seven_eleven' as const, id: '990001', name: 'forged name', address: 'forged address' };

describe.each(ENGINES)('checkout on the server (%s)', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  const get = <T,>(url: string, host: string = HOSTS.tw) => test.app.inject({ method: 'GET', url, headers: { 'x-consumer-domain': host } }).then((response) => ({ status: response.statusCode, body: response.json<{ code: number; data: T; msg: string }>() }));

  describe('pickup stores', () => {
    it('finds a chain’s stores by city, district or name', async () => {
      const { body } = await get<{ stores: { id: string; name: string }[] }>(`/api/consumer/stores?brand=seven_eleven&q=${encodeURIComponent('信義')}`);
      expect(body.data.stores.map((store) => store.id)).toEqual(['990002']);
      const byDistrict = await get<{ stores: { id: string }[] }>(`/api/consumer/stores?brand=seven_eleven&q=${encodeURIComponent('中正')}`);
      expect(byDistrict.body.data.stores.map((store) => store.id).sort()).toEqual(['990001', '990007']);
      const all = await get<{ stores: unknown[] }>('/api/consumer/stores?brand=family_mart');
      expect(all.body.data.stores.length).toBeGreaterThan(3);
      const none = await get<{ stores: unknown[] }>('/api/consumer/stores?brand=hi_life&q=%25');
      expect(none.body.data.stores).toEqual([]);
    });

    it('refuses an unknown chain', async () => {
      expect((await get('/api/consumer/stores?brand=lawson')).status).toBe(400);
    });

    it('places a 7-ELEVEN pickup order with the store as the directory knows it, not as the browser said', async () => {
      const response = await postOrder(test, twOrder({ deliveryMethod: 'seven_eleven', store: STORE }));
      expect(response.statusCode).toBe(200);
      const order = response.json<{ data: OrderView }>().data;
      expect(order.store).toEqual({ brand: 'seven_eleven', id: '990001', name: '示範中正門市 (SAMPLE)', address: '臺北市中正區重慶南路一段 1 號 (示範)' });
    });

    it('refuses a pickup order without a store, with a store of another chain, or with a store that does not exist', async () => {
      for (const store of [undefined, { ...STORE, brand: 'family_mart' as const }, { ...STORE, id: '000000' }]) {
        const response = await postOrder(test, twOrder({ deliveryMethod: 'seven_eleven', store: store ?? null }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 1008, data: { fieldErrors: { store: { key: 'chooseStore' } } } });
      }
    });

    it('charges no outlying-island postage for pickup, but charges it for a courier to Penghu', async () => {
      const penghu = { ...twOrder().recipient, city: '澎湖縣', district: '馬公市', postalCode: '880' };
      const pickup = await postOrder(test, twOrder({ deliveryMethod: 'seven_eleven', store: STORE, recipient: penghu }));
      expect(pickup.json<{ data: OrderView }>().data.totals.remotePostage).toBe(0);
      const courier = await postOrder(test, twOrder({ recipient: penghu, expectedTotal: 79000 + 15000 }));
      expect(courier.json<{ data: OrderView }>().data.totals).toMatchObject({ remotePostage: 15000, total: 94000 });
    });
  });

  it('takes a pickup order with only who picks it up: the store is its address', async () => {
    const recipient = emptyRecipient({ name: '林美玲', phone: '0912 345 678' });
    const response = await postOrder(test, twOrder({ deliveryMethod: 'seven_eleven', store: STORE, recipient }));
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: OrderView }>().data;
    const stored = await test.database.db.selectFrom('orders').select(['recipient_address', 'recipient_postal_code']).where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(stored).toEqual({ recipient_address: '示範中正門市 (SAMPLE), 臺北市中正區重慶南路一段 1 號 (示範)', recipient_postal_code: null });
    // Home delivery still needs the address.
    const home = await postOrder(test, twOrder({ recipient }));
    expect(Object.keys(home.json<{ data: { fieldErrors: object } }>().data.fieldErrors).sort()).toEqual(['address', 'city', 'district', 'postalCode']);
  });

  describe('the address, against the region’s lists of places', () => {
    const refusal = async (recipient: Partial<SubmitOrderInput['recipient']>) =>
      (await postOrder(test, twOrder({ recipient: { ...twOrder().recipient, ...recipient } }))).json<{ data: { fieldErrors: Record<string, { key: string }> } }>().data.fieldErrors;

    it('refuses a county or district that is not on Taiwan’s list, or a district of another county', async () => {
      expect(await refusal({ city: '台北縣' })).toEqual({ city: { key: 'chooseCity.TW' } });
      expect(await refusal({ district: '鳳山區' })).toEqual({ district: { key: 'chooseDistrict.TW' } });
    });

    it('refuses a postal code that is not the district’s', async () => {
      expect(await refusal({ postalCode: '103' })).toEqual({ postalCode: { key: 'zipcodeErrDataTips' } });
    });

    it('takes 台 for 臺 and a longer postal code of the district, and stores the list’s spelling', async () => {
      const response = await postOrder(test, twOrder({ recipient: { ...twOrder().recipient, city: '台北市', district: '中正區', postalCode: '100007' } }));
      expect(response.statusCode, response.body).toBe(200);
    });

    it('stores a Polish voivodeship as the list writes it, whatever the case typed', async () => {
      const record = (await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail', headers: { 'x-consumer-domain': 'pl.localhost' } })).json<{ data: ProductRecord }>().data;
      const product = fromProductRecord(record);
      const lines = [{ productId: product.id, kind: 'sku' as const, id: product.skus[0]!.id, quantity: 1 }];
      const recipient = emptyRecipient({ name: 'Anna Nowak', phone: '512 345 678', email: 'anna@example.com', province: ' Mazowieckie ', city: 'Warszawa', address: 'ul. Marszałkowska 1', postalCode: '00-950' });
      const shown = checkoutTotals({ zoneId: 10, productId: product.id, products: { [product.id]: product }, lines, deliveryMethod: 'home', paymentMethod: 'cod', store: null, recipient });
      const response = await postOrder(test, twOrder({ productId: product.id, lines, recipient, deliveryMethod: 'home', expectedTotal: shown.ok ? shown.totals.total : -1 }), 'pl.localhost');
      expect(response.statusCode, response.body).toBe(200);
      const stored = await test.database.db.selectFrom('orders').select('recipient_address').where('order_no', '=', response.json<{ data: OrderView }>().data.orderNo).executeTakeFirstOrThrow();
      expect(stored.recipient_address).toContain('mazowieckie Warszawa');
      // The shopper reads it back as Polish post writes it: the street, then the postal code and the town.
      expect(response.json<{ data: OrderView }>().data.recipient.addressLines).toEqual(['ul. Marszałkowska 1', '00-950 Warszawa']);
    });

    it('gives a Taiwanese order’s address from its postal code down, county and district together', async () => {
      const home = (await postOrder(test, twOrder())).json<{ data: OrderView }>().data;
      expect(home.recipient.addressLines).toEqual(['100', '臺北市中正區', '重慶南路一段122號']);
    });
  });

  describe('methods a zone offers', () => {
    it('refuses a delivery or payment method the zone does not have', async () => {
      expect((await postOrder(test, twOrder({ deliveryMethod: 'sf_station' }))).statusCode).toBe(400);
      expect((await postOrder(test, twOrder({ paymentMethod: 'kr_card' }))).statusCode).toBe(400);
      expect((await postOrder(test, twOrder({ deliveryMethod: 'home' }))).statusCode).toBe(400);
    });

    it('adds Japan’s cash-on-delivery handling fee on the server too', async () => {
      const response = await postOrder(
        test,
        twOrder({
          productId: 'aqualite-jp',
          lines: [{ productId: 'aqualite-jp', kind: 'sku', id: 'jp-blue-500', quantity: 1 }],
          deliveryMethod: 'home',
          recipient: emptyRecipient({ name: '山田太郎', phone: '090-1234-5678', province: '東京都', address: '千代田区千代田1-1', postalCode: '100-0001' }),
          expectedTotal: 0,
        }),
        'jp.localhost',
      );
      const total = response.json<{ data: { total: number } }>().data.total;
      expect(response.statusCode).toBe(409);
      const priced = await postOrder(
        test,
        twOrder({
          productId: 'aqualite-jp',
          lines: [{ productId: 'aqualite-jp', kind: 'sku', id: 'jp-blue-500', quantity: 1 }],
          deliveryMethod: 'home',
          recipient: emptyRecipient({ name: '山田太郎', phone: '090-1234-5678', province: '東京都', address: '千代田区千代田1-1', postalCode: '100-0001' }),
          expectedTotal: total,
        }),
        'jp.localhost',
      );
      expect(priced.statusCode).toBe(200);
      expect(priced.json<{ data: OrderView }>().data.totals.serviceCharge).toBe(330);
    });
  });

  describe('digits typed on any keyboard', () => {
    /** Places a Saudi order (pricing it first: the server answers the total it wants). */
    const placeSaudi = async (recipient: SubmitOrderInput['recipient']) => {
      const order = (expectedTotal: number) =>
        twOrder({ productId: 'aqualite-sa', lines: [{ productId: 'aqualite-sa', kind: 'sku', id: 'sa-blue-500', quantity: 1 }], deliveryMethod: 'home', recipient, expectedTotal });
      const priced = await postOrder(test, order(0), 'sa.localhost');
      expect(priced.statusCode, priced.body).toBe(409);
      return postOrder(test, order(priced.json<{ data: { total: number } }>().data.total), 'sa.localhost');
    };

    it('places a Saudi order with the mobile, WhatsApp and postal code in Arabic-Indic digits, and stores them in ASCII', async () => {
      const recipient = emptyRecipient({ name: 'نورة العتيبي', phone: '٠٥٥ ١٢٣ ٤٥٦٧', whatsapp: '٠٥٥١٢٣٤٥٦٧', province: 'الرياض', city: 'الرياض', address: 'حي العليا، شارع ١٢', postalCode: '١٢٢١١' });
      const response = await placeSaudi(recipient);
      expect(response.statusCode, response.body).toBe(200);
      const { orderNo } = response.json<{ data: OrderView }>().data;
      const stored = await test.database.db.selectFrom('orders').select(['recipient_phone', 'recipient_postal_code', 'recipient']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
      expect(stored.recipient_phone).toBe('+966551234567');
      expect(stored.recipient_postal_code).toBe('12211');
      expect(JSON.parse(stored.recipient)).toMatchObject({ phoneNational: '0551234567', whatsapp: '0551234567', postalCode: '12211' });
    });
  });

  it('keeps the remark, name and address as the shopper wrote them, full-width punctuation and all; the courier’s line folds the widths', async () => {
    const recipient = { ...twOrder().recipient, name: '王小明（代收）', address: '重慶南路一段１２２號，後門', remark: '請在下午送達，謝謝' };
    const response = await postOrder(test, twOrder({ recipient }));
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: OrderView }>().data;
    const stored = await test.database.db.selectFrom('orders').select(['recipient_name', 'recipient_remark', 'recipient_address']).where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(stored).toEqual({ recipient_name: '王小明（代收）', recipient_remark: '請在下午送達，謝謝', recipient_address: '臺北市 中正區 重慶南路一段122號,後門' });
    expect(order.recipient.addressLines.at(-1)).toBe('重慶南路一段１２２號，後門');
  });

  describe('the server refuses what the browser refuses', () => {
    const cases: [string, Record<string, string>, string][] = [
      ['an empty name', { name: '' }, 'name'],
      ['a landline', { phone: '02-2345-6789' }, 'phone'],
      ['a wrong postal code', { postalCode: '1000' }, 'postalCode'],
      ['no district', { district: '' }, 'district'],
      ['an empty address', { address: '' }, 'address'],
      ['a LINE ID with spaces', { line: 'has spaces' }, 'line'],
      ['a malformed email', { email: 'me@' }, 'email'],
    ];
    it.each(cases)('%s', async (_name, change, field) => {
      const recipient = { ...twOrder().recipient, ...change };
      const browser = validateRecipient(requireZone(1), recipient);
      expect(browser.ok ? {} : Object.keys(browser.errors)).toEqual([field]);
      const response = await postOrder(test, twOrder({ recipient }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ data: { fieldErrors: object } }>().data.fieldErrors)).toEqual([field]);
    });
  });

  describe('card payment through the sandbox provider', () => {
    const cardOrder = () => twOrder({ paymentMethod: 'card' });

    it('starts a card order unpaid, waiting for its payment, with a payment page', async () => {
      const response = await postOrder(test, cardOrder());
      const order = response.json<{ data: OrderView }>().data;
      expect(order).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'WAITING', paymentMethod: 'card', payment: { status: 'WAITING' } });
      expect(order.payment!.payUrl).toMatch(/^\/pay\/sandbox\//);
      const page = await test.app.inject({ method: 'GET', url: order.payment!.payUrl!, headers: { host: HOSTS.tw } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(order.orderNo);
      expect(page.body).toContain('NT$790');
    });

    it('moves the order on when the payment succeeds, sends the shopper back, and records it once', async () => {
      const order = (await postOrder(test, cardOrder())).json<{ data: OrderView }>().data;
      const pay = () => test.app.inject({ method: 'POST', url: order.payment!.payUrl!, payload: 'outcome=success', headers: { 'content-type': 'application/x-www-form-urlencoded', host: HOSTS.tw } });
      const response = await pay();
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/orderInfo?orderNo=${order.orderNo}&payment=return`);
      await pay();
      const { body } = await get<PaymentState>(`/api/consumer/order/payment-status?orderNo=${order.orderNo}`);
      expect(body.data).toMatchObject({ status: 'PENDING_DELIVER', paymentStatus: 'SUCCESS', payment: { status: 'SUCCESS', payUrl: null } });
      const stored = await test.database.db.selectFrom('orders').select(['paid_amount', 'total']).where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
      expect(stored.paid_amount).toBe(stored.total);
      const history = await test.database.db.selectFrom('order_status_history').select('cause').where('order_no', '=', order.orderNo).orderBy('seq').execute();
      expect(history.map((entry) => entry.cause)).toEqual(['order.placed', 'payment.succeeded']);
    });

    it('keeps a declined order waiting, so the shopper can pay again', async () => {
      const order = (await postOrder(test, cardOrder())).json<{ data: OrderView }>().data;
      const outcome = (value: string) =>
        test.app.inject({ method: 'POST', url: order.payment!.payUrl!, payload: `outcome=${value}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      await outcome('failure');
      expect((await get<PaymentState>(`/api/consumer/order/payment-status?orderNo=${order.orderNo}`)).body.data).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'FAILURE' });
      await outcome('success');
      expect((await get<PaymentState>(`/api/consumer/order/payment-status?orderNo=${order.orderNo}`)).body.data).toMatchObject({ status: 'PENDING_DELIVER', paymentStatus: 'SUCCESS' });
      await outcome('failure');
      expect((await get<PaymentState>(`/api/consumer/order/payment-status?orderNo=${order.orderNo}`)).body.data.paymentStatus).toBe('SUCCESS');
    });

    it('answers a retry of a card order with the same payment, not a second one', async () => {
      const order = cardOrder();
      const first = (await postOrder(test, order)).json<{ data: OrderView }>().data;
      const again = (await postOrder(test, order)).json<{ data: OrderView }>().data;
      expect(again.payment!.paymentId).toBe(first.payment!.paymentId);
    });

    it('refuses an unknown payment and a bad outcome with 4xx', async () => {
      expect((await test.app.inject({ method: 'GET', url: '/pay/sandbox/nope', headers: { host: HOSTS.tw } })).statusCode).toBe(404);
      const bad = await test.app.inject({ method: 'POST', url: '/pay/sandbox/nope', payload: 'outcome=maybe', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(bad.statusCode).toBe(400);
    });

    it('answers the payment status of an unknown order with 404', async () => {
      expect((await get('/api/consumer/order/payment-status?orderNo=TW00000000000A')).status).toBe(404);
    });
  });

  describe('the cart', () => {
    it('keeps what the site sells, with current names and prices, and drops the rest', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/consumer/cart/validate',
        headers: { 'x-consumer-domain': HOSTS.tw },
        payload: {
          lines: [
            { productId: 'aqualite-tw', kind: 'sku', id: 'tw-blue-500', quantity: 2 },
            { productId: 'aqualite-tw', kind: 'sku', id: 'gone', quantity: 1 },
            { productId: 'aqualite-pl', kind: 'sku', id: 'pl-blue-500', quantity: 1 },
          ],
        },
      });
      expect(response.json()).toMatchObject({
        code: 1,
        data: { removed: 2, lines: [{ productId: 'aqualite-tw', id: 'tw-blue-500', quantity: 2, view: { name: '午夜藍 500ml', unitPrice: 69000, currency: 'TWD' } }] },
      });
    });

    it('places an order of several lines from the cart', async () => {
      const response = await postOrder(
        test,
        twOrder({
          lines: [
            { productId: 'aqualite-tw', kind: 'sku', id: 'tw-blue-500', quantity: 1 },
            { productId: 'aqualite-tw', kind: 'combo', id: 'tw-family', quantity: 1 },
          ],
          // Two units of the product (a combo counts as one): 5% off.
          expectedTotal: 69000 + 189000 - Math.floor(((69000 + 189000) * 5) / 100),
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: OrderView }>().data.items).toHaveLength(2);
    });
  });
});
