import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addOperatorByCli, axeFindings, OPERATOR_PASSWORD } from './back-office';
import { launchBrowser, phoneContext, requireChrome, startServer, textOf, visible, type RunningServer } from './harness';

const run = requireChrome();
const PASSWORD = OPERATOR_PASSWORD;

describe.runIf(run)('an owner lists a product from the back office (1280 x 800), and a shopper on a phone sees it', () => {
  let server: RunningServer;
  let browser: Browser;
  let photo: string;
  const problems: string[] = [];

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-catalog-'));
    addOperatorByCli(dataDir, 'owner@shop.test', 'owner');
    photo = join(dataDir, 'lamp.jpg');
    writeFileSync(photo, await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 240, g: 200, b: 120 } } }).jpeg().toBuffer());
    server = await startServer({ dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs in, fills the editor with two skus and a photo on the pl site, saves it, and the page /pl/{id} sells it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`admin: ${error.message}`));
    page.on('console', (message) => {
      // The first visit asks for a session there is not yet (401); anything else is a problem.
      if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(`admin console: ${message.text()}`);
    });
    await page.goto(server.origin() + '/admin/products');
    await page.getByLabel('Email').fill('owner@shop.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await visible(page.getByRole('heading', { name: 'Products' }));
    const site = page.getByLabel('Site');
    const plValue = await site.locator('option', { hasText: 'pl.localhost' }).getAttribute('value');
    await site.selectOption(plValue!);
    await page.getByRole('button', { name: 'New product' }).click();
    await visible(page.getByRole('heading', { name: /New product on/ }));
    expect(await axeFindings(page)).toEqual([]);

    // A save with nothing typed: the problems are announced, focus goes to the first.
    await page.getByRole('button', { name: 'Save and list' }).click();
    await textOf(page.getByRole('alert')).toContain('need attention');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pe-title');
    expect(await axeFindings(page)).toEqual([]);

    const id = `lampka-${Date.now().toString(36)}`;
    await page.getByLabel('Title', { exact: true }).fill('Lampka nocna E2E');
    await page.getByLabel(/Page address/).fill(id);
    await page.getByLabel('Introductory title').fill('Ciepłe światło na noc');
    await page.getByLabel('Description', { exact: true }).fill('Ładowana przez USB.\n\nTrzy poziomy jasności.');
    await page.getByLabel('Specification label').fill('Kolor');
    await page.getByLabel('Add a banner photo').setInputFiles(photo);
    await textOf(page.getByRole('status')).toBe('Photo uploaded.');
    await page.getByLabel('Description of photo 1 (for screen readers)').fill('Lampka nocna');
    const first = page.getByTestId('sku').nth(0);
    await first.getByLabel('Name', { exact: true }).fill('Biała');
    await first.getByLabel('Price (zł)', { exact: true }).fill('49,99');
    await first.getByLabel('Original price (zł)').fill('79,99');
    await page.getByRole('button', { name: 'Add a sku' }).click();
    const second = page.getByTestId('sku').nth(1);
    await second.getByLabel('Name', { exact: true }).fill('Czarna');
    await second.getByLabel('Price (zł)', { exact: true }).fill('54,99');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save and list' }).click();

    const link = page.getByTestId('live-link');
    await visible(link);
    expect(await link.getAttribute('href')).toBe(`${server.origin('pl.localhost')}/${id}`);
    await visible(page.getByRole('button', { name: 'Back to the products' }));
    await page.getByRole('button', { name: 'Back to the products' }).click();
    await textOf(page.getByTestId('product-row')).toContain('Lampka nocna E2E');
    await context.close();

    const phone = await phoneContext(browser);
    const shopper = await phone.newPage();
    shopper.on('pageerror', (error) => problems.push(`shopper: ${error.message}`));
    const answer = await shopper.goto(`${server.origin('pl.localhost')}/pl/${id}`);
    expect(answer?.status()).toBe(200);
    await visible(shopper.getByRole('heading', { name: 'Lampka nocna E2E' }));
    expect(await shopper.content()).toContain('49,99');
    const banner = shopper.locator('img[src^="/uploads/"]').first();
    expect(await banner.getAttribute('src')).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
    await phone.close();
    expect(problems).toEqual([]);
  });
});
