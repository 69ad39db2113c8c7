import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database';

describe('the embedded SQLite database', () => {
  it('keeps the journals of group commit’s savepoints in memory, never in temporary files on disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-sqlite-settings-'));
    const database = openDatabase({ url: undefined, dataDir: dir });
    try {
      // 2 = MEMORY: each order's savepoint copied about fifty pages to a file (238 KB an order).
      const { rows } = await sql<{ temp_store: number }>`pragma temp_store`.execute(database.db);
      expect(rows[0]?.temp_store).toBe(2);
      const { rows: journal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
      expect(journal[0]?.journal_mode).toBe('wal');
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
