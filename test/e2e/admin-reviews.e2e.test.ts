import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import { launchBrowser, phoneContext, requireChrome, startServer, textOf, visible, type RunningServer } from './harness';

const run = requireChrome();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PASSWORD = 'a long enough password';
const t = zhTW as Record<string, string>;
const intl = createIntl({ locale: 'zh-TW', messages: t });
const say = (id: string, values: Record<string, string | number>) => intl.formatMessage({ id }, values);

/** Adds an operator with the shop's own CLI (`npm run operators -- add`). */
function addOperator(dataDir: string, email: string, role: 'owner' | 'support') {
  const result = spawnSync(process.execPath, [join(process.cwd(), 'dist', 'server', 'cli.js'), 'operators', 'add', email, role], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`could not add ${email}: ${result.stderr}${result.stdout}`);
}

/** Every axe-core WCAG 2.1 A/AA finding on the page as it is. */
async function audit(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe.runIf(run)('review moderation in the back office (1280 x 800), from the shopper’s review to the product page', () => {
  let server: RunningServer;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-reviews-'));
    addOperator(dataDir, 'helpdesk@shop.test', 'support');
    server = await startServer({ dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const watch = (page: Page, label: string) => {
    page.on('pageerror', (error) => problems.push(`${label}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 40[14]/.test(message.text())) problems.push(`${label} console: ${message.text()}`);
    });
  };

  it('a shopper’s review with a photo waits; support sees it with its photo, replies and approves it; the product page shows it with the reply', async () => {
    // The shopper writes a review with a photo on the Taiwanese product page.
    const shopper = await phoneContext(browser);
    const product = await shopper.newPage();
    watch(product, 'product page');
    await product.goto(server.origin('tw.localhost') + '/');
    const photo = join(mkdtempSync(join(tmpdir(), 'doorstep-photo-')), 'bottle.jpg');
    writeFileSync(photo, await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d53a7b' } }).jpeg().toBuffer());
    await product.getByRole('button', { name: t['review.write'] }).click();
    const form = product.locator('.review-form');
    await form.getByLabel(t['form.name']!).fill('林雅婷');
    await form.getByLabel(t['form.phone']!).fill('0912 345 678');
    await form.getByRole('radio', { name: say('product.rating', { score: 4 }) }).check({ force: true });
    await form.getByLabel(t['review.message']!).fill('顏色很美，容量剛好。');
    await form.locator('input[type="file"]').setInputFiles(photo);
    await visible(form.locator('.photo-picker__photos img'));
    await form.getByRole('button', { name: t['review.send'] }).click();
    await textOf(product.getByTestId('review-thanks')).toBe(t['review.thanks']);

    // Support signs in and opens Reviews: the review waits, with its photo and the phone masked.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await desk.newPage();
    watch(page, 'back office');
    await page.goto(server.origin() + '/admin');
    await page.getByLabel('Email').fill('helpdesk@shop.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Reviews' }).click();
    await page.waitForURL(/\/admin\/reviews$/);
    const review = page.getByRole('article', { name: /^林雅婷 on / });
    await visible(review);
    expect(await page.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');
    await textOf(review).toContain('顏色很美，容量剛好。');
    await textOf(review).toContain('+886******678');
    expect(await review.textContent()).not.toContain('912345678');
    await visible(review.getByText('4 out of 5 stars'));
    const thumbnail = review.getByRole('link', { name: /^Photo 1 of 1 by 林雅婷/ });
    expect(await thumbnail.getAttribute('href')).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
    await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const full = await page.request.get(server.origin() + (await thumbnail.getAttribute('href'))!);
    expect(full.headers()['content-type']).toBe('image/webp');

    // Reply (from the keyboard), with the box open: axe finds nothing.
    await review.getByRole('button', { name: 'Reply' }).focus();
    await page.keyboard.press('Enter');
    const box = review.getByLabel(/Your reply as the seller/);
    await visible(box);
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await audit(page)).toEqual([]);
    await box.fill('謝謝您的支持！');
    await review.getByRole('button', { name: 'Send reply' }).click();
    await textOf(page.getByRole('status')).toBe('Your reply to 林雅婷 was saved.');
    await visible(review.getByText('謝謝您的支持！'));

    // Approve: the review leaves the Pending tab and shows under Approved.
    await review.getByRole('button', { name: 'Approve' }).click();
    await textOf(page.getByRole('status')).toBe('The review by 林雅婷 was approved: it shows on the product page.');
    await expect.poll(() => review.count()).toBe(0);
    await page.getByRole('tab', { name: 'Approved' }).click();
    await visible(review);
    await visible(review.getByRole('button', { name: 'Hide' }));
    expect(await audit(page)).toEqual([]);

    // The shopper's product page shows it, with the seller's reply, at once (the cache was emptied).
    await product.reload();
    const shown = product.locator('.review', { hasText: '顏色很美，容量剛好。' });
    await visible(shown);
    await textOf(shown).toContain('謝謝您的支持！');
    expect(await shown.locator('.review__photos img').getAttribute('src')).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);

    // Hidden again, it leaves the product page.
    await review.getByRole('button', { name: 'Hide' }).click();
    await textOf(page.getByRole('status')).toBe('The review by 林雅婷 was hidden: it no longer shows on the product page.');
    await product.reload();
    await visible(product.getByRole('button', { name: t['review.write'] }));
    expect(await product.locator('.review', { hasText: '顏色很美，容量剛好。' }).count()).toBe(0);

    await desk.close();
    await shopper.close();
    expect(problems).toEqual([]);
  });
});
