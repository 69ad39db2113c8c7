import { PostgresAdapter, Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '../../../src/domain/ids';
import { openDatabase, type Database, type Engine } from '../../../src/server/db/database';
import { migrationProvider } from '../../../src/server/db/migrations/index';
import type { DB } from '../../../src/server/db/schema';
import { seedDemoIfEmpty } from '../../../demo/seed';
import { createSampleOrderRepository } from '../../../src/server/features/sample-orders/sample-orders.repository';
import { createSampleOrderService } from '../../../src/server/features/sample-orders/sample-orders.service';

const url = process.env.TEST_DATABASE_URL;
const ENGINES: Engine[] = ['sqlite', ...(url ? (['postgres'] as const) : [])];
const MIGRATION = '0026_name_words_unaccented';
const NAMES = ['Wiktor Wójcik', 'Anna Nowak', '陳美玲'];

async function migratorOf(db: Kysely<DB>): Promise<Migrator> {
  const schema = db.getExecutor().adapter instanceof PostgresAdapter ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

describe.each(ENGINES)('migration 0026 reads the names already stored without their accents (%s)', (engine) => {
  let database: Database;
  let admin: pg.Client | undefined;
  const schema = `test_${randomToken(9).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const numbers: string[] = [];
  const wordsOf = async (orderNo: string) => (await database.db.selectFrom('order_name_words').select('word').where('order_no', '=', orderNo).orderBy('word').execute()).map((row) => row.word);

  beforeAll(async () => {
    if (engine === 'postgres') {
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema "${schema}"`);
    }
    database = openDatabase({ url: engine === 'postgres' ? url : undefined, dataDir: '.', sqliteFile: ':memory:', schema });
    const migrator = await migratorOf(database.db);
    const names = (await migrator.getMigrations()).map((migration) => migration.name);
    expect((await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1]!)).error).toBeUndefined();
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

    const { error, results } = await migrator.migrateTo(MIGRATION);
    expect(error).toBeUndefined();
    expect(results?.map((result) => [result.migrationName, result.status])).toEqual([[MIGRATION, 'Success']]);
  });
  afterAll(async () => {
    await database.close();
    if (admin) {
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    }
  });

  it('stores an accented name’s words without the accents, so "wojcik" finds it', async () => {
    expect(await wordsOf(numbers[0]!)).toEqual(['wiktor wojcik', 'wojcik']);
  });

  it('leaves the other names’ words as they were', async () => {
    expect(await wordsOf(numbers[1]!)).toEqual(['anna nowak', 'nowak']);
    expect(await wordsOf(numbers[2]!)).toEqual(['玲', '美玲', '陳美玲'].sort());
  });
});
