// `npm run screenshots [-- <folder>]`: the back office as an agent sees it, on a laptop and on a
// phone, from the built server (run `npm run build` first) with a fresh SQLite shop, an owner and
// 400 generated orders: the orders list, an order on its diagram, returns, outbox, dashboard,
// protection and abandoned forms. Written to reports/screenshots/ unless a folder is given.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
const out = process.argv[2] ?? join('reports', 'screenshots'); mkdirSync(out, { recursive: true });
const data = mkdtempSync(join(tmpdir(), 'shots-'));
const env = { ...process.env, DATA_DIR: data, DATABASE_URL: '', LOG_LEVEL: 'warn' };
const cli = (...args) => { const r = spawnSync(process.execPath, ['dist/server/cli.js', ...args], { env, input: 'a long enough password\n', encoding: 'utf8' }); if (r.status) throw new Error(r.stderr + r.stdout); return r.stdout; };
cli('operators', 'add', 'owner@shop.test', 'owner');
const port = await new Promise((resolve) => { const probe = createServer().listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => resolve(port)); }); });
const server = spawn(process.execPath, ['dist/server/main.js'], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'inherit' });
process.on('exit', () => server.kill());
for (let i = 0; i < 100; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
// The server seeds the demo shop on its first start; the orders are generated into it then.
cli('orders:generate', '--count', '400');
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
const shoot = async (page, name) => { await page.waitForTimeout(1200); await page.screenshot({ path: join(out, name + '.png'), fullPage: false }); console.log(name); };
for (const [label, viewport] of [['laptop', { width: 1366, height: 820 }], ['phone', { width: 412, height: 823 }]]) {
  const context = await browser.newContext({ viewport, locale: 'en' });
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/admin`);
  await page.getByLabel('Email').fill('owner@shop.test');
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
  await page.goto(`http://localhost:${port}/admin/orders`);
  await page.getByRole('search').waitFor();
  await shoot(page, `${label}-orders`);
  const first = page.locator('main a[href*="/admin/orders/"]').first();
  await first.click();
  await page.locator('svg').first().waitFor();
  await shoot(page, `${label}-order`);
  await page.mouse.wheel(0, 900); await shoot(page, `${label}-order-more`);
  for (const section of ['returns', 'outbox', 'dashboard', 'protection', 'leads']) {
    await page.goto(`http://localhost:${port}/admin/${section}`);
    await shoot(page, `${label}-${section}`);
  }
  await context.close();
}
await browser.close();
process.exit(0);
