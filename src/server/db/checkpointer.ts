import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite's WAL is copied back into the database file (a checkpoint) from a thread of its own, not
 * by whichever commit crosses 1,000 pages (issue 17, orders near the RSA ceiling): a checkpoint
 * writes and syncs the file, and on the main thread every request waits for it. The server's own
 * connection is told not to checkpoint (wal_autocheckpoint = 0); this thread's connection runs a
 * PASSIVE checkpoint every `everyMs`, which never blocks a writer. If this thread stops, SQLite
 * still checkpoints when the last connection closes, and the WAL only grows meanwhile.
 *
 * A PASSIVE checkpoint alone never lets the WAL start again from its beginning while orders keep
 * coming: SQLite rewinds it only for a writer that finds every frame already copied, and under an
 * ad burst there are always newer frames. The WAL then grew by every page every order wrote (2.6 GB
 * in the bench's 15 seconds), each write claiming and zeroing new blocks of the file. So when a
 * checkpoint finds more than `restartAfterFrames` frames, the next write waits (`beforeWrite`,
 * which the group commit awaits between its transactions: the event loop goes on meanwhile) while
 * this thread copies the last frames and makes the next commit rewind the WAL (RESTART). The file
 * then keeps its size (SQLite's journal_size_limit trims it) and is written over in place.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.path, { fileMustExist: true });
// RESTART waits for another process's writer and for readers still on older frames (the
// server holds its own writes back meanwhile); PASSIVE never waits.
db.pragma('busy_timeout = 200');
const checkpoint = (mode) => {
  try {
    const [result] = db.pragma('wal_checkpoint(' + mode + ')');
    parentPort.postMessage({ mode, ...result });
  } catch (error) {
    parentPort.postMessage({ mode, error: String(error) });
  }
};
const timer = setInterval(() => checkpoint('PASSIVE'), workerData.everyMs);
parentPort.on('message', (message) => {
  if (message === 'restart') return checkpoint('RESTART');
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** The longest writes wait for a rewind (its thread's own waits are bounded at 200 ms). */
const RESTART_PATIENCE_MS = 3000;
/**
 * After a rewind that could not finish (a reader held on to older frames: a backup, another
 * process's long read), writes are not held back again for this long; the WAL grows meanwhile.
 */
const RESTART_BACKOFF_MS = 10_000;

export type CheckpointResult = { mode: 'PASSIVE' | 'RESTART'; busy: number; log: number; checkpointed: number } | { mode: 'PASSIVE' | 'RESTART'; error: string };

export interface CheckpointerOptions {
  everyMs?: number;
  /** WAL frames (pages) a checkpoint may find before the next write waits for the WAL to rewind. */
  restartAfterFrames?: number;
  onCheckpoint?: (result: CheckpointResult) => void;
}

export interface Checkpointer {
  /**
   * Undefined when the next write may go at once; else a promise settled once the WAL has been
   * copied back and rewound (or the thread could not: writes never wait longer than that).
   */
  beforeWrite(): Promise<void> | undefined;
  stop(): Promise<void>;
}

export function startCheckpointer(path: string, { everyMs = 250, restartAfterFrames = 16384, onCheckpoint = () => {} }: CheckpointerOptions = {}): Checkpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { module, path, everyMs } });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let frames = 0;
  let alive = true;
  let notBefore = 0;
  let restarted: (() => void) | undefined;
  let restarting: Promise<void> | undefined;
  const settle = () => {
    restarted?.();
    restarted = undefined;
  };
  worker.on('message', (result: CheckpointResult) => {
    if (result.mode === 'RESTART') {
      if ('error' in result || result.busy) notBefore = Date.now() + RESTART_BACKOFF_MS;
      settle();
    }
    frames = 'log' in result && result.mode === 'PASSIVE' ? result.log : 0;
    onCheckpoint(result);
  });
  // A checkpointer that cannot run leaves SQLite's last-close checkpoint: the server goes on.
  worker.on('error', () => {});
  void exited.then(() => {
    alive = false;
    settle();
  });
  worker.unref();
  return {
    beforeWrite() {
      if (restarting) return restarting;
      if (!alive || frames <= restartAfterFrames || Date.now() < notBefore) return undefined;
      let patience: NodeJS.Timeout | undefined;
      restarting = new Promise<void>((resolve) => {
        restarted = resolve;
        // Writes never wait on a thread that does not answer: past this they go on, the WAL grows.
        patience = setTimeout(settle, RESTART_PATIENCE_MS);
        worker.postMessage('restart');
      }).finally(() => {
        clearTimeout(patience);
        restarting = undefined;
        frames = 0;
      });
      return restarting;
    },
    stop: async () => {
      // Held while it stops: unreferenced, the process could end before it has.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
