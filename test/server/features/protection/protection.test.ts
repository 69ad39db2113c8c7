import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitOrderInput } from '../../../../src/domain/submit-order';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';
import { ENGINES, postOrderFrom, startTestApp, twOrder, type TestApp } from '../../../helpers/server';
import { adminCall, ownerAndSupport, type AdminSession } from '../../../helpers/admin';
import { formFromSettings, requestFromForm } from '../../../../src/domain/site-settings-form';

const SITE = 'site-tw';

const placeFrom = postOrderFrom;
const orderWith = (recipient: Partial<SubmitOrderInput['recipient']>) => twOrder({ recipient: { ...twOrder().recipient, ...recipient } });

describe.each(ENGINES)('blocklists of a site and of the whole shop (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;
  const block = (body: { siteId: string | null; kind: string; value: string; reason?: string }) => adminCall(test, owner, 'POST', '/admin/api/protection/entries', { reason: 'prank orders', ...body });
  const page = async (siteId = SITE) => (await adminCall(test, owner, 'GET', `/admin/api/protection?siteId=${siteId}`)).json().data;

  beforeAll(async () => {
    test = await startTestApp(engine);
    ({ owner, support } = await ownerAndSupport(test));
  });
  afterAll(() => test.close());

  it('refuses an order from a blocked phone however either was written, with the localised message, and shows the attempt', async () => {
    const added = await block({ siteId: SITE, kind: 'phone', value: '0912 000 555' });
    expect(added.json().data).toMatchObject({ kind: 'phone', value: '+886912000555', typed: '0912 000 555', reason: 'prank orders', addedBy: 'owner@shop.test' });
    const refused = await placeFrom(test, orderWith({ phone: '+886-912-000-555' }), '198.51.100.2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 1016, msg: zhTW['error.orderRefused'] });
    expect(await test.database.db.selectFrom('orders').select('order_no').where('recipient_phone', '=', '+886912000555').execute()).toHaveLength(0);
    expect((await page()).attempts[0]).toMatchObject({ outcome: 'blocked', rule: 'phone', matched: '+886912000555', clientIp: '198.51.100.2', phone: '+886912000555' });
    expect((await placeFrom(test, orderWith({ phone: '0912-000-556' }))).json().code).toBe(1);
  });

  it('refuses client addresses in a shop-wide range, IPv4 and IPv6', async () => {
    expect((await block({ siteId: null, kind: 'address', value: '2001:DB8::/32' })).json().data.value).toBe('2001:db8::/32');
    expect((await block({ siteId: null, kind: 'address', value: '192.0.2.0/24' })).statusCode).toBe(200);
    expect((await placeFrom(test, orderWith({ phone: '0912-000-601' }), '2001:db8:1::7')).json().code).toBe(1016);
    expect((await placeFrom(test, orderWith({ phone: '0912-000-602' }), '192.0.2.200')).json().code).toBe(1016);
    expect((await placeFrom(test, orderWith({ phone: '0912-000-603' }), '192.0.3.1')).json().code).toBe(1);
    const shopWide = await page();
    expect(shopWide.entries.filter((entry: { siteId: string | null }) => entry.siteId === null).map((entry: { value: string }) => entry.value).sort()).toEqual(['192.0.2.0/24', '2001:db8::/32']);
  });

  it('refuses a blocked email in any case, and a postal code off the allow-only list', async () => {
    await block({ siteId: SITE, kind: 'email', value: 'Prank@Example.com' });
    expect((await placeFrom(test, orderWith({ phone: '0912-000-701', email: 'PRANK@example.COM' }))).json().code).toBe(1016);
    const allow = await block({ siteId: SITE, kind: 'postalAllow', value: '104' });
    expect((await placeFrom(test, orderWith({ phone: '0912-000-702' }))).json().code).toBe(1016);
    await adminCall(test, owner, 'DELETE', `/admin/api/protection/entries/${allow.json().data.id}`);
    expect((await placeFrom(test, orderWith({ phone: '0912-000-702' }))).json().code).toBe(1);
  });

  it('places an order whose postal code is on the allow-only list, whichever of its entries the list holds first', async () => {
    const other = await block({ siteId: SITE, kind: 'postalAllow', value: '104' });
    const own = await block({ siteId: SITE, kind: 'postalAllow', value: '100' });
    expect((await placeFrom(test, orderWith({ phone: '0912-000-703' }))).json().code).toBe(1);
    await adminCall(test, owner, 'DELETE', `/admin/api/protection/entries/${own.json().data.id}`);
    expect((await placeFrom(test, orderWith({ phone: '0912-000-704' }))).json().code).toBe(1016);
    await adminCall(test, owner, 'DELETE', `/admin/api/protection/entries/${other.json().data.id}`);
  });

  it('records who added and removed each entry in the audit log', async () => {
    const actions = await test.database.db.selectFrom('audit_log').select(['action', 'operator_email']).where('entity', '=', 'blocklist_entry').execute();
    expect(actions).toContainEqual({ action: 'blocklist.add', operator_email: 'owner@shop.test' });
    expect(actions).toContainEqual({ action: 'blocklist.remove', operator_email: 'owner@shop.test' });
  });

  it('answers a value that is not of its kind with 400, and a support operator with 403', async () => {
    const wrong = await block({ siteId: SITE, kind: 'address', value: '10.0.0.0/33' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.issues).toEqual([{ field: 'body.value', problem: 'invalid' }]);
    expect((await block({ siteId: SITE, kind: 'phone', value: 'not a number' })).statusCode).toBe(400);
    expect((await adminCall(test, support, 'POST', '/admin/api/protection/entries', { siteId: SITE, kind: 'phone', value: '0912000999', reason: 'x' })).statusCode).toBe(403);
    expect((await adminCall(test, owner, 'DELETE', '/admin/api/protection/entries/no-such-entry')).statusCode).toBe(404);
  });
});

describe.each(ENGINES)('risk score and flags on orders (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  const orderRow = (orderNo: string) => test.database.db.selectFrom('orders').select(['risk_score', 'risk_reasons', 'report_flag', 'held_for']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  const move = (orderNo: string, body: Record<string, unknown>) => adminCall(test, owner, 'POST', `/admin/api/orders/${orderNo}/events`, body);

  beforeAll(async () => {
    test = await startTestApp(engine);
    ({ owner } = await ownerAndSupport(test));
  });
  afterAll(() => test.close());

  it('places a first order from a clean phone with no risk, reported as usual', async () => {
    const placed = await placeFrom(test, orderWith({ phone: '0913-000-001' }));
    expect(await orderRow(placed.json().data.orderNo)).toEqual({ risk_score: 0, risk_reasons: '[]', report_flag: null, held_for: null });
  });

  it('flags an order from a phone that refused a parcel at the door, never reporting it', async () => {
    const first = (await placeFrom(test, orderWith({ phone: '0913-000-002' }))).json().data.orderNo;
    expect((await move(first, { type: 'order.dispatch', carrier: 'tcat', trackingNo: 'TC123456789' })).statusCode).toBe(200);
    expect((await move(first, { type: 'order.refuse' })).statusCode).toBe(200);
    const next = (await placeFrom(test, orderWith({ phone: '+886 913 000 002' }))).json().data.orderNo;
    const row = await orderRow(next);
    expect(row.risk_score).toBeGreaterThanOrEqual(40);
    expect(JSON.parse(row.risk_reasons!)).toContainEqual({ code: 'refusedParcels', count: 1 });
    expect(row.report_flag).toBe('risk');
  });

  it('lists only flagged orders under risk=flagged, and shows the score and reasons on the console’s order', async () => {
    const list = (await adminCall(test, owner, 'GET', '/admin/api/orders?risk=flagged')).json();
    const flagged = (await test.database.db.selectFrom('orders').select('order_no').where('report_flag', '=', 'risk').execute()).map((row) => row.order_no);
    expect(flagged.length).toBeGreaterThan(0);
    expect(list.items.map((item: { orderNo: string }) => item.orderNo).sort()).toEqual(flagged.sort());
    const shown = (await adminCall(test, owner, 'GET', `/admin/api/orders/${flagged[0]}`)).json();
    expect(shown.risk).toMatchObject({ flagged: true, heldForCall: false, reasons: expect.arrayContaining([{ code: 'refusedParcels', count: 1 }]) });
  });

  it('names the same address ordered under another name', async () => {
    await placeFrom(test, orderWith({ phone: '0913-000-003', name: '陳美玲', address: '忠孝西路一段1號' }));
    const other = (await placeFrom(test, orderWith({ phone: '0913-000-004', name: '林志明', address: '忠孝西路一段1號' }))).json().data.orderNo;
    expect(JSON.parse((await orderRow(other)).risk_reasons!)).toContainEqual({ code: 'addressOtherNames', count: 1 });
  });

  it('flags the second of two orders placed at the same moment from one phone, for one product, to one address under another name', async () => {
    const address = '忠孝西路一段21號';
    const answers = await Promise.all([
      placeFrom(test, orderWith({ phone: '0913-000-031', name: '王大明', address })),
      placeFrom(test, orderWith({ phone: '0913 000 031', name: '王小明', address })),
    ]);
    const rows = await Promise.all(answers.map((answer) => orderRow(answer.json().data.orderNo)));
    const reasons = rows.map((row) => JSON.parse(row.risk_reasons!) as { code: string; count: number }[]).sort((a, b) => a.length - b.length);
    // Whichever was written first saw nothing; the other saw it, whatever the timing.
    expect(reasons).toEqual([
      [],
      [
        { code: 'samePhoneProduct', count: 1 },
        { code: 'addressOtherNames', count: 1 },
      ],
    ]);
    expect(rows.map((row) => row.report_flag).sort()).toEqual([null, 'risk']);
  });

  it('counts each other name at an address once, names sorted before and after the order’s own alike, and never the order’s own', async () => {
    const address = '忠孝西路一段9號';
    await placeFrom(test, orderWith({ phone: '0913-000-011', name: '張三', address }));
    await placeFrom(test, orderWith({ phone: '0913-000-012', name: '陳美玲', address }));
    await placeFrom(test, orderWith({ phone: '0913-000-013', name: '陳美玲', address }));
    await placeFrom(test, orderWith({ phone: '0913-000-014', name: '林志明', address }));
    const again = (await placeFrom(test, orderWith({ phone: '0913-000-015', name: '林志明', address }))).json().data.orderNo;
    expect(JSON.parse((await orderRow(again)).risk_reasons!)).toContainEqual({ code: 'addressOtherNames', count: 2 });
  });

  it('counts failed submissions from the client address', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await placeFrom(test, orderWith({ phone: '12' }), '198.51.100.77')).statusCode).toBe(400);
    const placed = (await placeFrom(test, orderWith({ phone: '0913-000-005' }), '198.51.100.77')).json().data.orderNo;
    expect(JSON.parse((await orderRow(placed)).risk_reasons!)).toContainEqual({ code: 'failedSubmissions', count: 5 });
  });
});

