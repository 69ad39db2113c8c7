import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './harness';

describe('npm run start:cluster', () => {
  it('prepares the database once, serves from two processes on one port, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [join(process.cwd(), 'dist', 'server', 'cluster.js')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'doorstep-cluster-')), DATABASE_URL: '', REDIS_URL: '', WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    // Both processes listening: each says so once.
    await expect.poll(() => output.match(/Doorstep is serving on/g)?.length ?? 0, { timeout: 60_000, interval: 200 }).toBe(2);
    expect(output.match(/seeded the demo shop/g)).toHaveLength(1);
    expect(output).toMatch(/without REDIS_URL/);
    for (let request = 0; request < 20; request += 1) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    const servedBy = new Set([...output.matchAll(/"pid":(\d+)[^\n]*"url":"\/healthz"/g)].map((match) => match[1]));
    expect(servedBy.size).toBe(2);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
