import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../../src/domain/contracts/admin-orders';
import { readPhone } from '../../../../src/domain/recipient';
import { nameKey, nameWords } from '../../../../src/domain/name-search';
import { requireZone } from '../../../../src/domain/zones';
import { createConsoleRepository } from '../../../../src/server/features/console/console.repository';
import { createSampleOrderRepository } from '../../../../src/server/features/sample-orders/sample-orders.repository';
import { createSampleOrderService, type SampleOrderRecord } from '../../../../src/server/features/sample-orders/sample-orders.service';
import { ENGINES, type TestApp } from '../../../helpers/server';
import { adminCall, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

const COUNT = 300;
const UNTIL = new Date('2030-06-30T12:00:00.000Z');

type Page = { items: { orderNo: string; createdAt: string; status: string; recipientName: string; recipientPhone: string; trackingNo: string | null; siteId: string }[]; total: number; totalExact: boolean; nextCursor: string | null };

describe.each(ENGINES)('sample orders in the support console (%s)', (engine) => {
  let test: TestApp;
  let support: AdminSession;
  let orders: Page['items'];

  const list = async (query: string) => {
    const answer = await adminCall(test, support, 'GET', `/admin/api/orders${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Page>();
  };
  const all = async (query: string) => {
    const found: Page['items'] = [];
    let page = await list(`?limit=100${query}`);
    found.push(...page.items);
    while (page.nextCursor) {
      page = await list(`?limit=100${query}&cursor=${page.nextCursor}`);
      found.push(...page.items);
    }
    return found;
  };

  beforeAll(async () => {
    ({ test, support } = await startWithOwnerAndSupport(engine));
    const result = await createSampleOrderService(createSampleOrderRepository(test.database.db)).generate({ count: COUNT, seed: 7, until: UNTIL, days: 60, batch: 120 });
    expect(result).toEqual({ ok: true, written: COUNT });
    orders = await all('');
  });
  afterAll(() => test.close());

  it('lists every generated order newest first, counted exactly', async () => {
    expect(orders).toHaveLength(COUNT);
    const times = orders.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(orders.map((order) => order.orderNo)).size).toBe(COUNT);
    const first = await list('?limit=10');
    expect(first).toMatchObject({ total: COUNT, totalExact: true });
  });

  it('generates orders across statuses, each shown on its lifecycle with a history that leads to its state', async () => {
    const statuses = new Set(orders.map((order) => order.status));
    expect(statuses.size).toBeGreaterThanOrEqual(4);
    for (const status of ['PENDING_DELIVER', 'ALREADY_DELIVER', 'ORDER_COMPLETED']) {
      const sample = orders.find((order) => order.status === status)!;
      const answer = await adminCall(test, support, 'GET', `/admin/api/orders/${sample.orderNo}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const order = answer.json<AdminOrder>();
      expect(order.status).toBe(status);
      expect(order.lifecycle.history.at(-1)?.to).toBe(order.lifecycle.state);
      expect(order.items.length).toBeGreaterThan(0);
    }
  });

  it('shows a generated order on the courier’s van in the out-for-delivery state, its history leading there', async () => {
    const onTheVan = await test.database.db.selectFrom('orders').select('order_no').where('out_for_delivery_at', 'is not', null).where('delivered_at', 'is', null).where('status', '=', 'ALREADY_DELIVER').executeTakeFirstOrThrow();
    const order = (await adminCall(test, support, 'GET', `/admin/api/orders/${onTheVan.order_no}`)).json<AdminOrder>();
    expect(order.lifecycle.state).toBe('ALREADY_DELIVER.outForDelivery');
    expect(order.lifecycle.history.at(-1)).toMatchObject({ event: 'order.outForDelivery', to: 'ALREADY_DELIVER.outForDelivery' });
  });

  it('gives every order a mobile number its zone accepts', async () => {
    const rows = await test.database.db.selectFrom('orders').select(['zone_id', 'recipient_phone', 'recipient_phone_e164']).execute();
    for (const row of rows) {
      expect(readPhone(requireZone(Number(row.zone_id)), row.recipient_phone), row.recipient_phone).toMatchObject({ valid: true, e164: row.recipient_phone });
      expect(row.recipient_phone_e164).toBe(row.recipient_phone);
    }
  });

  it('finds a generated order by its phone typed nationally with spaces, its number in lower case, its name and its tracking number', async () => {
    const shipped = orders.find((order) => order.trackingNo)!;
    const national = parsePhoneNumberFromString(shipped.recipientPhone)!.formatNational();
    const byPhone = await list(`?q=${encodeURIComponent(national)}`);
    expect(byPhone.items.map((order) => order.orderNo)).toContain(shipped.orderNo);
    expect(byPhone.items.every((order) => order.recipientPhone === shipped.recipientPhone)).toBe(true);
    expect((await list(`?q=${shipped.orderNo.toLowerCase()}`)).items.map((order) => order.orderNo)).toEqual([shipped.orderNo]);
    expect((await list(`?q=${shipped.trackingNo}`)).items.map((order) => order.orderNo)).toEqual([shipped.orderNo]);
    const byName = await all(`&q=${encodeURIComponent(shipped.recipientName)}`);
    expect(byName.map((order) => order.orderNo)).toContain(shipped.orderNo);
    expect(byName.every((order) => order.recipientName.toLowerCase().includes(shipped.recipientName.toLowerCase()))).toBe(true);
  });

  it('finds by two characters exactly the generated orders with a word of the name starting with them', async () => {
    for (const order of orders.slice(0, 3)) {
      const start = [...order.recipientName].slice(0, 2).join('');
      const found = await all(`&q=${encodeURIComponent(start)}`);
      const expected = orders.filter((other) => nameWords(other.recipientName).some((word) => word.startsWith(nameKey(start))));
      expect(found.map((other) => other.orderNo)).toEqual(expected.map((other) => other.orderNo));
    }
  });

  it('counts a filter exactly while few match, the same number the pages hold', async () => {
    const status = orders[0]!.status;
    const paged = await all(`&status=${status}`);
    expect(paged.length).toBe(orders.filter((order) => order.status === status).length);
    expect(await list(`?limit=1&status=${status}`)).toMatchObject({ total: paged.length, totalExact: true });
    const site = orders[0]!.siteId;
    expect((await list(`?limit=1&siteId=${site}&status=${status}`)).total).toBe(orders.filter((order) => order.siteId === site && order.status === status).length);
  });

  it('past the exact-count limit, counts all on SQLite and estimates on PostgreSQL, saying so', async () => {
    const repository = createConsoleRepository(test.database.db);
    const counted = await repository.count({}, 50);
    if (engine === 'sqlite') expect(counted).toEqual({ total: COUNT, exact: true });
    else {
      expect(counted.exact).toBe(false);
      expect(counted.total).toBeGreaterThan(50);
    }
    expect(await repository.count({}, COUNT)).toEqual({ total: COUNT, exact: true });
  });

  it('refuses to generate the same seed into the same shop twice', async () => {
    const again = await createSampleOrderService(createSampleOrderRepository(test.database.db)).generate({ count: 5, seed: 7, until: UNTIL, days: 60 });
    expect(again).toEqual({ ok: false, problem: 'alreadyGenerated' });
    expect((await list('?limit=1')).total).toBe(COUNT);
  });
});