describe.each(ENGINES)('protection settings of a site, with no limits from the environment (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  const settingsPath = `/admin/api/sites/${SITE}/settings`;
  const saveProtection = async (protection: Partial<NonNullable<ReturnType<typeof requestFromForm>['protection']>>) => {
    const current = requestFromForm(formFromSettings((await adminCall(test, owner, 'GET', settingsPath)).json().data));
    return adminCall(test, owner, 'PUT', settingsPath, { ...current, protection: { ...current.protection!, ...protection } });
  };

  beforeAll(async () => {
    // Unset, the environment leaves the limits to each site.
    test = await startTestApp(engine, { env: { ORDERS_PER_PHONE: undefined, ORDERS_PER_ADDRESS: undefined } as unknown as Record<string, string> });
    ({ owner } = await ownerAndSupport(test));
  });
  afterAll(() => test.close());

  it('with the default settings, does not answer code 1 to a 4th order from one phone or an 11th from one address', async () => {
    for (let order = 0; order < 3; order += 1) expect((await placeFrom(test, orderWith({ phone: '0914-000-001' }), `198.51.100.${order + 1}`)).json().code).toBe(1);
    expect((await placeFrom(test, orderWith({ phone: '0914 000 001' }), '198.51.100.9')).json().code).not.toBe(1);
    for (let order = 0; order < 10; order += 1) expect((await placeFrom(test, orderWith({ phone: `0914-100-${String(order).padStart(3, '0')}` }), '203.0.113.80')).json().code).toBe(1);
    expect((await placeFrom(test, orderWith({ phone: '0914-100-999' }), '203.0.113.80')).json().code).not.toBe(1);
    expect((await adminCall(test, owner, 'GET', settingsPath)).json().data.protection).toEqual({ ordersPerPhone: '3/24h', ordersPerAddress: '10/1h', holdRiskyForCall: false, blockedMessage: null });
  });

  it('keeps the limit the owner sets for the site, and records the refused order', async () => {
    expect((await saveProtection({ ordersPerPhone: '1/24h' })).statusCode).toBe(200);
    expect((await placeFrom(test, orderWith({ phone: '0914-200-001' }), '198.51.100.40')).json().code).toBe(1);
    const second = await placeFrom(test, orderWith({ phone: '0914-200-001' }), '198.51.100.41');
    expect(second.json()).toMatchObject({ code: 1013, data: { limit: 'phone' } });
    const { attempts } = (await adminCall(test, owner, 'GET', `/admin/api/protection?siteId=${SITE}`)).json().data;
    expect(attempts[0]).toMatchObject({ outcome: 'limited', rule: 'phone', clientIp: '198.51.100.41' });
  });

  it('holds a flagged order for a call and answers a blocked shopper with the site’s own message', async () => {
    expect((await saveProtection({ ordersPerPhone: 'off', holdRiskyForCall: true, blockedMessage: '請來電 02-1234-5678 訂購。' })).statusCode).toBe(200);
    for (let order = 0; order < 3; order += 1) await placeFrom(test, orderWith({ phone: '0914-300-001' }), '198.51.100.50');
    const flagged = (await placeFrom(test, orderWith({ phone: '0914-300-001' }), '198.51.100.50')).json().data.orderNo;
    expect(await test.database.db.selectFrom('orders').select(['held_for', 'report_flag']).where('order_no', '=', flagged).executeTakeFirstOrThrow()).toEqual({ held_for: 'call', report_flag: 'risk' });
    await adminCall(test, owner, 'POST', '/admin/api/protection/entries', { siteId: SITE, kind: 'phone', value: '0914300002', reason: 'prank' });
    expect((await placeFrom(test, orderWith({ phone: '0914-300-002' }))).json()).toMatchObject({ code: 1016, msg: '請來電 02-1234-5678 訂購。' });
  });

  it('refuses a limit it cannot read, naming the field', async () => {
    const refused = await saveProtection({ ordersPerAddress: 'ten an hour' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.issues).toContainEqual(expect.objectContaining({ field: 'body.protection.ordersPerAddress' }));
  });
});
