import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import { placeTaiwanOrder, requireChrome, textOf, useShopInChromium, visible } from './harness';

const t = zhTW as Record<string, string>;
const run = requireChrome();
const exec = promisify(execFile);

describe.runIf(run)('after the order, on a phone (Chromium, 412 x 823)', () => {
  const shop = useShopInChromium();
  /** The shop's side: the operator's command line, on the server's own database. */
  const cli = (...args: string[]) => exec('node', ['dist/server/cli.js', ...args], { env: { ...process.env, DATA_DIR: shop.server.dataDir, LOG_LEVEL: 'silent' } });

  it('tracks a delivered order, returns it with a photo (nothing typed lost on a refusal), and sees the shop’s answer', async () => {
    const { page } = await shop.open('localhost');
    const orderNo = await placeTaiwanOrder(page);

    // The shop dispatches and the courier delivers (the operator's tool, through the lifecycle).
    expect((await cli('orders', 'dispatch', orderNo, 'tcat', '630012345678')).stdout).toContain('ALREADY_DELIVER');
    expect((await cli('orders', 'deliver', orderNo)).stdout).toContain('payment SUCCESS');
    // A second delivery is not a transition the lifecycle has.
    await expect(cli('orders', 'deliver', orderNo)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('cannot deliver') });

    // The shopper tracks it: number alone, masked tracking number; with the phone, everything.
    await page.goto(`${shop.server.origin()}/searchOrder?orderNo=${orderNo}`);
    await textOf(page.getByTestId('order-carrier')).toBe('黑貓宅急便');
    await textOf(page.getByTestId('order-tracking')).toBe('********5678');
    await page.getByLabel(new RegExp(t['lookup.phone']!)).fill('0912345678');
    await page.getByRole('button', { name: t['lookup.submit'] }).click();
    await textOf(page.getByTestId('order-tracking')).toBe('630012345678');
    await textOf(page.getByTestId('payment-status')).toBe(t['paymentStatus.SUCCESS']!);
    const timeline = page.getByTestId('order-timeline').locator('.timeline__what');
    await expect.poll(() => timeline.allTextContents()).toEqual([t['history.placed'], t['history.dispatched']!.replace('{carrier}', '黑貓宅急便').replace('{trackingNo}', '630012345678'), t['history.delivered']]);

    // "Request a return" opens the form with the order number filled in.
    await page.getByTestId('request-return').click();
    await page.waitForURL(/\/return\?orderNo=/);
    const form = page.locator('.return-form');
    await expect.poll(() => form.getByLabel(t['lookup.orderNumber']!).inputValue()).toBe(orderNo);

    // Sent empty: every rule's message, in Chinese.
    await form.getByRole('button', { name: t['return.send'] }).click();
    for (const key of ['return.reasonTips', 'return.carrierTips', 'return.trackingTips', 'return.photoTips', 'return.pickerNameTips', 'return.regionTips', 'return.addressTips']) await visible(page.getByText(t[key]!));

    // "Other" needs a remark.
    await form.getByRole('radio', { name: t['return.reason.other'] }).check();
    await form.getByRole('button', { name: t['return.send'] }).click();
    await visible(page.getByText(t['return.remarkTips']!));
    await form.getByLabel(t['return.remark']!).fill('瓶蓋有裂痕，無法密封');
    await form.getByLabel(t['return.carrier']!).selectOption({ label: '黑貓宅急便' });
    await form.getByLabel(t['return.trackingNo']!).fill('9012 3456 7890');
    const photo = join(mkdtempSync(join(tmpdir(), 'doorstep-return-')), 'box.jpg');
    writeFileSync(photo, await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#b87333' } }).jpeg().toBuffer());
    await form.locator('input[name="packagePhotos"]').setInputFiles(photo);
    await visible(form.locator('.photo-picker__photos img'));
    await form.getByLabel(t['return.pickerName']!).fill('王小明');
    await form.getByLabel(t['return.pickerPhone']!).fill('0912 345 678');
    await form.getByLabel(t['return.region']!).selectOption('臺北市');
    await form.getByLabel(t['return.address']!).fill('臺北市中正區重慶南路一段122號');

    // A mistyped order number: "confirm again", and everything else stays as it was.
    const typo = `${orderNo.slice(0, -1)}${orderNo.endsWith('Z') ? 'Y' : 'Z'}`;
    await form.getByLabel(t['lookup.orderNumber']!).fill(typo);
    await form.getByRole('button', { name: t['return.send'] }).click();
    await visible(form.getByText(t['return.orderNotFound']!));
    await expect.poll(() => form.getByLabel(t['return.remark']!).inputValue()).toBe('瓶蓋有裂痕，無法密封');
    expect(await form.getByLabel(t['return.region']!).inputValue()).toBe('臺北市');
    expect(await form.locator('.photo-picker__photos img').count()).toBe(1);
    // The cursor is where the fix goes.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('orderNo');

    await form.getByLabel(t['lookup.orderNumber']!).fill(orderNo);
    await form.getByRole('button', { name: t['return.send'] }).click();
    await textOf(page.getByTestId('return-submitted')).toContain(t['return.thanks']!);

    // The order page shows the request and its status.
    await page.getByRole('link', { name: t['return.followOrder'] }).click();
    await page.waitForURL(/\/searchOrder\?orderNo=/);
    await textOf(page.getByTestId('return-status')).toContain(t['returnStatus.SUBMITTED']!);

    // The shop accepts it with a reply; the shopper sees both with the phone number.
    const open = (await cli('returns', 'open')).stdout;
    const id = new RegExp(`^(\\S+)\\s.*order ${orderNo}`, 'm').exec(open)?.[1];
    expect(id).toBeTruthy();
    expect(open).toMatch(/photos: \S+\.webp/);
    await cli('returns', 'accept', id!, '請用黑貓寄回，運費到付');
    await page.reload();
    await page.getByLabel(new RegExp(t['lookup.phone']!)).fill('0912345678');
    await page.getByRole('button', { name: t['lookup.submit'] }).click();
    await textOf(page.getByTestId('return-status')).toContain(t['returnStatus.ACCEPTED']!);
    await textOf(page.getByTestId('return-status')).toContain('請用黑貓寄回，運費到付');

    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    expect(shop.problems).toEqual([]);
  });

  it('says at once that an order not yet delivered cannot be returned (no form to fill first), and lets the shopper cancel it instead', async () => {
    const { page } = await shop.open('localhost');
    const orderNo = await placeTaiwanOrder(page);
    await page.goto(`${shop.server.origin()}/return?orderNo=${orderNo}`);
    await textOf(page.getByTestId('return-refused')).toContain(t['return.notDelivered']!);
    expect(await page.locator('.return-form').count()).toBe(0);

    // The order can still be cancelled: with the phone number, after the sell-out prompt.
    await page.goto(`${shop.server.origin()}/searchOrder?orderNo=${orderNo}`);
    await page.getByLabel(new RegExp(t['lookup.phone']!)).fill('0912345678');
    await page.getByRole('button', { name: t['lookup.submit'] }).click();
    await page.getByTestId('cancel-order').click();
    const prompt = page.getByRole('alertdialog');
    await visible(prompt.getByText(t['checkout.leaveText']!));
    await prompt.getByRole('button', { name: t['checkout.leaveConfirm'] }).click();
    await textOf(page.getByTestId('order-status')).toBe(t['status.ORDER_CLOSE']!);
    await expect.poll(() => page.getByTestId('order-timeline').locator('.timeline__what').last().textContent()).toBe(t['history.cancelledByYou']);
    // Dispatching a cancelled order is refused.
    await expect(cli('orders', 'dispatch', orderNo, 'tcat', '630000000001')).rejects.toMatchObject({ code: 1 });
    // (The browser logs the refused return's 409 itself.)
    expect(shop.problems.filter((problem) => !/status of 409/.test(problem))).toEqual([]);
  });
});
