import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../../demo/seed';
import type { Database } from '../../../src/server/db/database';
import { createSampleOrderRepository } from '../../../src/server/features/sample-orders/sample-orders.repository';
import { createSampleOrderService } from '../../../src/server/features/sample-orders/sample-orders.service';
import { databaseBefore, MIGRATION_ENGINES } from '../../helpers/migration-at';

const MIGRATION = '0026_name_words_unaccented';
const NAMES = ['Wiktor Wójcik', 'Anna Nowak', '陳美玲'];

describe.each(MIGRATION_ENGINES)('migration 0026 reads the names already stored without their accents (%s)', (engine) => {
  let database: Database;
  let shop: Awaited<ReturnType<typeof databaseBefore>>;
  const numbers: string[] = [];
  const wordsOf = async (orderNo: string) => (await database.db.selectFrom('order_name_words').select('word').where('order_no', '=', orderNo).orderBy('word').execute()).map((row) => row.word);

  beforeAll(async () => {
    shop = await databaseBefore(engine, MIGRATION);
    database = shop.database;
    // Orders of a shop as it was: their names' words stored with the accents, as the earlier rule kept them.
    expect(await seedDemoIfEmpty(database.db)).toBe(true);
    const store = createSampleOrderRepository(database.db);
    let next = 0;
    const generated = await createSampleOrderService({
      ...store,
      insertMany: (records) => store.insertMany(records.map((record) => ({ ...record, order: { ...record.order, recipient_name: NAMES[next++]! } }))),
    }).generate({ count: NAMES.length, seed: 7, until: new Date('2030-03-02T00:00:00.000Z'), days: 1 });
    expect(generated).toEqual({ ok: true, written: NAMES.length });
    const orders = await database.db.selectFrom('orders').select(['order_no', 'recipient_name', 'created_at']).execute();
    for (const name of NAMES) numbers.push(orders.find((order) => order.recipient_name === name)!.order_no);
    const wiktor = orders.find((order) => order.recipient_name === 'Wiktor Wójcik')!;
    await database.db.deleteFrom('order_name_words').where('order_no', '=', wiktor.order_no).execute();
    await database.db.insertInto('order_name_words').values(['wiktor wójcik', 'wójcik'].map((word) => ({ order_no: wiktor.order_no, word, created_at: wiktor.created_at }))).execute();

    await shop.runIt();
  });
  afterAll(() => shop.close());

  it('stores an accented name’s words without the accents, so "wojcik" finds it', async () => {
    expect(await wordsOf(numbers[0]!)).toEqual(['wiktor wojcik', 'wojcik']);
  });

  it('leaves the other names’ words as they were', async () => {
    expect(await wordsOf(numbers[1]!)).toEqual(['anna nowak', 'nowak']);
    expect(await wordsOf(numbers[2]!)).toEqual(['玲', '美玲', '陳美玲'].sort());
  });
});
