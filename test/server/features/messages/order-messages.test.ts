import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';
import { formFromSettings, requestFromForm } from '../../../../src/domain/site-settings-form';
import type { MessageProvider } from '../../../../src/server/features/messages/messages.provider';
import { adminCall, ownerAndSupport, type AdminSession } from '../../../helpers/admin';
import { ENGINES, postOrderFrom, startTestApp, twOrder, type TestApp } from '../../../helpers/server';

const SITE = 'site-tw';

/** An order placed from the Taiwan site in Traditional Chinese, to its own phone: its number. */
async function place(test: TestApp, phone: string): Promise<string> {
  const answer = await postOrderFrom(test, twOrder({ recipient: { ...twOrder().recipient, phone } }));
  expect(answer.json().code).toBe(1);
  return answer.json().data.orderNo as string;
}

/** The outbox rows of an order, oldest first, once `count` of them are there (sending runs after the answer). */
async function outboxOf(test: TestApp, orderNo: string, count: number) {
  return vi.waitFor(async () => {
    const rows = await test.database.db.selectFrom('message_outbox').selectAll().where('order_no', '=', orderNo).orderBy('created_at').orderBy('id').execute();
    expect(rows).toHaveLength(count);
    return rows;
  });
}

const filled = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);

describe.each(ENGINES)('order messages through the outbox (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;
  const dispatch = (orderNo: string) => adminCall(test, owner, 'POST', `/admin/api/orders/${orderNo}/events`, { type: 'order.dispatch', carrier: 'tcat', trackingNo: 'TC900000001' });
  const resend = (session: AdminSession | null, orderNo: string, body: unknown, headers?: Record<string, string>) => adminCall(test, session, 'POST', `/admin/api/orders/${orderNo}/messages`, body, headers);
  const settings = async () => (await adminCall(test, owner, 'GET', `/admin/api/sites/${SITE}/settings`)).json().data;
  const saveMessages = async (messages: object) => adminCall(test, owner, 'PUT', `/admin/api/sites/${SITE}/settings`, { ...requestFromForm(formFromSettings(await settings())), messages });

  beforeAll(async () => {
    test = await startTestApp(engine);
    ({ owner, support } = await ownerAndSupport(test));
  });
  afterAll(() => test.close());

  it('sends the shopper a confirmation in the order’s language, with its number and a link to the lookup on the site’s host in that language', async () => {
    const orderNo = await place(test, '0912-300-001');
    const [row] = await outboxOf(test, orderNo, 1);
    const site = await test.database.db.selectFrom('sites').select('name').where('id', '=', SITE).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'confirmation', channel: 'sms', to_phone: '+886912300001', provider: 'sandbox', status: 'sent', site_id: SITE });
    expect(row!.body).toBe(filled(zhTW['orderMessage.confirmation'], { shop: site.name, orderNo, link: `http://tw.localhost:3000/zh-tw/searchOrder?orderNo=${orderNo}` }));
  });

  it('confirms an order paid by card when its payment succeeds, not when it is placed nor when the payment fails', async () => {
    const answer = await postOrderFrom(test, twOrder({ paymentMethod: 'card', recipient: { ...twOrder().recipient, phone: '0912-300-020' } }));
    expect(answer.json().code).toBe(1);
    const { orderNo, payment } = answer.json().data as { orderNo: string; payment: { payUrl: string } };
    const pay = (outcome: 'success' | 'failure') => test.app.inject({ method: 'POST', url: payment.payUrl, payload: `outcome=${outcome}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    // A cash-on-delivery order placed after it is confirmed at once: by then the card order's placement sent nothing.
    await outboxOf(test, await place(test, '0912-300-021'), 1);
    expect((await pay('failure')).statusCode).toBe(303);
    await outboxOf(test, await place(test, '0912-300-022'), 1);
    await outboxOf(test, orderNo, 0);
    expect((await pay('success')).statusCode).toBe(303);
    const [row] = await outboxOf(test, orderNo, 1);
    expect(row).toMatchObject({ kind: 'confirmation', to_phone: '+886912300020', status: 'sent' });
    expect(row!.body).toContain(orderNo);
  });

  it('confirms a cash-on-delivery order collected at a pickup store when it is placed', async () => {
    const answer = await postOrderFrom(test, twOrder({ deliveryMethod: 'seven_eleven', store: { brand: 'seven_eleven', id: '990001', name: 'x', address: 'y' }, recipient: { ...twOrder().recipient, phone: '0912-300-023' } }));
    const orderNo = answer.json().data.orderNo as string;
    expect(await outboxOf(test, orderNo, 1)).toMatchObject([{ kind: 'confirmation', to_phone: '+886912300023' }]);
  });

  it('tells the shopper the carrier and tracking number when the order is dispatched', async () => {
    const orderNo = await place(test, '0912-300-002');
    await outboxOf(test, orderNo, 1);
    expect((await dispatch(orderNo)).statusCode).toBe(200);
    const [, dispatched] = await outboxOf(test, orderNo, 2);
    expect(dispatched).toMatchObject({ kind: 'dispatched', status: 'sent' });
    expect(dispatched!.body).toContain('TC900000001');
    expect(dispatched!.body).toContain(orderNo);
  });

  it('tells the shopper the parcel is out for delivery when it goes out, once the site sends that message', async () => {
    expect((await saveMessages({ channel: 'sms', send: { confirmation: true, dispatched: true, outForDelivery: true }, templates: { confirmation: null, dispatched: null, outForDelivery: null } })).statusCode).toBe(200);
    const orderNo = await place(test, '0912-300-009');
    await outboxOf(test, orderNo, 1);
    expect((await dispatch(orderNo)).statusCode).toBe(200);
    await outboxOf(test, orderNo, 2);
    expect((await adminCall(test, owner, 'POST', `/admin/api/orders/${orderNo}/events`, { type: 'order.outForDelivery' })).statusCode).toBe(200);
    const [, , out] = await outboxOf(test, orderNo, 3);
    const site = await test.database.db.selectFrom('sites').select('name').where('id', '=', SITE).executeTakeFirstOrThrow();
    expect(out).toMatchObject({ kind: 'outForDelivery', status: 'sent', to_phone: '+886912300009' });
    expect(out!.body).toBe(filled(zhTW['orderMessage.outForDelivery'], { shop: site.name, orderNo, carrier: '黑貓宅急便', trackingNo: 'TC900000001' }));
    expect((await saveMessages({ channel: 'sms', send: { confirmation: true, dispatched: true, outForDelivery: false }, templates: { confirmation: null, dispatched: null, outForDelivery: null } })).statusCode).toBe(200);
  });

  it('lists the outbox newest first to owners and support, of one order or one site', async () => {
    const orderNo = await place(test, '0912-300-003');
    await outboxOf(test, orderNo, 1);
    const forOwner = await adminCall(test, owner, 'GET', `/admin/api/messages?orderNo=${orderNo}`);
    expect(forOwner.statusCode).toBe(200);
    expect(forOwner.json().data).toMatchObject({ sandbox: true, items: [{ orderNo, kind: 'confirmation', to: '+886912300003', status: 'sent' }] });
    const all = (await adminCall(test, support, 'GET', `/admin/api/messages?siteId=${SITE}&limit=2`)).json().data.items;
    expect(all).toHaveLength(2);
    expect(all[0].orderNo).toBe(orderNo);
    expect((await adminCall(test, owner, 'GET', '/admin/api/messages?siteId=site-pl')).json().data.items).toEqual([]);
  });

  it('sends one kind of an order’s message again for owners and support, and records who did in the audit log', async () => {
    const orderNo = await place(test, '0912-300-004');
    await outboxOf(test, orderNo, 1);
    const again = await resend(support, orderNo, { kind: 'confirmation' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ orderNo, kind: 'confirmation', status: 'sent' });
    await outboxOf(test, orderNo, 2);
    const audit = await test.database.db.selectFrom('audit_log').select(['action', 'operator_email']).where('entity_id', '=', orderNo).where('action', '=', 'order.message').execute();
    expect(audit).toEqual([{ action: 'order.message', operator_email: 'support@shop.test' }]);
  });

  it('refuses a dispatch message for an order not dispatched, an unknown order, an unknown kind, no session and another origin', async () => {
    const orderNo = await place(test, '0912-300-005');
    await outboxOf(test, orderNo, 1);
    const early = await resend(owner, orderNo, { kind: 'dispatched' }, { 'accept-language': 'zh-TW' });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('此訂單尚未出貨：還沒有物流商與貨運單號可以發送。');
    expect((await resend(owner, 'TW000000000000', { kind: 'confirmation' })).statusCode).toBe(404);
    expect((await resend(owner, orderNo, { kind: 'verification' })).statusCode).toBe(400);
    expect((await resend(owner, orderNo, {})).statusCode).toBe(400);
    expect((await resend(null, orderNo, { kind: 'confirmation' })).statusCode).toBe(401);
    expect((await resend(owner, orderNo, { kind: 'confirmation' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await adminCall(test, null, 'GET', '/admin/api/messages')).statusCode).toBe(401);
    expect((await adminCall(test, owner, 'GET', '/admin/api/messages?limit=0')).statusCode).toBe(400);
    await outboxOf(test, orderNo, 1);
  });

  it('refuses a site text naming an unknown placeholder, and sends the site’s own text once saved', async () => {
    const refused = await saveMessages({ channel: 'whatsapp', send: { confirmation: true, dispatched: true, outForDelivery: false }, templates: { confirmation: 'Hi {name}, order {orderNo}', dispatched: null, outForDelivery: null } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.issues).toContainEqual({ field: 'body.messages.templates.confirmation', problem: 'placeholder' });

    const saved = await saveMessages({ channel: 'whatsapp', send: { confirmation: true, dispatched: false, outForDelivery: false }, templates: { confirmation: '{shop} got {orderNo}: {link}', dispatched: null, outForDelivery: null } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.messages).toMatchObject({ channel: 'whatsapp', send: { dispatched: false }, templates: { confirmation: '{shop} got {orderNo}: {link}' } });
    const orderNo = await place(test, '0912-300-006');
    const [row] = await outboxOf(test, orderNo, 1);
    expect(row).toMatchObject({ channel: 'whatsapp' });
    expect(row!.body).toMatch(new RegExp(` got ${orderNo}: http://tw\\.localhost:3000/zh-tw/searchOrder\\?orderNo=${orderNo}$`));
    // Dispatch messages are off now: the dispatch sends nothing.
    expect((await dispatch(orderNo)).statusCode).toBe(200);
    expect((await resend(owner, orderNo, { kind: 'confirmation' })).statusCode).toBe(200);
    const rows = await outboxOf(test, orderNo, 2);
    expect(rows.map((message) => message.kind)).toEqual(['confirmation', 'confirmation']);
  });
});

describe.each(ENGINES)('order messages when the provider fails (%s)', (engine) => {
  let test: TestApp;
  let refusing = true;
  const provider: MessageProvider = {
    name: 'refusing',
    keepsCodes: false,
    async send() {
      if (refusing) return { ok: false, error: 'twilio refused: 21211 Invalid To phone number' };
      throw new Error('the provider fell over');
    },
  };

  beforeAll(async () => {
    test = await startTestApp(engine, { messageProvider: provider });
  });
  afterAll(() => test.close());

  it('places the order anyway, and the outbox keeps the failed message with the provider’s error', async () => {
    const orderNo = await place(test, '0912-300-101');
    const [row] = await outboxOf(test, orderNo, 1);
    expect(row).toMatchObject({ kind: 'confirmation', status: 'failed', provider: 'refusing', error: 'twilio refused: 21211 Invalid To phone number', provider_ref: null });
  });

  it('places the order even when the provider throws, and records that as a failed message', async () => {
    refusing = false;
    const orderNo = await place(test, '0912-300-102');
    const [row] = await outboxOf(test, orderNo, 1);
    expect(row).toMatchObject({ status: 'failed', error: 'refusing failed: the provider fell over' });
  });
});
