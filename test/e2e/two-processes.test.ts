import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealOrder } from '../../src/api/submit-order';
import { apiRoute } from '../../src/domain/api-paths';
import { randomToken } from '../../src/domain/ids';
import { openDatabase, type Database } from '../../src/server/db/database';
import { createKeyRepository } from '../../src/server/features/keys/keys.repository';
import { loadOrCreateKeys, type ServerKeys } from '../../src/server/features/keys/keys.service';
import { twOrder } from '../helpers/server';
import { addOperatorByCli, OPERATOR_PASSWORD } from './back-office';
import { startServer, type RunningServer } from './harness';
import { createPgSchema } from './pg-schema';
import { call, startRoundRobinProxy } from './proxy';

const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

/**
 * Issue 17: two server processes on one PostgreSQL and one Redis, behind a proxy that alternates
 * between them, behave as one shop. Runs where both services are (CI); skipped elsewhere.
 */
describe.runIf(DATABASE && REDIS)('two server processes behind a proxy, on PostgreSQL and Redis', () => {
  let own: Awaited<ReturnType<typeof createPgSchema>> | undefined;
  const servers: RunningServer[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let database: Database;
  let keys: ServerKeys;

  beforeAll(async () => {
    own = await createPgSchema(DATABASE!, 'two');
    const { schema } = own;
    const env = {
      DATABASE_URL: own.databaseUrl,
      REDIS_URL: REDIS!,
      REDIS_PREFIX: `test:${schema}:`,
      TRUST_PROXY: 'true',
      CRYPTO_WORKERS: '1',
    };
    const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-two-'));
    addOperatorByCli(dataDir, 'owner@shop.test', 'owner', OPERATOR_PASSWORD, env);
    // The first process migrates and seeds; the second finds it done.
    servers.push(await startServer({ dataDir, env }));
    database = openDatabase({ url: DATABASE, schema, dataDir });
    keys = await loadOrCreateKeys(createKeyRepository(database.db));
    // Orders here are priced at the demo's plain prices.
    await database.db.deleteFrom('product_sales').execute();
    servers.push(await startServer({ dataDir, env }));
    proxy = await startRoundRobinProxy(servers.map((server) => server.port));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await own?.drop();
  });

  const [first, second] = [() => servers[0]!.port, () => servers[1]!.port];

  it('places one order when the same idempotency key reaches both processes at once', async () => {
    const order = twOrder({ idempotencyKey: randomToken(), recipient: { ...twOrder().recipient, phone: '0933-111-222' } });
    const sealed = await sealOrder(order, { rsaPublicKey: keys.publicKeySpki, signKey: keys.signKey });
    const send = (port: number) =>
      call(port, { method: 'POST', path: apiRoute('addOrder'), headers: { 'x-consumer-domain': 'tw.localhost', 'x-sign': sealed.signature }, body: sealed.body });
    const answers = await Promise.all([send(first()), send(second())]);
    const placed = answers.map((answer) => answer.json()).filter((body) => body.code === 1);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    // A retry that lost the race answers the same order (or asks to retry), never a second one.
    expect(new Set(placed.map((body) => (body.data as { orderNo: string }).orderNo)).size).toBe(1);
    const rows = await database.db.selectFrom('orders').select('order_no').where('recipient_phone', '=', '+886933111222').execute();
    expect(rows).toHaveLength(1);
  });

  it('gives a coupon once to a shopper who claims it on both processes at once', async () => {
    const cookie = `ds_shopper=${randomBytes(16).toString('base64url')}`;
    const claim = (port: number) =>
      call(port, { method: 'POST', path: apiRoute('claimCoupon'), headers: { 'x-consumer-domain': 'tw.localhost', cookie }, body: { couponId: 'aqualite-tw-pair' } });
    const answers = await Promise.all([claim(first()), claim(second())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('holds a rate limit across both: the 11th sign-in attempt in a minute from one address is refused, whichever process gets it', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await call(proxy.port, {
        method: 'POST',
        path: '/admin/api/session',
        host: `localhost:${proxy.port}`,
        headers: { origin: `http://localhost:${proxy.port}` },
        body: { email: `nobody${attempt}@shop.test`, password: 'not the password at all' },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('serves a sale started on one process from the other within a second', async () => {
    const detail = () => call(second(), { path: `${apiRoute('productDetail')}?id=aqualite-tw`, headers: { 'x-consumer-domain': 'tw.localhost' } });
    const activity = async () => ((await detail()).json().data as { activity: { percentOff?: number } | null }).activity;
    // The second process reads the product now, and keeps it in its cache.
    expect(await activity()).toBeNull();

    const host = `localhost:${first()}`;
    const origin = `http://${host}`;
    const signedIn = await call(first(), { method: 'POST', path: '/admin/api/session', host, headers: { origin }, body: { email: 'owner@shop.test', password: OPERATOR_PASSWORD } });
    expect(signedIn.status).toBe(200);
    const session = String(signedIn.headers['set-cookie'] ?? '').split(';')[0]!;
    const csrf = (signedIn.json().data as { csrfToken: string }).csrfToken;
    const started = await call(first(), {
      method: 'POST',
      path: '/admin/api/products/aqualite-tw/sales',
      host,
      headers: { origin, cookie: session, 'x-csrf-token': csrf },
      body: { percentOff: 30, endsAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(started.status).toBe(200);
    const at = Date.now();
    await expect.poll(activity, { timeout: 1000, interval: 50 }).toMatchObject({ percentOff: 30 });
    expect(Date.now() - at).toBeLessThan(1000);
  });
});
