import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { startCheckpointer, type CheckpointResult } from '../../../src/server/db/checkpointer';
import { gateWrites, sharedGroupCommit, type TransactionRunner } from '../../../src/server/db/group-commit';
import { ImmediateSqliteDialect } from '../../../src/server/db/immediate-sqlite-dialect';

type NotesDB = { notes: { id: number; body: string } };

/**
 * A page-sized note a transaction, each transaction beginning as the one before it commits (as
 * under an ad burst): SQLite never finds the WAL all copied back on its own.
 */
async function writeBackToBack<D>(transaction: TransactionRunner<D>, rounds: number, afterCommit: () => void = () => {}): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await transaction(async (trx) => {
      await sql`insert into notes (body) values (${'x'.repeat(3800)})`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 1));
    });
    afterCommit();
  }
}

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

  it('keeps the WAL file small while orders never stop coming: it is rewound and written over, not grown', async () => {
    dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
    // Rewound past 256 pages (1 MB); the server's own is 16,384 (64 MB).
    database = openDatabase({ url: undefined, dataDir: dir, sqliteFile: 'shop.sqlite', checkpointEveryMs: 20, walRestartAfterFrames: 256 });
    const { db } = database;
    const wal = join(dir, 'shop.sqlite-wal');
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const transaction = sharedGroupCommit(db);
    let largest = 0;
    // About 12 MB of pages in all.
    await writeBackToBack(transaction, 1000, () => (largest = Math.max(largest, statSync(wal).size)));
    expect((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]?.n).toBe(1000);
    expect(largest).toBeLessThan(4_000_000);
  });

  it('holds writes back only once while a reader keeps older frames (a backup, say), and goes on writing', async () => {
    dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
    const file = join(dir, 'shop.sqlite');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('wal_autocheckpoint = 0');
    const db = new Kysely<NotesDB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    await sql`insert into notes (body) values ('first')`.execute(db);
    // The reader's snapshot stays on the frames written so far, until it ends.
    const backup = new SQLite(file, { readonly: true });
    backup.exec('begin');
    backup.prepare('select count(*) from notes').get();
    const rewinds: CheckpointResult[] = [];
    const checkpointer = startCheckpointer(file, { everyMs: 20, restartAfterFrames: 64, onCheckpoint: (result) => result.mode === 'RESTART' && rewinds.push(result) });
    gateWrites(db, checkpointer.beforeWrite);
    const transaction = sharedGroupCommit(db);
    try {
      await writeBackToBack(transaction, 400);
      expect(rewinds).toHaveLength(1);
      expect(rewinds[0]).toMatchObject({ busy: 1 });
      expect((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]?.n).toBe(401);
    } finally {
      backup.exec('commit');
      backup.close();
      await checkpointer.stop();
      await db.destroy();
    }
  });
});
