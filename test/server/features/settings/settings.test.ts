import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSiteSettings, SiteSettingsRequest } from '../../../../src/domain/contracts/admin-settings';
import { newEventId } from '../../../../src/domain/tracking';
import { createSecretBox } from '../../../../src/server/features/settings/settings.secrets';
import { adminCall, OWN_ORIGIN, ownerAndSupport, type AdminSession } from '../../../helpers/admin';
import { ENGINES, HOSTS, startTestApp, type TestApp } from '../../../helpers/server';
import { setProductPixels, updateSiteTracking } from '../../../helpers/services';

const SITE = 'site-tw';
const URL = `/admin/api/sites/${SITE}/settings`;
const META_TOKEN = 'EAABsecretMetaToken00009f2c';
const TIKTOK_TOKEN = 'tiktok-plain-old-token-77ab';

/** A form as the Settings page sends it: everything shown, the tokens left out (kept). */
function formOf(settings: AdminSiteSettings): SiteSettingsRequest {
  const network = (api: AdminSiteSettings['tracking']['meta']) => ({ testEventCode: api.testEventCode, endpoint: api.endpoint });
  return {
    company: settings.company,
    contacts: settings.contacts,
    followBrowserLanguage: settings.followBrowserLanguage,
    sellOutWarning: settings.sellOutWarning,
    tracking: { ...settings.tracking, meta: network(settings.tracking.meta), tiktok: network(settings.tracking.tiktok) },
  };
}

