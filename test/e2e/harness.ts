import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import { EARLY_CLICKS } from '../../src/app/services/early-input';

/**
 * End-to-end harness: the built server (dist/server/main.js, what `npm start` runs) as a child
 * process, and Debian's Chromium driven by playwright-core at a phone's viewport.
 */
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const HAS_CHROME = existsSync(CHROME);

/** Without Chromium the browser suite says so loudly; under CI=true that is a failure. */
export function requireChrome(): boolean {
  if (HAS_CHROME) return true;
  const message = `Chromium not found at ${CHROME}: the end-to-end browser tests are SKIPPED. Install it with \`apt-get install -y chromium\` or set CHROME_PATH.`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`\n!!! ${message}\n`);
  return false;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  port: number;
  dataDir: string;
  origin: (host?: string) => string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  output(): string;
}

export async function startServer(options: { dataDir?: string; port?: number; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const main = join(process.cwd(), 'dist', 'server', 'main.js');
  if (!existsSync(main)) throw new Error('dist/server/main.js is missing: run `npm run build` first (npm test does).');
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'doorstep-e2e-'));
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ORDERS_PER_PHONE: 'off', ORDERS_PER_ADDRESS: 'off', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A built server starts in a second or two; a busy machine (CI running other suites) takes longer.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    dataDir,
    origin: (host = 'localhost') => `http://${host}:${port}`,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    output: () => output,
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A phone: 412 x 823 CSS pixels, touch, mobile viewport rules. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
}

/** Waits (up to 10 s) for the text a shopper would read. */
export const textOf = (locator: Locator) => expect.poll(async () => (await locator.first().textContent())?.trim(), { timeout: 10_000 });
/** Waits (up to 10 s) until the shopper can see it. */
export const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible', timeout: 10_000 });

/** Holds back the answers to requests matching `url`, as a slow phone network would, until the returned release is called. */
export async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the app has hydrated the server's page (it has taken the starter's early taps). */
export const alive = (page: Page) => page.waitForFunction((slot) => (window as unknown as Record<string, unknown>)[slot] === null, EARLY_CLICKS, { timeout: 10_000 });

/**
 * A built server and a Chromium for the tests of one `describe`: started before them, stopped
 * after. `watch(page)` records the page's uncaught errors and console errors in `problems`, which a
 * test expects to stay empty.
 */
export function useShopInChromium() {
  const shop = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    problems: [] as string[],
    watch(page: Page, label = 'page') {
      page.on('pageerror', (error) => shop.problems.push(`${label}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/status of 404/.test(message.text())) shop.problems.push(`${label} console: ${message.text()}`);
      });
    },
    /** A new phone with a page open at `path` of the site on `host`, its problems watched. */
    async open(host: string, path = '/') {
      const context = await phoneContext(shop.browser);
      const page = await context.newPage();
      shop.watch(page, host);
      await page.goto(shop.server.origin(host) + path);
      return { context, page };
    },
    /** Kills the server without warning and starts it again on the same data and port. */
    async restart() {
      await shop.server.kill();
      shop.server = await startServer({ dataDir: shop.server.dataDir, port: shop.server.port });
    },
  };
  beforeAll(async () => {
    shop.server = await startServer();
    shop.browser = await launchBrowser();
  });
  afterAll(async () => {
    await shop.browser?.close();
    await shop.server?.stop();
  });
  return shop;
}

/**
 * A cash-on-delivery order on the Taiwanese demo site, from its landing page (open in `page`) as a
 * shopper places it: the coral 750 ml bottle, home delivery by courier. Answers its number.
 */
export async function placeTaiwanOrder(page: Page): Promise<string> {
  const t = zhTW as Record<string, string>;
  await page.getByRole('radio', { name: /^珊瑚紅 750ml/ }).check();
  await page.getByRole('button', { name: t['product.buyNow'] }).click();
  await page.waitForURL(/\/productOrder/);
  await page.getByRole('radio', { name: new RegExp(t['deliveryMethod.tw_courier']!) }).check();
  await page.getByTestId('step-delivery').getByRole('button', { name: t['checkout.continue'] }).click();
  await page.getByTestId('step-payment').getByRole('button', { name: t['checkout.continue'] }).click();
  await page.getByLabel(t['form.name']!).fill('王小明');
  await page.getByLabel(t['form.phone']!).fill('0912-345-678');
  await page.getByLabel(t['form.city.TW']!).selectOption('臺北市');
  await page.getByLabel(t['form.district.TW']!).selectOption('中正區');
  await page.getByLabel(t['form.address']!).fill('重慶南路一段122號');
  await page.locator('.order-form button[type="submit"]').click();
  await page.waitForURL(/\/orderInfo\?orderNo=TW/);
  return (await page.getByTestId('order-number').textContent())!.trim();
}
