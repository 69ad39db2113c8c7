import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { render } from '../../src/entry-server';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import type { ServerKeys } from '../../src/server/features/keys/keys.service';
import { loadOrCreateKeys } from './services';
import type { MessageProvider } from '../../src/server/features/messages/messages.provider';
import { sealOrder } from '../../src/api/submit-order';
import type { SubmitOrderInput } from '../../src/domain/submit-order';
import { randomToken } from '../../src/domain/ids';
import { emptyRecipient } from '../../src/domain/checkout';

/**
 * Server tests run on the embedded SQLite database and, when TEST_DATABASE_URL names a
 * PostgreSQL server, on PostgreSQL too: each test app gets its own schema there.
 */
export type EngineName = 'sqlite' | 'postgres';

export const ENGINES: EngineName[] = ['sqlite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export interface TestApp {
  app: FastifyInstance;
  /** The app's data directory (its SQLite file when the engine is SQLite, and its uploads). */
  dataDir: string;
  database: Database;
  keys: ServerKeys;
  close(): Promise<void>;
}

export async function startTestApp(
  engine: EngineName,
  options: {
    lookupRateLimit?: { max: number; timeWindow: number };
    env?: Record<string, string>;
    /** Keep the demo's flash sales (most tests price orders at the demo's plain prices). */
    sales?: boolean;
    reviewRateLimit?: { max: number; timeWindow: number };
    /** Return requests a client may send (the default is low: tests that send many raise it). */
    returnRateLimit?: { max: number; timeWindow: number };
    forwarding?: { baseDelayMs?: number; sweepMs?: number; maxAttempts?: number };
    trackingRateLimit?: { max: number; timeWindow: number };
    signInRateLimit?: { max: number; timeWindow: number };
    funnelRateLimit?: { max: number; timeWindow: number };
    /** Who carries text messages (default: the sandbox). */
    messageProvider?: MessageProvider;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-test-'));
  let schema: string | undefined;
  const url = engine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (url) {
    schema = `test_${randomToken(9).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema "${schema}"`);
    await client.end();
  }
  const database = openDatabase({ url, dataDir, schema });
  const config = loadConfig({ DATA_DIR: dataDir, CRYPTO_WORKERS: '0', LOG_LEVEL: 'silent', ...NO_ORDER_LIMITS, ...options.env }, join(process.cwd(), 'dist', 'client'));
  const app = await buildApp({ config, render, database, logger: false, lookupRateLimit: options.lookupRateLimit, reviewRateLimit: options.reviewRateLimit, returnRateLimit: options.returnRateLimit, forwarding: options.forwarding, trackingRateLimit: options.trackingRateLimit, signInRateLimit: options.signInRateLimit, funnelRateLimit: options.funnelRateLimit, messageProvider: options.messageProvider });
  if (!options.sales) await database.db.deleteFrom('product_sales').execute();
  const keys = await loadOrCreateKeys(database.db);
  return {
    app,
    dataDir,
    database,
    keys,
    async close() {
      await app.close();
      await database.close();
      if (url && schema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema "${schema}" cascade`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Tests place many orders from one phone and one address: each sets the velocity limits it tests. */
export const NO_ORDER_LIMITS = { ORDERS_PER_PHONE: 'off', ORDERS_PER_ADDRESS: 'off' };

export const HOSTS = { tw: 'tw.localhost', pl: 'pl.localhost', de: 'de.localhost' } as const;

/** An order as the browser would build it for the demo Taiwan site. */
export function twOrder(overrides: Partial<SubmitOrderInput> = {}): SubmitOrderInput {
  return {
    idempotencyKey: randomToken(),
    productId: 'aqualite-tw',
    lines: [{ productId: 'aqualite-tw', kind: 'sku', id: 'tw-coral-750', quantity: 1 }],
    recipient: emptyRecipient({ name: '王小明', phone: '0912-345-678', city: '臺北市', district: '中正區', address: '重慶南路一段122號', postalCode: '100' }),
    deliveryMethod: 'tw_courier',
    paymentMethod: 'cod',
    store: null,
    expectedTotal: 79000,
    ...overrides,
  };
}

/** Posts an order the way the browser does: signed, encrypted, through add-order. */
export async function postOrder(
  test: TestApp,
  order: SubmitOrderInput,
  host: string = HOSTS.tw,
  tamper?: (sealed: { body: { data: string }; signature: string }) => void,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  const sealed = await sealOrder(order, { rsaPublicKey: test.keys.publicKeySpki, signKey: test.keys.signKey });
  tamper?.(sealed);
  return test.app.inject({
    method: 'POST',
    url: '/api/consumer/order/add-order',
    headers: { 'x-consumer-domain': host, 'x-sign': sealed.signature, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: sealed.body,
  });
}

/** An order as the browser sends it, from a client address of the test's choosing, read in Traditional Chinese. */
export async function postOrderFrom(test: TestApp, order: SubmitOrderInput, remoteAddress = '198.51.100.1') {
  const sealed = await sealOrder(order, { rsaPublicKey: test.keys.publicKeySpki, signKey: test.keys.signKey });
  return test.app.inject({
    method: 'POST',
    url: '/api/consumer/order/add-order',
    remoteAddress,
    headers: { 'x-consumer-domain': HOSTS.tw, 'x-sign': sealed.signature, 'content-type': 'application/json', 'accept-language': 'zh-TW' },
    payload: sealed.body,
  });
}

export function lookup(test: TestApp, body: { orderNo: string; phone?: string }, host: string = HOSTS.tw) {
  return test.app.inject({ method: 'POST', url: '/api/consumer/order/lookup', headers: { 'x-consumer-domain': host }, payload: body });
}

/** Places a Taiwan order to 臺北市中正區 for `name` at `phone` (as typed) and answers its number. */
export async function placeTwOrder(test: TestApp, name: string, phone: string, paymentMethod: 'cod' | 'card' = 'cod'): Promise<string> {
  const recipient = emptyRecipient({ name, phone, city: '臺北市', district: '中正區', address: '重慶南路一段122號', postalCode: '100' });
  const answer = await postOrder(test, twOrder({ recipient, paymentMethod }));
  if (answer.statusCode !== 200) throw new Error(`the order answered ${answer.statusCode}: ${answer.body}`);
  return answer.json<{ data: { orderNo: string } }>().data.orderNo;
}
