import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sealOrder } from '../../src/api/submit-order';
import { twOrder } from '../helpers/server';
import { freePort } from './harness';

/** `npm run start:cluster` with two processes on a fresh SQLite file (no Redis), once both listen. */
async function startCluster(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(process.cwd(), 'dist', 'server', 'cluster.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'doorstep-cluster-')), DATABASE_URL: '', REDIS_URL: '', WEB_CONCURRENCY: '2', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Both processes listening: each says so once.
  await expect.poll(() => output.match(/Doorstep is serving on/g)?.length ?? 0, { timeout: 60_000, interval: 200 }).toBe(2);
  return { port, output: () => output, stop: () => (child.kill('SIGTERM'), exited) };
}

describe('npm run start:cluster', () => {
  it('prepares the database once, serves from two processes on one port, and stops them all on SIGTERM', async () => {
    const { port, output, stop } = await startCluster();
    expect(output().match(/seeded the demo shop/g)).toHaveLength(1);
    expect(output()).toMatch(/without REDIS_URL/);
    for (let request = 0; request < 20; request += 1) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    const servedBy = new Set([...output().matchAll(/"pid":(\d+)[^\n]*"url":"\/healthz"/g)].map((match) => match[1]));
    expect(servedBy.size).toBe(2);
    expect(await stop()).toBe(0);
  });

  it('places every order two processes are sent at once on one SQLite file: none fails with "database is locked"', async () => {
    const { port, output, stop } = await startCluster({ ORDERS_PER_PHONE: 'off', ORDERS_PER_ADDRESS: 'off' });
    const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    const { keys } = JSON.parse(/id="doorstep-bootstrap">(.*?)<\/script>/s.exec(page)![1]!) as { keys: { rsaPublicKey: string; signKey: string } };
    let expectedTotal = 0;
    const place = async (index: number) => {
      const order = twOrder({ expectedTotal, recipient: { ...twOrder().recipient, phone: `0912${String(1_000_000 + index).slice(1)}` } });
      const sealed = sealOrder(order, keys);
      const response = await fetch(`http://127.0.0.1:${port}/api/consumer/order/add-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sign': sealed.signature, 'x-consumer-domain': 'localhost' },
        body: JSON.stringify(sealed.body),
      });
      return { status: response.status, body: (await response.json()) as { code: number; data: { orderNo: string } | null } };
    };
    // The demo's price, as the server answers a total it did not expect (409, priceChanged).
    const asked = await place(999);
    expect(asked.status).toBe(409);
    expectedTotal = (asked.body.data as unknown as { total: number }).total;
    // Four rounds of 24 at once: each process's write transactions meet the other's.
    const answers = [];
    for (let round = 0; round < 4; round += 1) answers.push(...(await Promise.all(Array.from({ length: 24 }, (_, index) => place(round * 24 + index)))));
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.body.code}`)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.body.data?.orderNo)).size).toBe(96);
    expect(output()).not.toMatch(/SQLITE_BUSY/);
    const servedBy = new Set([...output().matchAll(/"pid":(\d+)[^\n]*"url":"\/api\/consumer\/order\/add-order"/g)].map((match) => match[1]));
    expect(servedBy.size).toBe(2);
    expect(await stop()).toBe(0);
  });
});