/** Stands in for Meta's Conversions API: records what reaches it. */
async function startReceiver() {
  const received: Record<string, unknown>[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(text || '{}') as Record<string, unknown>);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"events_received":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(ENGINES)('site settings from the back office (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const current = async (): Promise<AdminSiteSettings> => (await adminCall(test, owner, 'GET', URL)).json().data;
  const storedSettings = async () => (await test.database.db.selectFrom('sites').select('settings').where('id', '=', SITE).executeTakeFirstOrThrow()).settings;
  const auditText = async () => JSON.stringify(await test.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'site.settings').execute());
  /** The home page as a shopper's browser gets it (a first visit's redirect to the site's language followed). */
  const shopperPage = async () => {
    const first = await test.app.inject({ method: 'GET', url: '/', headers: { host: HOSTS.tw } });
    return first.statusCode === 302 ? (await test.app.inject({ method: 'GET', url: first.headers.location as string, headers: { host: HOSTS.tw } })).body : first.body;
  };

  beforeAll(async () => {
    receiver = await startReceiver();
    test = await startTestApp(engine, { forwarding: { baseDelayMs: 30, sweepMs: 25, maxAttempts: 3 } });
    // Before any page reads the product (and caches it): the Meta pixel events go to.
    await setProductPixels(test.database.db, 'aqualite-tw', { facebookPixelIds: ['1234567890'] });
    ({ owner, support } = await ownerAndSupport(test));
  });
  afterAll(async () => {
    await test.close();
    await receiver.close();
  });

  it('GET: an owner reads a site’s seller, contacts and consent settings; support 403, no session 401', async () => {
    const answer = await adminCall(test, owner, 'GET', URL);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ siteId: SITE, country: 'TW', consentAlwaysAsked: false, sellOutWarningByDefault: true, contacts: { line: '@aqualite-tw' }, tracking: { meta: { token: { set: false, last4: null } } } });
    expect((await adminCall(test, support, 'GET', URL)).statusCode).toBe(403);
    expect((await adminCall(test, null, 'GET', URL)).statusCode).toBe(401);
    expect((await adminCall(test, owner, 'GET', '/admin/api/sites/no-such-site/settings')).statusCode).toBe(404);
  });

  it('PUT: the new seller’s name and WhatsApp number show on the shopper’s page at once, and the change is audited', async () => {
    const form = formOf(await current());
    form.company.name = 'Lamplight Trading Co.';
    form.contacts.whatsapp = '0912 345 678';
    const answer = await adminCall(test, owner, 'PUT', URL, form);
    expect(answer.statusCode, answer.body).toBe(200);
    // Typed in the site's country, kept in international form.
    expect(answer.json().data.contacts.whatsapp).toBe('+886 912 345 678');
    const page = await shopperPage();
    expect(page).toContain('Lamplight Trading Co.');
    expect(page).toContain('https://wa.me/886912345678');
    const audit = await test.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'site.settings').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_email: 'owner@shop.test', entity: 'site', entity_id: SITE });
    expect(JSON.parse(audit[0]!.before!).company.name).not.toBe('Lamplight Trading Co.');
    expect(JSON.parse(audit[0]!.after!).company.name).toBe('Lamplight Trading Co.');
  });

  it('PUT: support 403, no session 401, another origin 403, no CSRF token 403, and nothing changes', async () => {
    const form = formOf(await current());
    form.company.name = 'Not allowed';
    expect((await adminCall(test, support, 'PUT', URL, form)).statusCode).toBe(403);
    expect((await adminCall(test, null, 'PUT', URL, form)).statusCode).toBe(401);
    expect((await adminCall(test, owner, 'PUT', URL, form, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await adminCall(test, owner, 'PUT', URL, form, { 'x-csrf-token': 'wrong' })).statusCode).toBe(403);
    expect((await current()).company.name).toBe('Lamplight Trading Co.');
  });

  it('PUT: bad input answers 400 naming each field and its problem, and changes nothing', async () => {
    const form = formOf(await current());
    form.company.name = ' ';
    form.contacts.serviceEmail = 'not an email';
    form.tracking.meta.endpoint = 'ftp://example.com';
    const refused = await adminCall(test, owner, 'PUT', URL, form);
    expect(refused.statusCode).toBe(400);
    const issues = refused.json().data.issues as { field: string; problem: string }[];
    expect(issues).toEqual(expect.arrayContaining([
      { field: 'body.company.name', problem: 'required' },
      { field: 'body.contacts.serviceEmail', problem: 'email' },
      { field: 'body.tracking.meta.endpoint', problem: 'url' },
    ]));

    const phones = formOf(await current());
    phones.contacts.whatsapp = '12';
    phones.tracking.testPhones = ['+886912000111', 'call me'];
    phones.tracking.tiktok.testEventCode = 'TEST123';
    const refusedPhones = await adminCall(test, owner, 'PUT', URL, phones, { 'accept-language': 'zh-TW' });
    expect(refusedPhones.statusCode).toBe(400);
    expect(refusedPhones.json().msg).toBe('部分設定不正確：請查看標示的欄位。');
    expect(refusedPhones.json().data.issues).toEqual([
      { field: 'body.contacts.whatsapp', problem: 'phone' },
      { field: 'body.tracking.testPhones.1', problem: 'phone' },
      { field: 'body.tracking.tiktok.accessToken', problem: 'tokenNeeded' },
    ]);
    expect((await current()).contacts.whatsapp).toBe('+886 912 345 678');
  });

  it('keeps a new Meta token encrypted: the row, the answers and the audit log never hold it, only its last 4', async () => {
    const form = formOf(await current());
    form.tracking.meta = { accessToken: META_TOKEN, testEventCode: 'TEST4242', endpoint: receiver.url };
    const answer = await adminCall(test, owner, 'PUT', URL, form);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.tracking.meta).toEqual({ token: { set: true, last4: '9f2c' }, testEventCode: 'TEST4242', endpoint: receiver.url });
    expect(answer.body).not.toContain(META_TOKEN);
    const stored = await storedSettings();
    expect(stored).not.toContain(META_TOKEN);
    expect(JSON.parse(stored).tracking.meta.accessToken).toMatch(/^enc:v1:/);
    expect((await adminCall(test, owner, 'GET', URL)).body).not.toContain(META_TOKEN);
    expect((await adminCall(test, owner, 'GET', '/admin/api/audit?limit=50')).body).not.toContain(META_TOKEN);
    expect(await auditText()).not.toContain(META_TOKEN);
    expect(await auditText()).not.toContain(JSON.parse(stored).tracking.meta.accessToken);
  });

  it('decrypts the token only to forward an event: Meta receives the token as typed', async () => {
    const eventId = newEventId();
    const pushed = await test.app.inject({
      method: 'POST',
      url: '/api/consumer/order/events-push',
      headers: { 'x-consumer-domain': HOSTS.tw },
      payload: { productId: 'aqualite-tw', eventSourceUrl: 'https://tw.localhost/', eventsPushEnumCode: 'ViewContent', channelEnumCode: 'FACEBOOK', eventId },
    });
    expect(pushed.json(), pushed.body).toMatchObject({ code: 1, data: { forwarded: 1 } });
    for (let tries = 0; receiver.received.length === 0 && tries < 250; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(receiver.received[0]).toMatchObject({ access_token: META_TOKEN, test_event_code: 'TEST4242' });
  });

  it('a token sealed with another key (SETTINGS_KEY changed) fails its deliveries as not configured, without retrying', async () => {
    const settings = JSON.parse(await storedSettings());
    const sealedElsewhere = createSecretBox(randomBytes(32)).seal(META_TOKEN);
    const kept = settings.tracking.meta.accessToken;
    settings.tracking.meta.accessToken = sealedElsewhere;
    await test.database.db.updateTable('sites').set({ settings: JSON.stringify(settings) }).where('id', '=', SITE).execute();
    test.app.sites.invalidate();
    receiver.received.length = 0;
    const eventId = newEventId();
    await test.app.inject({
      method: 'POST',
      url: '/api/consumer/order/events-push',
      headers: { 'x-consumer-domain': HOSTS.tw },
      payload: { productId: 'aqualite-tw', eventSourceUrl: 'https://tw.localhost/', eventsPushEnumCode: 'ViewContent', channelEnumCode: 'FACEBOOK', eventId },
    });
    const delivery = () => test.database.db.selectFrom('ad_deliveries').innerJoin('ad_events', 'ad_events.id', 'ad_deliveries.ad_event_id').select(['status', 'last_error']).where('ad_events.event_id', '=', eventId).executeTakeFirst();
    for (let tries = 0; (await delivery())?.status !== 'failed' && tries < 250; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await delivery()).toEqual({ status: 'failed', last_error: 'not configured' });
    expect(receiver.received).toEqual([]);
    settings.tracking.meta.accessToken = kept;
    await test.database.db.updateTable('sites').set({ settings: JSON.stringify(settings) }).where('id', '=', SITE).execute();
    test.app.sites.invalidate();
  });

  it('a PUT that leaves the token out keeps it; an explicit null removes it', async () => {
    const before = JSON.parse(await storedSettings()).tracking.meta.accessToken;
    const kept = await adminCall(test, owner, 'PUT', URL, formOf(await current()));
    expect(kept.json().data.tracking.meta.token).toEqual({ set: true, last4: '9f2c' });
    expect(JSON.parse(await storedSettings()).tracking.meta.accessToken).toBe(before);

    const form = formOf(await current());
    // Removing the token turns the network off, whatever else the form still says of it.
    form.tracking.meta = { accessToken: null, testEventCode: 'TEST4242', endpoint: receiver.url };
    const cleared = await adminCall(test, owner, 'PUT', URL, form);
    expect(cleared.json().data.tracking.meta).toEqual({ token: { set: false, last4: null }, testEventCode: null, endpoint: null });
    expect(JSON.parse(await storedSettings()).tracking.meta).toBeNull();
  });

  it('reads a token stored in plain text before encryption, and encrypts it on the next write', async () => {
    await updateSiteTracking(test.database.db, SITE, { tiktok: { accessToken: TIKTOK_TOKEN } });
    // As a row written before encryption has it: the token alone.
    const old = JSON.parse(await storedSettings());
    old.tracking.tiktok = { accessToken: TIKTOK_TOKEN };
    await test.database.db.updateTable('sites').set({ settings: JSON.stringify(old) }).where('id', '=', SITE).execute();
    expect(JSON.parse(await storedSettings()).tracking.tiktok).toEqual({ accessToken: TIKTOK_TOKEN });
    expect((await current()).tracking.tiktok.token).toEqual({ set: true, last4: '77ab' });
    const saved = await adminCall(test, owner, 'PUT', URL, formOf(await current()));
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await storedSettings();
    expect(stored).not.toContain(TIKTOK_TOKEN);
    expect(JSON.parse(stored).tracking.tiktok).toMatchObject({ accessToken: expect.stringMatching(/^enc:v1:/), tokenLast4: '77ab' });
    expect(saved.body).not.toContain(TIKTOK_TOKEN);
    expect(await auditText()).not.toContain(TIKTOK_TOKEN);
  });

  it('consent settings: asking outside the EU and the sell-out warning reach the shopper’s page settings', async () => {
    const form = formOf(await current());
    form.tracking.askConsentOutsideEu = true;
    form.sellOutWarning = false;
    form.followBrowserLanguage = true;
    form.tracking.fixedPurchaseValue = { network: 'tiktok', value: 30, currency: 'USD' };
    const answer = await adminCall(test, owner, 'PUT', URL, form);
    expect(answer.json().data).toMatchObject({ sellOutWarning: false, followBrowserLanguage: true, tracking: { askConsentOutsideEu: true, fixedPurchaseValue: { network: 'tiktok', value: 30, currency: 'USD' } } });
    const page = await shopperPage();
    expect(page).toMatch(/"askConsent":true/);
    expect(page).toMatch(/"sellOutWarning":false/);
  });

  it('phone verification: the owner chooses when the order form asks for a code, and the shopper’s page learns it', async () => {
    const form = formOf(await current());
    form.verification = 'risky';
    const answer = await adminCall(test, owner, 'PUT', URL, form);
    expect(answer.json().data).toMatchObject({ verification: 'risky' });
    expect(await shopperPage()).toMatch(/"verification":"risky"/);

    const left = await adminCall(test, owner, 'PUT', URL, { ...formOf(await current()), verification: undefined });
    expect(left.json().data.verification).toBe('risky');
    const never = await adminCall(test, owner, 'PUT', URL, { ...formOf(await current()), verification: 'never' });
    expect(never.json().data.verification).toBe('never');
    expect(await shopperPage()).not.toMatch(/"verification"/);

    const wrong = await adminCall(test, owner, 'PUT', URL, { ...formOf(await current()), verification: 'sometimes' });
    expect(wrong.statusCode).toBe(400);
  });
});

