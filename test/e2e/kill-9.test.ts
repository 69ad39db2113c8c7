import { afterEach, describe, expect, it } from 'vitest';
import { sealOrder, type AddOrderKeys } from '../../src/api/submit-order';
import { BOOTSTRAP_ELEMENT_ID } from '../../src/app/providers/bootstrap';
import { openDatabase } from '../../src/server/db/database';
import { HOSTS, twOrder } from '../helpers/server';
import { startServer, type RunningServer } from './harness';
import { createPgSchema } from './pg-schema';

/**
 * `kill -9` while orders are being written, on SQLite and on PostgreSQL (TEST_DATABASE_URL): the
 * server dies with orders half sent, comes back on the same data, and then (1) no order is half
 * written: every order has its items, its first status and its idempotency key; (2) sending an
 * order again with its idempotency key gives the same order, never a second one. The browser
 * flow around a kill is order.e2e.test.ts; this one is about the writes, without a browser.
 */
const PG_URL = process.env.TEST_DATABASE_URL;
const ENGINES = ['sqlite', ...(PG_URL ? ['postgres'] : [])] as const;
const ORDERS = 24;

async function keysOf(server: RunningServer): Promise<AddOrderKeys> {
  const html = await (await fetch(server.origin())).text();
  const json = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  if (!json) throw new Error('no bootstrap state on the landing page');
  return (JSON.parse(json) as { keys: AddOrderKeys }).keys;
}

type Sealed = ReturnType<typeof sealOrder>;

/** Sends a sealed order; a retry sends the very same bytes, as the browser's retry does. */
async function send(server: RunningServer, { body, signature }: Sealed): Promise<{ status: number; orderNo?: string }> {
  const response = await fetch(`${server.origin()}/api/consumer/order/add-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-consumer-domain': HOSTS.tw, 'x-sign': signature },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: { orderNo?: string } };
  return { status: response.status, orderNo: answer.data?.orderNo };
}

describe.each(ENGINES)('kill -9 while orders are written (%s)', (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('leaves no half order, and an order sent again with its idempotency key is the same order', async () => {
    const pgSchema = engine === 'postgres' ? await createPgSchema(PG_URL!, 'kill9') : null;
    if (pgSchema) cleanups.push(pgSchema.drop);
    const env: Record<string, string> = pgSchema ? { DATABASE_URL: pgSchema.databaseUrl } : {};
    let server = await startServer({ env });
    cleanups.push(() => server.stop());
    const keys = await keysOf(server);

    // Orders in flight; the server is killed as soon as the first one is answered.
    // The built server keeps the demo's flash sale: NT$790 less 10 %.
    const orders = Array.from({ length: ORDERS }, () => twOrder({ expectedTotal: 71100 })).map((order) => ({ ...order, sealed: sealOrder(order, keys) }));
    const before = new Map<string, string>();
    const sent = orders.map((order) =>
      send(server, order.sealed).then(
        (answer) => {
          if (answer.status === 200 && answer.orderNo) before.set(order.idempotencyKey, answer.orderNo);
        },
        () => undefined, // the connection died with the server
      ),
    );
    await Promise.race(sent);
    await server.kill();
    await Promise.all(sent);

    server = await startServer({ dataDir: server.dataDir, port: server.port, env });

    // Every order again, with its idempotency key: the ones answered before the kill are the
    // same orders; the others are placed now, once.
    const after = new Map<string, string>();
    for (const order of orders) {
      const answer = await send(server, order.sealed);
      expect(answer.status, `order ${order.idempotencyKey} sent again`).toBe(200);
      after.set(order.idempotencyKey, answer.orderNo!);
    }
    for (const [key, orderNo] of before) expect(after.get(key), `the order answered before the kill (${key})`).toBe(orderNo);
    expect(new Set(after.values()).size).toBe(ORDERS);

    // What the database holds: whole orders only, one per idempotency key.
    const database = openDatabase({ url: pgSchema ? PG_URL : undefined, schema: pgSchema?.schema, dataDir: server.dataDir });
    try {
      const rows = await database.db.selectFrom('orders').select('order_no').execute();
      expect(rows.map((row) => row.order_no).sort()).toEqual([...after.values()].sort());
      for (const { order_no } of rows) {
        const items = await database.db.selectFrom('order_items').select('line_no').where('order_no', '=', order_no).execute();
        expect(items.length, `items of ${order_no}`).toBeGreaterThan(0);
        const history = await database.db.selectFrom('order_status_history').select('order_no').where('order_no', '=', order_no).execute();
        expect(history.length, `first status of ${order_no}`).toBeGreaterThan(0);
      }
      const idempotency = await database.db.selectFrom('idempotency_keys').select(['key', 'order_no']).execute();
      for (const [key, orderNo] of after) expect(idempotency.find((row) => row.key === key)?.order_no).toBe(orderNo);
    } finally {
      await database.close();
    }
  });
});
