import { describe, expect, it } from 'vitest';
import { batchedWriter } from '../../../src/server/db/batched';

describe('batched writes (group commit for background rows)', () => {
  it('writes rows asked for together in one write, and each caller hears when its row is stored', async () => {
    const writes: string[][] = [];
    const record = batchedWriter<string>(async (rows) => {
      writes.push(rows);
    });
    await Promise.all(['a', 'b', 'c'].map(record));
    await record('d');
    expect(writes).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('sends the rows that arrive during a write with the next one, at most the given number at a time', async () => {
    const writes: number[][] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const record = batchedWriter<number>(async (rows) => {
      writes.push(rows);
      if (rows[0] === 1) await first;
    }, 2);
    const started = record(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map(record);
    release();
    await Promise.all([started, ...later]);
    expect(writes).toEqual([[1], [2, 3], [4]]);
  });

  it('fails only the bad row of a batch that fails: the others are stored one by one', async () => {
    const stored: string[] = [];
    const record = batchedWriter<string>(async (rows) => {
      if (rows.includes('bad')) throw new Error('constraint failed');
      stored.push(...rows);
    });
    const results = await Promise.allSettled(['a', 'bad', 'c'].map(record));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(stored).toEqual(['a', 'c']);
  });
});
