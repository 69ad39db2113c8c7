import { PostgresAdapter, Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '../../../src/domain/ids';
import { openDatabase, type Database, type Engine } from '../../../src/server/db/database';
import { migrationProvider } from '../../../src/server/db/migrations/index';
import type { DB } from '../../../src/server/db/schema';

const url = process.env.TEST_DATABASE_URL;
const ENGINES: Engine[] = ['sqlite', ...(url ? (['postgres'] as const) : [])];
const MIGRATION = '0022_one_blocklist';

async function migratorOf(db: Kysely<DB>): Promise<Migrator> {
  const schema = db.getExecutor().adapter instanceof PostgresAdapter ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

describe.each(ENGINES)('migration 0022 moves the blocked phones setting into the blocklists (%s)', (engine) => {
  let database: Database;
  let admin: pg.Client | undefined;
  const schema = `test_${randomToken(9).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const site = (id: string, settings: unknown) => ({ id, host: `${id}.localhost`, name: id, zone_id: 1, language_id: 1, theme: 'default', settings: JSON.stringify(settings), is_default: 0, created_at: '2026-01-01T00:00:00.000Z' });
  const settingsOf = async (id: string) => JSON.parse((await database.db.selectFrom('sites').select('settings').where('id', '=', id).executeTakeFirstOrThrow()).settings) as { tracking: Record<string, unknown> };

  beforeAll(async () => {
    if (engine === 'postgres') {
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema "${schema}"`);
    }
    database = openDatabase({ url: engine === 'postgres' ? url : undefined, dataDir: '.', sqliteFile: ':memory:', schema });
    const migrator = await migratorOf(database.db);
    const names = (await migrator.getMigrations()).map((migration) => migration.name);
    // Every migration before this one, then the shop as it was.
    const before = names[names.indexOf(MIGRATION) - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await database.db
      .insertInto('sites')
      .values([
        site('tw', { tracking: { testPhones: ['+886912000111'], blockedPhones: ['+886912000222', '+886912000333', '+886912000222'], meta: { accessToken: 'enc:v1:sealed' } }, protection: { holdRiskyForCall: true } }),
        site('pl', { tracking: { blockedPhones: ['+48500999999'] } }),
        site('de', { tracking: { testPhones: [] } }),
      ])
      .execute();
    await database.db.insertInto('blocklist_entries').values({ id: 'kept', site_id: 'pl', kind: 'phone', value: '+48500999999', typed: '500 999 999', reason: 'prank orders', added_by: 'owner@shop.test', created_at: '2026-01-02T00:00:00.000Z' }).execute();
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

  it('makes each blocked number a phone entry of its site, once, saying where it came from', async () => {
    const entries = await database.db.selectFrom('blocklist_entries').select(['site_id', 'kind', 'value', 'typed', 'reason', 'added_by']).where('site_id', '=', 'tw').orderBy('value').execute();
    expect(entries).toEqual([
      { site_id: 'tw', kind: 'phone', value: '+886912000222', typed: '+886912000222', reason: 'moved from the blocked phones setting', added_by: 'migration' },
      { site_id: 'tw', kind: 'phone', value: '+886912000333', typed: '+886912000333', reason: 'moved from the blocked phones setting', added_by: 'migration' },
    ]);
  });

  it('does not add a number the site’s blocklist already has', async () => {
    const entries = await database.db.selectFrom('blocklist_entries').select(['id', 'reason']).where('site_id', '=', 'pl').execute();
    expect(entries).toEqual([{ id: 'kept', reason: 'prank orders' }]);
  });

  it('removes the setting and keeps every other setting as it was', async () => {
    expect(await settingsOf('tw')).toEqual({ tracking: { testPhones: ['+886912000111'], meta: { accessToken: 'enc:v1:sealed' } }, protection: { holdRiskyForCall: true } });
    expect((await settingsOf('pl')).tracking).toEqual({});
    expect(await settingsOf('de')).toEqual({ tracking: { testPhones: [] } });
    expect(await database.db.selectFrom('blocklist_entries').select('id').where('site_id', '=', 'de').execute()).toEqual([]);
  });
});
