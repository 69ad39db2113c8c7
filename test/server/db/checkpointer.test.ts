import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/database';

describe('SQLite checkpoints on a thread of their own', () => {
  let dir: string;
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies what was written back into the database file without a commit doing it, and closes cleanly', async () => {
    dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
    database = openDatabase({ url: undefined, dataDir: dir, sqliteFile: 'shop.sqlite', checkpointEveryMs: 50 });
    const { db } = database;
    const file = join(dir, 'shop.sqlite');
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = statSync(file).size;
    // Far under SQLite's own 1,000-page checkpoint: only the thread's checkpoint moves it.
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 200; i++) await sql`insert into notes (body) values (${'x'.repeat(1000)})`.execute(trx);
    });
    expect(statSync(file).size).toBe(before);
    await expect.poll(() => statSync(file).size, { timeout: 5000 }).toBeGreaterThan(before + 150_000);
    expect((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]?.n).toBe(200);
    await database.close();
    database = undefined;
  });
});
