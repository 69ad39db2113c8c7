import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gateWrites, groupCommit, sharedGroupCommit } from '../../../src/server/db/group-commit';

// A table of its own in a SQLite file, and a second connection that sees only what is committed.
interface TestDB {
  rows: { id: string; parent: string | null };
}

describe('group commit (several transactions, one commit, on SQLite)', () => {
  let dir: string;
  let db: Kysely<TestDB>;
  let watcher: SQLite.Database;
  let commits: number;
  const stored = () => watcher.prepare('select id from rows order by id').all().map((row) => (row as { id: string }).id);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    const file = join(dir, 'test.sqlite');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    commits = 0;
    db = new Kysely<TestDB>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => {
        if (event.level === 'query' && /^commit/i.test(event.query.sql)) commits += 1;
      },
    });
    // A parent's check deferred to the commit: a way to make a commit itself fail.
    await sql`create table rows (id text primary key, parent text references rows(id) deferrable initially deferred)`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
    watcher = new SQLite(file, { readonly: true });
  });
  afterEach(async () => {
    watcher.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const insert = (id: string, parent: string | null = null) => async (trx: Kysely<TestDB>) => {
    await trx.insertInto('rows').values({ id, parent }).execute();
    return id;
  };

  it('commits the transactions asked for together once, and answers each caller when its rows are stored', async () => {
    const transaction = groupCommit(db);
    const answers = ['a', 'b', 'c'].map((id) => transaction(insert(id)).then((value) => ({ value, seen: stored() })));
    const settled = await Promise.all(answers);
    expect(settled.map((answer) => answer.value)).toEqual(['a', 'b', 'c']);
    // Each caller, told, finds its row there for any other connection.
    for (const answer of settled) expect(answer.seen).toEqual(['a', 'b', 'c']);
    expect(commits).toBe(1);
    await transaction(insert('d'));
    expect(commits).toBe(2);
  });

  it('gives the writers of one database one group commit: an order and a message written at one moment share a commit', async () => {
    const orders = sharedGroupCommit(db);
    const messages = sharedGroupCommit(db);
    expect(messages).toBe(orders);
    await Promise.all([orders(insert('order')), messages(insert('message'))]);
    expect(stored()).toEqual(['message', 'order']);
    expect(commits).toBe(1);
  });

  it('opens no transaction while the write gate is shut (the WAL rewinding), then commits what waited together', async () => {
    let open!: () => void;
    let shut: Promise<void> | undefined = new Promise<void>((resolve) => (open = resolve));
    gateWrites(db, () => shut);
    const transaction = groupCommit(db);
    const first = transaction(insert('a'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = transaction(insert('b'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stored()).toEqual([]);
    expect(commits).toBe(0);
    shut = undefined;
    open();
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(stored()).toEqual(['a', 'b']);
    expect(commits).toBe(1);
  });

  it('lets a transaction read what the one before it in the batch wrote', async () => {
    const transaction = groupCommit(db);
    const [, count] = await Promise.all([
      transaction(insert('a')),
      transaction((async (trx: Kysely<TestDB>) => (await trx.selectFrom('rows').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)),
    ]);
    expect(Number(count)).toBe(1);
  });

  it('refuses only the transaction that fails: none of its rows are kept, the others’ are', async () => {
    const transaction = groupCommit(db);
    const failing = async (trx: Kysely<TestDB>) => {
      await trx.insertInto('rows').values({ id: 'half', parent: null }).execute();
      await trx.insertInto('rows').values({ id: 'a', parent: null }).execute();
    };
    const results = await Promise.allSettled([transaction(insert('a')), transaction(failing), transaction(insert('c'))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(stored()).toEqual(['a', 'c']);
  });

  it('tells every caller of a batch when its commit fails, and keeps none of it', async () => {
    const transaction = groupCommit(db);
    const results = await Promise.allSettled([transaction(insert('a')), transaction(insert('orphan', 'no-such-parent'))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(stored()).toEqual([]);
    // The next batch commits as usual.
    await transaction(insert('b'));
    expect(stored()).toEqual(['b']);
  });
});
