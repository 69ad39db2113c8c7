// The built shop as the benches start it: its own port and a fresh data directory (demo data on SQLite).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port no one listens on now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * `dist/server/main.js` (or `cluster.js` with `processes` > 1) on a free port, answering once its
 * health check does. `env` is added to the shop's own; the caller's environment goes last, so a
 * run can still set anything. `stop()` ends it and removes its data.
 */
export async function startShop({ processes = 1, env = {}, nodeArgs = [] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-bench-'));
  const port = await freePort();
  const entry = processes > 1 ? 'dist/server/cluster.js' : 'dist/server/main.js';
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', WEB_CONCURRENCY: String(processes), ...env, ...process.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { port, child, dataDir, stop };
}
