import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite's WAL is copied back into the database file (a checkpoint) from a thread of its own, not
 * by whichever commit crosses 1,000 pages (issue 17, orders near the RSA ceiling): a checkpoint
 * writes and syncs the file, and on the main thread every request waits for it. The server's own
 * connection is told not to checkpoint (wal_autocheckpoint = 0); this thread's connection runs a
 * PASSIVE checkpoint every `everyMs`, which never blocks a writer. If this thread stops, SQLite
 * still checkpoints when the last connection closes, and the WAL only grows meanwhile.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.path, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage(result);
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(path: string, everyMs = 1000, onCheckpoint: (result: { busy: number; log: number; checkpointed: number } | { error: string }) => void = () => {}): Checkpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { module, path, everyMs } });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('message', onCheckpoint);
  // A checkpointer that cannot run leaves SQLite's last-close checkpoint: the server goes on.
  worker.on('error', () => {});
  worker.unref();
  return {
    stop: async () => {
      // Held while it stops: unreferenced, the process could end before it has.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