describe.each(ENGINES)('the pickup store import from the back office (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;
  const stores = async () => Number((await test.database.db.selectFrom('pickup_stores').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    test = await startTestApp(engine);
    ({ owner, support } = await ownerAndSupport(test));
  });
  afterAll(() => test.close());

  const upload = (session: AdminSession | null, csv: string, options: { replace?: boolean; headers?: Record<string, string> } = {}) => {
    const boundary = '----doorstep-store-list';
    const parts = [`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stores.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`];
    if (options.replace) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="replace"\r\n\r\ntrue\r\n`);
    return test.app.inject({
      method: 'POST',
      url: '/admin/api/stores/import',
      payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
      headers: { origin: OWN_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}`, ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrfToken } : {}), ...options.headers },
    });
  };
  const HEADER = 'brand,store_id,name,city,district,address,phone';
  const good = `${HEADER}\nseven_eleven,880001,Test Store One,臺北市,中正區,Road 1,\nfamily_mart,880002,Test Store Two,臺北市,信義區,Road 2,02-1234-5678\n`;

  it('imports an owner’s CSV and says how many stores went in, audited', async () => {
    const before = await stores();
    const answer = await upload(owner, good);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ imported: 2, replaced: false });
    expect(await stores()).toBe(before + 2);
    const audit = await test.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'stores.import').execute();
    expect(audit).toHaveLength(1);
  });

  it('imports nothing from a file with a bad line, and names that line and its problem in the operator’s language', async () => {
    const before = await stores();
    const broken = `${HEADER}\nseven_eleven,880003,Fine Store,臺北市,中正區,Road 3,\nnot_a_chain,880004,Bad Store,臺北市,中正區,Road 4,\nhi_life,,No Id,臺北市,中正區,Road 5,\n`;
    const answer = await upload(owner, broken);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toContain('was not imported');
    expect(answer.json().data.problems).toEqual([
      { line: 3, problem: expect.stringContaining('The brand must be one of seven_eleven') },
      { line: 4, problem: 'The store id is missing.' },
    ]);
    expect(await stores()).toBe(before);
    const chinese = await upload(owner, broken, { headers: { 'accept-language': 'zh-TW' } });
    expect(chinese.json().data.problems[1]).toEqual({ line: 4, problem: '缺少門市代號。' });
  });

  it('refuses a file without the columns, or no file, with a message', async () => {
    const columns = await upload(owner, 'brand,name\nseven_eleven,x\n');
    expect(columns.statusCode).toBe(400);
    expect(columns.json().data.problems).toEqual([{ line: 1, problem: expect.stringContaining('store_id, city, district, address') }]);
    const none = await test.app.inject({ method: 'POST', url: '/admin/api/stores/import', payload: {}, headers: { origin: OWN_ORIGIN, cookie: owner.cookie, 'x-csrf-token': owner.csrfToken } });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('Choose one CSV file to import.');
  });

  it('support 403, no session 401, another origin 403, and nothing is imported', async () => {
    const before = await stores();
    const other = `${HEADER}\nseven_eleven,770001,Other,臺北市,中正區,Road,\n`;
    expect((await upload(support, other)).statusCode).toBe(403);
    expect((await upload(null, other)).statusCode).toBe(401);
    expect((await upload(owner, other, { headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    expect(await stores()).toBe(before);
  });

  it('replaces a chain’s whole list when asked', async () => {
    const answer = await upload(owner, `${HEADER}\nhi_life,660001,Only Hi-Life,臺北市,中正區,Road 6,\n`, { replace: true });
    expect(answer.json().data).toEqual({ imported: 1, replaced: true });
    const hiLife = await test.database.db.selectFrom('pickup_stores').select('store_id').where('brand', '=', 'hi_life').execute();
    expect(hiLife.map((row) => row.store_id)).toEqual(['660001']);
  });
});
