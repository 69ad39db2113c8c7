import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { createProtectionRepository } from '../../../src/server/features/protection/protection.repository';
import { createProtectionService } from '../../../src/server/features/protection/protection.service';
import { databaseBefore, MIGRATION_ENGINES } from '../../helpers/migration-at';

const MIGRATION = '0028_blocklist_lookup';

describe.each(MIGRATION_ENGINES)('migration 0028 lets an order look its own blocklist entries up (%s)', (engine) => {
  let database: Database;
  let shop: Awaited<ReturnType<typeof databaseBefore>>;
  const entry = (id: string, kind: string, value: string, siteId: string | null = 'tw') => ({ id, site_id: siteId, kind, value, typed: value, reason: 'prank orders', added_by: 'owner@shop.test', created_at: `2026-01-01T00:00:${id.padStart(2, '0').slice(-2)}.000Z` });
  const order = { phone: '0912 000 555', email: null, postalCode: '100', clientIp: '198.51.100.7', country: 'TW' };

  beforeAll(async () => {
    shop = await databaseBefore(engine, MIGRATION);
    database = shop.database;
    // A list of thousands, and entries as an older version left them: a moved setting's number
    // with spaces, one the library does not know (kept as written).
    const many = Array.from({ length: 3000 }, (_, index) => entry(`p${index}`, 'phone', `+8869130${String(index).padStart(5, '0')}`));
    for (let start = 0; start < many.length; start += 500) await database.db.insertInto('blocklist_entries').values(many.slice(start, start + 500)).execute();
    await database.db
      .insertInto('blocklist_entries')
      .values([entry('1', 'phone', '+886 912 000 555'), entry('2', 'phone', '+99912345678'), entry('3', 'address', '203.0.113.0/24', null), entry('4', 'email', 'a@b.example')])
      .execute();
    await shop.runIt();
  });
  afterAll(() => shop.close());

  it('writes an older phone entry in E.164, and keeps one the library does not know as written', async () => {
    const values = await database.db.selectFrom('blocklist_entries').select(['id', 'value']).where('id', 'in', ['1', '2']).orderBy('id').execute();
    expect(values).toEqual([
      { id: '1', value: '+886912000555' },
      { id: '2', value: '+99912345678' },
    ]);
  });

  it('reads for an order only the entries it could match, and every client address range, out of thousands', async () => {
    const repository = createProtectionRepository(database.db);
    const found = await repository.forOrder('tw', { phone: '+886912000555', postal: '100' });
    expect(found.entries.map((row) => row.id).sort()).toEqual(['1', '3']);
    expect(found.allowList).toBe(false);
    expect((await repository.forOrder('tw', { phone: '+886913000042' })).entries.map((row) => row.id).sort()).toEqual(['3', 'p42']);
  });

  it('still refuses the order from a blocked phone however it was typed, and lets another through', async () => {
    const protection = createProtectionService(createProtectionRepository(database.db));
    expect(await protection.check('tw', order)).toMatchObject({ kind: 'phone', value: '+886912000555' });
    expect(await protection.check('tw', { ...order, phone: '0913-000-042' })).toMatchObject({ kind: 'phone', value: '+886913000042' });
    expect(await protection.check('tw', { ...order, phone: '0913 100 000' })).toBeNull();
    expect(await protection.check('tw', { ...order, phone: '0913 100 000', clientIp: '203.0.113.9' })).toEqual({ kind: 'address', value: '203.0.113.0/24' });
  });
});
