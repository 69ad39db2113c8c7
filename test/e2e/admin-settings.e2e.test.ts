import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeFindings, OPERATOR_PASSWORD, useBackOffice } from './back-office';
import { phoneContext, requireChrome, textOf, visible } from './harness';

const run = requireChrome();
const META_TOKEN = 'EAABe2eSecretToken0000009f2c';

describe.runIf(run)('an owner changes a site’s settings from the back office (1280 x 800), and a shopper on a phone sees them', () => {
  const office = useBackOffice([['owner@shop.test', 'owner']]);

  it('changes the seller’s name and WhatsApp, sets a Meta token (seeing only its last 4), and imports a store list with a bad line', async () => {
    const context = await office.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    office.watch(page, 'admin');
    await page.goto(office.server.origin() + '/admin/settings');
    await page.getByLabel('Email').fill('owner@shop.test');
    await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await visible(page.getByRole('heading', { name: 'Settings' }));
    const site = page.getByRole('combobox', { name: /^Site/ });
    await site.selectOption((await site.locator('option', { hasText: 'tw.localhost' }).getAttribute('value'))!);
    await visible(page.getByLabel('Company name'));
    expect(await axeFindings(page)).toEqual([]);

    // A number that is not one: the server refuses it, the field says why, nothing typed is lost.
    await page.getByLabel('Company name').fill('Lamplight Trading Co. (E2E)');
    await page.getByLabel('WhatsApp number').fill('12');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await textOf(page.locator('#settings-whatsapp-error')).toContain('Enter a phone number');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('settings-whatsapp');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Lamplight Trading Co. (E2E)');
    expect(await axeFindings(page)).toEqual([]);

    await page.getByLabel('WhatsApp number').fill('0912 345 678');
    await page.locator('#settings-meta-newToken').fill(META_TOKEN);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await textOf(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBe('Settings saved. Shoppers see them at once.');
    await textOf(page.getByTestId('meta-token')).toBe('An access token is set, ending …9f2c.');
    expect(await page.locator('#settings-meta-newToken').inputValue()).toBe('');
    expect(await page.getByLabel('WhatsApp number').inputValue()).toBe('+886 912 345 678');
    expect(await page.content()).not.toContain(META_TOKEN);
    expect(await axeFindings(page)).toEqual([]);

    // A store list with one bad line: nothing is imported, the line and its problem are listed.
    const csv = join(office.server.dataDir, 'stores.csv');
    writeFileSync(csv, 'brand,store_id,name,city,district,address,phone\nseven_eleven,880001,E2E Store,臺北市,中正區,Road 1,\nnot_a_chain,880002,Bad Store,臺北市,中正區,Road 2,\n');
    await page.getByLabel('Store list (CSV file)').setInputFiles(csv);
    await page.getByRole('button', { name: 'Import stores' }).click();
    const problems = page.getByTestId('store-import-problems');
    await textOf(problems).toContain('Nothing was imported: 1 line needs correcting.');
    expect(await problems.getByRole('listitem').allTextContents()).toEqual(['Line 3: The brand must be one of seven_eleven, family_mart, hi_life, sf_station.']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('store-import-problems');
    expect(await axeFindings(page)).toEqual([]);
    await context.close();

    const phone = await phoneContext(office.browser);
    const shopper = await phone.newPage();
    office.watch(shopper, 'shopper');
    const answer = await shopper.goto(office.server.origin('tw.localhost') + '/');
    expect(answer?.status()).toBe(200);
    await textOf(shopper.locator('.footer__company')).toBe('Lamplight Trading Co. (E2E)');
    expect(await shopper.locator('a[href="https://wa.me/886912345678"]').count()).toBeGreaterThan(0);
    expect(await shopper.content()).not.toContain(META_TOKEN);
    await phone.close();
    expect(office.problems).toEqual([]);
  });
});
