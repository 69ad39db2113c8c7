import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { databaseBefore, MIGRATION_ENGINES } from '../../helpers/migration-at';

const MIGRATION = '0022_one_blocklist';

describe.each(MIGRATION_ENGINES)('migration 0022 moves the blocked phones setting into the blocklists (%s)', (engine) => {
  let database: Database;
  let shop: Awaited<ReturnType<typeof databaseBefore>>;
  const site = (id: string, settings: unknown) => ({ id, host: `${id}.localhost`, name: id, zone_id: 1, language_id: 1, theme: 'default', settings: JSON.stringify(settings), is_default: 0, created_at: '2026-01-01T00:00:00.000Z' });
  const settingsOf = async (id: string) => JSON.parse((await database.db.selectFrom('sites').select('settings').where('id', '=', id).executeTakeFirstOrThrow()).settings) as { tracking: Record<string, unknown> };

  beforeAll(async () => {
    // Every migration before this one, then the shop as it was.
    shop = await databaseBefore(engine, MIGRATION);
    database = shop.database;
    await database.db
      .insertInto('sites')
      .values([
        site('tw', { tracking: { testPhones: ['+886912000111'], blockedPhones: ['+886912000222', '+886912000333', '+886912000222'], meta: { accessToken: 'enc:v1:sealed' } }, protection: { holdRiskyForCall: true } }),
        site('pl', { tracking: { blockedPhones: ['+48500999999'] } }),
        site('de', { tracking: { testPhones: [] } }),
      ])
      .execute();
    await database.db.insertInto('blocklist_entries').values({ id: 'kept', site_id: 'pl', kind: 'phone', value: '+48500999999', typed: '500 999 999', reason: 'prank orders', added_by: 'owner@shop.test', created_at: '2026-01-02T00:00:00.000Z' }).execute();
    await shop.runIt();
  });
  afterAll(() => shop.close());

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
