/**
 * Group commit for rows written in the background (the order messages' outbox, issue 17): a row
 * asked for while the previous write is still under way waits for it, then goes with every other
 * row waiting, in one write (one transaction, one commit) instead of one each. Each caller's
 * promise settles when its own row is stored. If a batch fails, its rows are written again one by
 * one, so only a bad row's caller sees the error, as without batching.
 */
export function batchedWriter<T>(write: (rows: T[]) => Promise<void>, maxRows = 50): (row: T) => Promise<void> {
  let waiting: { row: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let busy = false;

  async function flush(): Promise<void> {
    busy = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxRows);
      waiting = waiting.slice(maxRows);
      try {
        await write(batch.map((item) => item.row));
        for (const item of batch) item.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else for (const item of batch) await write([item.row]).then(item.resolve, item.reject);
      }
    }
    busy = false;
  }

  return (row) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ row, resolve, reject });
      // The first row waits a turn of the event loop for the others sent with it.
      if (!busy) {
        busy = true;
        setImmediate(() => void flush());
      }
    });
}
