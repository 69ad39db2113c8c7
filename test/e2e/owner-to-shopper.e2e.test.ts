import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiRoute } from '../../src/domain/api-paths';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import { addOperatorByCli, OPERATOR_PASSWORD } from './back-office';
import { createPgSchema } from './pg-schema';
import { launchBrowser, phoneContext, requireChrome, startServer, textOf, visible, type RunningServer } from './harness';

const run = requireChrome();
const t = zhTW as Record<string, string>;

/**
 * Issue 15's story, as a new owner lives it: nothing but the browser after `npm run operators --
 * add`. On PostgreSQL when TEST_DATABASE_URL is set (the server then works in a schema of its
 * own), on SQLite otherwise: every other browser test runs the embedded SQLite, and the suite's
 * time on a two-core CI runner is counted in minutes.
 */
const ENGINES: { name: string; url: string | undefined }[] = [process.env.TEST_DATABASE_URL ? { name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL } : { name: 'SQLite', url: undefined }];

describe.runIf(run).each(ENGINES)('an owner puts a product on sale from the back office and a shopper buys it on a phone ($name)', ({ url }) => {
  let server: RunningServer;
  let browser: Browser;
  let photo: string;
  let dropSchema: () => Promise<void> = async () => {};
  const problems: string[] = [];
  const id = `lamp-${Date.now().toString(36)}`;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-story-'));
    const env: Record<string, string> = {};
    if (url) {
      const own = await createPgSchema(url, 'e2e');
      env.DATABASE_URL = own.databaseUrl;
      dropSchema = own.drop;
    }
    addOperatorByCli(dataDir, 'owner@shop.test', 'owner', OPERATOR_PASSWORD, env);
    photo = join(dataDir, 'lamp.jpg');
    writeFileSync(photo, await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 250, g: 210, b: 140 } } }).jpeg().toBuffer());
    server = await startServer({ dataDir, env });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await dropSchema();
  });

  function watch(page: Page, label: string) {
    page.on('pageerror', (error) => problems.push(`${label}: ${error.message}`));
    page.on('console', (message) => {
      // A refusal the page handles (401 before sign-in, 404 of the archived page) is not a fault.
      if (message.type() === 'error' && !/status of 40[14]/.test(message.text())) problems.push(`${label} console: ${message.text()}`);
    });
  }

  it('lists a product with two skus and a photo, starts a one-hour 20% flash sale and a NT$100 coupon, a phone shopper pays NT$700 for a NT$1,000 lamp, and the archived product answers 404', async () => {
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const admin = await desk.newPage();
    watch(admin, 'admin');
    await admin.goto(server.origin() + '/admin');
    await admin.getByLabel('Email').fill('owner@shop.test');
    await admin.getByLabel('Password').fill(OPERATOR_PASSWORD);
    await admin.getByRole('button', { name: 'Sign in' }).click();

    // The product, on the Taiwanese site.
    await admin.getByRole('link', { name: 'Products' }).click();
    await visible(admin.getByRole('heading', { name: 'Products' }));
    const site = admin.getByLabel('Site');
    await site.selectOption((await site.locator('option', { hasText: 'tw.localhost' }).getAttribute('value'))!);
    await admin.getByRole('button', { name: 'New product' }).click();
    await visible(admin.getByRole('heading', { name: /New product on/ }));
    await admin.getByLabel('Title', { exact: true }).fill('月光小夜燈');
    await admin.getByLabel(/Page address/).fill(id);
    await admin.getByLabel('Specification label').fill('顏色');
    await admin.getByLabel('Add a banner photo').setInputFiles(photo);
    await textOf(admin.getByRole('status')).toBe('Photo uploaded.');
    await admin.getByLabel('Description of photo 1 (for screen readers)').fill('月光小夜燈');
    const first = admin.getByTestId('sku').nth(0);
    await first.getByLabel('Name', { exact: true }).fill('暖白');
    await first.getByLabel(/^Price/).fill('1000');
    await first.getByLabel(/^Original price/).fill('1200');
    await admin.getByRole('button', { name: 'Add a sku' }).click();
    const second = admin.getByTestId('sku').nth(1);
    await second.getByLabel('Name', { exact: true }).fill('冷白');
    await second.getByLabel(/^Price/).fill('1100');
    await admin.getByRole('button', { name: 'Save and list' }).click();
    await visible(admin.getByTestId('live-link'));

    // The sale and the coupon, on the Promotions page.
    await admin.getByRole('link', { name: 'Promotions' }).click();
    await visible(admin.getByRole('heading', { name: 'Promotions' }));
    const promoSite = admin.getByLabel('Site');
    await promoSite.selectOption((await promoSite.locator('option', { hasText: 'tw.localhost' }).getAttribute('value'))!);
    const product = admin.getByLabel('Product');
    await product.selectOption((await product.locator('option', { hasText: `/${id}` }).getAttribute('value'))!);
    await admin.getByLabel('Percent off', { exact: true }).fill('20');
    const inAnHour = await admin.evaluate(() => {
      const end = new Date(Date.now() + 60 * 60 * 1000);
      const local = new Date(end.getTime() - end.getTimezoneOffset() * 60_000);
      return local.toISOString().slice(0, 16);
    });
    await admin.getByLabel('Ends', { exact: true }).fill(inAnHour);
    await admin.getByRole('button', { name: 'Start the sale' }).click();
    await textOf(admin.getByRole('status')).toBe('The 20% sale is saved.');
    await admin.getByLabel(/^Amount off/).fill('100');
    await admin.getByLabel(/^Minimum order/).fill('500');
    await admin.getByRole('button', { name: 'Add the coupon' }).click();
    await textOf(admin.getByRole('status')).toBe('The coupon is saved.');

    // The shopper, on a phone, from the ad's link.
    const phone = await phoneContext(browser);
    const shopper = await phone.newPage();
    watch(shopper, 'shopper');
    const answer = await shopper.goto(`${server.origin('tw.localhost')}/${id}`);
    expect(answer?.status()).toBe(200);
    await visible(shopper.getByRole('heading', { name: '月光小夜燈' }));
    await visible(shopper.getByTestId('sale-clock'));
    await textOf(shopper.locator('.product__body .price--large .price__now')).toBe('NT$800');
    const coupon = shopper.locator('[data-testid^="coupon-"]').first();
    await coupon.getByRole('button', { name: t['coupon.claim'] }).click();
    await textOf(coupon).toContain(t['coupon.receivedBadge']);

    await shopper.getByRole('radio', { name: /^暖白/ }).check();
    await shopper.getByRole('button', { name: t['product.buyNow'] }).click();
    await shopper.waitForURL(/\/productOrder/);
    await shopper.getByRole('radio', { name: new RegExp(t['deliveryMethod.tw_courier']!) }).check();
    await shopper.getByTestId('step-delivery').getByRole('button', { name: t['checkout.continue'] }).click();
    await shopper.getByTestId('step-payment').getByRole('button', { name: t['checkout.continue'] }).click();
    await visible(shopper.getByText(t['totals.couponDeduction']!));
    await shopper.locator('.order-form [name="name"]').fill('林美華');
    await shopper.locator('.order-form [name="phone"]').fill('0911 222 333');
    await shopper.locator('.order-form [name="city"]').selectOption('臺北市');
    await shopper.locator('.order-form [name="district"]').selectOption('中正區');
    await shopper.locator('.order-form [name="address"]').fill('重慶南路一段122號');
    await shopper.locator('.order-form button[type="submit"]').click();
    await shopper.waitForURL(/\/orderInfo\?orderNo=TW/);
    const orderNo = new URL(shopper.url()).searchParams.get('orderNo')!;

    // The server priced it: NT$1,000, 20% off by the sale, NT$100 off by the coupon.
    const order = await shopper.evaluate(
      async ([path, number]) => {
        const answer = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderNo: number, phone: '0911222333' }) });
        return ((await answer.json()) as { data: { totals: Record<string, number> } }).data;
      },
      [apiRoute('lookupOrder'), orderNo] as const,
    );
    expect(order.totals).toMatchObject({ activityDeduction: 20000, couponDeduction: 10000, shippingFee: 0, total: 70000 });

    // The owner takes it off sale: its page answers as the spec says (404, a link home), and the
    // shopper's order is still theirs to look up.
    await admin.getByRole('link', { name: 'Products' }).click();
    const productSite = admin.getByLabel('Site');
    await productSite.selectOption((await productSite.locator('option', { hasText: 'tw.localhost' }).getAttribute('value'))!);
    const row = admin.getByTestId('product-row').filter({ hasText: '月光小夜燈' });
    await row.getByRole('button', { name: 'Archive 月光小夜燈' }).click();
    await visible(row.getByRole('button', { name: 'Restore 月光小夜燈' }));
    const gone = await shopper.goto(`${server.origin('tw.localhost')}/zh-tw/${id}`);
    expect(gone?.status()).toBe(404);
    await visible(shopper.getByRole('link', { name: t['notFound.back'] }));
    const stillThere = await shopper.evaluate(
      async ([path, number]) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderNo: number, phone: '0911222333' }) })).status,
      [apiRoute('lookupOrder'), orderNo] as const,
    );
    expect(stillThere).toBe(200);
    await phone.close();
    await desk.close();
    expect(problems).toEqual([]);
  });
});
