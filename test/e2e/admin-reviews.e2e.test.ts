import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import { axeFindings, OPERATOR_PASSWORD, useBackOffice } from './back-office';
import { phoneContext, requireChrome, textOf, visible } from './harness';

const run = requireChrome();
const PASSWORD = OPERATOR_PASSWORD;
const t = zhTW as Record<string, string>;
const intl = createIntl({ locale: 'zh-TW', messages: t });
const say = (id: string, values: Record<string, string | number>) => intl.formatMessage({ id }, values);

describe.runIf(run)('review moderation in the back office (1280 x 800), from the shopper’s review to the product page', () => {
  const office = useBackOffice([['helpdesk@shop.test', 'support']]);
  const { problems, watch } = office;

  it('a shopper’s review with a photo waits; support sees it with its photo, replies and approves it; the product page shows it with the reply', async () => {
    // The shopper writes a review with a photo on the Taiwanese product page.
    const shopper = await phoneContext(office.browser);
    const product = await shopper.newPage();
    watch(product, 'product page');
    await product.goto(office.server.origin('tw.localhost') + '/');
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
    const desk = await office.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await desk.newPage();
    watch(page, 'back office');
    await page.goto(office.server.origin() + '/admin');
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
    const full = await page.request.get(office.server.origin() + (await thumbnail.getAttribute('href'))!);
    expect(full.headers()['content-type']).toBe('image/webp');

    // Reply (from the keyboard), with the box open: axe finds nothing.
    await review.getByRole('button', { name: 'Reply' }).focus();
    await page.keyboard.press('Enter');
    const box = review.getByLabel(/Your reply as the seller/);
    await visible(box);
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
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
    expect(await axeFindings(page)).toEqual([]);

    // The shopper's product page shows it, with the seller's reply, at once (the cache was emptied).
    await product.reload();
    const shown = product.locator('.review', { hasText: '顏色很美，容量剛好。' });
    await visible(shown);
    await textOf(shown).toContain('謝謝您的支持！');
    // The photo's 160 px copy, made when first asked for: a 72 px thumbnail, not the 1600 px photo.
    expect(await shown.locator('.review__photos img').getAttribute('src')).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}-160\.webp$/);
    await expect.poll(() => shown.locator('.review__photos img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);

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