describe('the sample order generator', () => {
  const catalog = [{ siteId: 'tw', zoneId: 1, productId: 'p', skuId: 's', skuName: 'Coral', price: 79000, originalPrice: 99000 }];
  const run = async (seed: number) => {
    const written: SampleOrderRecord[] = [];
    await createSampleOrderService({ catalog: async () => catalog, orderExists: async () => false, insertMany: async (records) => void written.push(...records) }).generate({ count: 40, seed, until: UNTIL });
    return written;
  };

  it('makes the same orders from the same seed and other orders from another', async () => {
    expect(await run(3)).toEqual(await run(3));
    expect((await run(4))[0]!.order.order_no).not.toBe((await run(3))[0]!.order.order_no);
  });

  it('writes names in the zone’s script, thousands of them, the common family names often', async () => {
    const zones = [
      { siteId: 'tw', zoneId: 1 },
      { siteId: 'th', zoneId: 4 },
      { siteId: 'sa', zoneId: 20 },
      { siteId: 'pl', zoneId: 10 },
    ];
    const written: SampleOrderRecord[] = [];
    await createSampleOrderService({ catalog: async () => zones.map((zone) => ({ ...catalog[0]!, ...zone })), orderExists: async () => false, insertMany: async (records) => void written.push(...records) }).generate({ count: 4000, seed: 5, until: UNTIL });
    const names = (zoneId: number) => written.filter((record) => record.order.zone_id === zoneId).map((record) => record.order.recipient_name);
    const scripts: [number, RegExp][] = [
      [1, /^\p{Script=Han}{2,4}$/u],
      [4, /^[\p{Script=Thai}]+ [\p{Script=Thai}]+$/u],
      [20, /^[\p{Script=Arabic}]+( [\p{Script=Arabic}]+){1,2}$/u],
      [10, /^\p{Script=Latin}+ \p{Script=Latin}+$/u],
    ];
    for (const [zoneId, script] of scripts) expect(names(zoneId).every((name) => script.test(name)), names(zoneId).slice(0, 3).join(', ')).toBe(true);
    // About a thousand Taiwanese orders: nearly every name its own, and the most common family name on about one in ten.
    const taiwan = names(1);
    expect(new Set(taiwan).size).toBeGreaterThan(taiwan.length * 0.9);
    const chen = taiwan.filter((name) => name.startsWith('陳')).length / taiwan.length;
    expect(chen).toBeGreaterThan(0.05);
    expect(chen).toBeLessThan(0.2);
  });

  it('sends most parcels that reach the door out for delivery first, with a history row at the time the order keeps, and leaves some on the van', async () => {
    const written: SampleOrderRecord[] = [];
    await createSampleOrderService({ catalog: async () => catalog, orderExists: async () => false, insertMany: async (records) => void written.push(...records) }).generate({ count: 3000, seed: 11, until: UNTIL });
    const causes = (record: SampleOrderRecord) => record.history.map((row) => row.cause);
    const atTheDoor = written.filter((record) => causes(record).includes('order.deliver') || causes(record).includes('order.refuse'));
    const share = atTheDoor.filter((record) => causes(record).includes('order.outForDelivery')).length / atTheDoor.length;
    expect(share).toBeGreaterThan(0.75);
    expect(share).toBeLessThan(0.95);
    for (const record of written) {
      const row = record.history.find((entry) => entry.cause === 'order.outForDelivery');
      expect(record.order.out_for_delivery_at ?? null).toBe(row?.created_at ?? null);
    }
    const onTheVan = written.filter((record) => record.order.status === 'ALREADY_DELIVER' && record.order.out_for_delivery_at && !record.order.delivered_at);
    expect(onTheVan.length).toBeGreaterThan(written.length * 0.01);
    // The van delivers the same day it goes out.
    for (const record of written.filter((entry) => entry.order.out_for_delivery_at && entry.order.delivered_at)) {
      expect(Date.parse(record.order.delivered_at!) - Date.parse(record.order.out_for_delivery_at!)).toBeLessThanOrEqual(10 * 3_600_000);
    }
  });

  it('names Malaysian, Indonesian and Filipino orders as each people writes them, nearly every name its own, no family name on more than one in ten', async () => {
    const zones = [
      { siteId: 'my', zoneId: 5 },
      { siteId: 'id', zoneId: 6 },
      { siteId: 'ph', zoneId: 7 },
    ];
    const written: SampleOrderRecord[] = [];
    await createSampleOrderService({ catalog: async () => zones.map((zone) => ({ ...catalog[0]!, ...zone })), orderExists: async () => false, insertMany: async (records) => void written.push(...records) }).generate({ count: 6000, seed: 9, until: UNTIL });
    const names = (zoneId: number) => written.filter((record) => record.order.zone_id === zoneId).map((record) => record.order.recipient_name);
    const lastWordShare = (list: string[]) => {
      const counts = new Map<string, number>();
      for (const name of list) counts.set(name.split(' ').at(-1)!, (counts.get(name.split(' ').at(-1)!) ?? 0) + 1);
      return Math.max(...counts.values()) / list.length;
    };
    for (const zone of zones) {
      const list = names(zone.zoneId);
      expect(list.length).toBeGreaterThan(1500);
      expect(list.every((name) => /^[\p{Script=Latin}]+([ /][\p{Script=Latin}]+)*$/u.test(name)), list.slice(0, 3).join(', ')).toBe(true);
      // Of about two thousand orders, most names their own (the short lists repeated each name about five times).
      expect(new Set(list).size, zone.siteId).toBeGreaterThan(list.length * 0.7);
      expect(lastWordShare(list), zone.siteId).toBeLessThan(0.1);
    }
    // Malaysia: Malay names with bin/binti, Chinese names family first, Indian names with a/l or a/p.
    const malaysia = names(5);
    const share = (pattern: RegExp) => malaysia.filter((name) => pattern.test(name)).length / malaysia.length;
    expect(share(/ (bin|binti) /)).toBeGreaterThan(0.35);
    expect(share(/^(?:\S+ )?(Tan|Lim|Lee|Wong|Ng|Ong|Chong|Teo|Goh|Chan) [A-Z][a-z]+ [A-Z][a-z]+$/)).toBeGreaterThan(0.05);
    expect(share(/ a\/[lp] /)).toBeGreaterThan(0.03);
    // Indonesia: many without a family name, a single name for some.
    expect(names(6).some((name) => !name.includes(' '))).toBe(true);
  });

  it('says so when the shop has no product to order', async () => {
    const service = createSampleOrderService({ catalog: async () => [], orderExists: async () => false, insertMany: async () => {} });
    expect(await service.generate({ count: 1 })).toEqual({ ok: false, problem: 'noCatalog' });
  });
});
