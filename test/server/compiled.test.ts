import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compiledStatement, preparedQuery } from '../../src/server/db/compiled';
import { migrate, openDatabase, type Database } from '../../src/server/db/database';

describe('statements compiled once per shape', () => {
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'doorstep-compiled-'));
    database = openDatabase({ url: undefined, dataDir: dir });
    await migrate(database.db);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const secret = (name: string, value: string) => ({ name, value, created_at: '2026-11-21T00:00:00.000Z' });

  it('builds the query once for the same shape and runs it again with the new values', async () => {
    const build = vi.fn((rows: readonly ReturnType<typeof secret>[]) => database.db.insertInto('app_secrets').values([...rows]));
    const insert = compiledStatement(build);
    await insert(database.db, [secret('a', '1')]);
    await insert(database.db, [secret('b', '2')]);
    await insert(database.db, [secret('c', '3'), secret('d', '4')]);
    expect(build).toHaveBeenCalledTimes(2);
    const rows = await database.db.selectFrom('app_secrets').select(['name', 'value']).orderBy('name').execute();
    expect(rows).toEqual([
      { name: 'a', value: '1' },
      { name: 'b', value: '2' },
      { name: 'c', value: '3' },
      { name: 'd', value: '4' },
    ]);
  });

  it('falls back to building every time when the compiled parameters are not the values in column order', async () => {
    const build = vi.fn((rows: readonly { name: string }[]) => database.db.selectFrom('app_secrets').select('value').where('name', '=', rows[0]!.name.toUpperCase()));
    const select = compiledStatement(build);
    await select(database.db, [{ name: 'a' }]);
    await select(database.db, [{ name: 'b' }]);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('runs a prepared query built once with each call\'s values, constants kept where the query put them', async () => {
    await database.db.insertInto('app_secrets').values([secret('p1', 'x'), secret('p2', 'y'), secret('p3', 'x')]).execute();
    const build = vi.fn((values: { value: string; after: string }) =>
      database.db.selectFrom('app_secrets').select('name').where('value', '=', values.value).where('name', '>', values.after).where('name', 'like', 'p%').orderBy('name').limit(5),
    );
    const select = preparedQuery(build);
    expect(await select(database.db, { value: 'x', after: '' })).toEqual([{ name: 'p1' }, { name: 'p3' }]);
    expect(await select(database.db, { value: 'x', after: 'p1' })).toEqual([{ name: 'p3' }]);
    expect(await select(database.db, { value: 'y', after: '' })).toEqual([{ name: 'p2' }]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds a prepared query every time when a value does not reach the query as it was given', async () => {
    const build = vi.fn((values: { name: string }) => database.db.selectFrom('app_secrets').select('value').where('name', '=', values.name.toLowerCase()));
    const select = preparedQuery(build);
    expect(await select(database.db, { name: 'P2' })).toEqual([{ value: 'y' }]);
    expect(await select(database.db, { name: 'P3' })).toEqual([{ value: 'x' }]);
    expect(build).toHaveBeenCalledTimes(3);
  });
});
