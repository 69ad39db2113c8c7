import { describe, expect, it } from 'vitest';
import pl from '../../src/i18n/messages/pl.json';
import { axeFindings, OPERATOR_PASSWORD, useBackOffice } from './back-office';
import { phoneContext, requireChrome, textOf, visible } from './harness';

const run = requireChrome();
const PRODUCT = 'kids-350-pl';
const TITLE = 'Bidon dla dzieci ze słomką 350 ml';

describe.runIf(run)('an owner edits a price and archives the product (1280 x 800), and a shopper on a phone sees each at once', () => {
  const office = useBackOffice([['owner@shop.test', 'owner']]);

  it('shows the shopper the new price after the save, then the 404 page after the archive', async () => {
    const phone = await phoneContext(office.browser);
    const shopper = await phone.newPage();
    office.watch(shopper, 'shopper');
    const productPage = `${office.server.origin('pl.localhost')}/pl/${PRODUCT}`;
    expect((await shopper.goto(productPage))?.status()).toBe(200);
    await visible(shopper.getByRole('heading', { name: TITLE }));
    expect(await shopper.content()).toContain('79,99');
    expect(await shopper.content()).not.toContain('64,99');

    const context = await office.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    office.watch(page, 'admin');
    await page.goto(office.server.origin() + '/admin/products');
    await page.getByLabel('Email').fill('owner@shop.test');
    await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible(page.getByRole('heading', { name: 'Products' }));
    const site = page.getByLabel('Site');
    await site.selectOption((await site.locator('option', { hasText: 'pl.localhost' }).getAttribute('value'))!);
    const row = page.getByTestId('product-row').filter({ hasText: `/${PRODUCT}` });
    await textOf(row).toContain('On sale');
    expect(await axeFindings(page)).toEqual([]);

    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    await visible(page.getByRole('heading', { name: new RegExp(`Edit /${PRODUCT}`) }));
    await textOf(page.getByTestId('product-status')).toBe('Status: On sale');
    const first = page.getByTestId('sku').nth(0);
    expect(await first.getByLabel('Price (zł)', { exact: true }).inputValue()).toBe('79.99');
    expect(await axeFindings(page)).toEqual([]);
    await first.getByLabel('Price (zł)', { exact: true }).fill('64,99');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByRole('heading', { name: 'Changes saved' }));
    expect(await axeFindings(page)).toEqual([]);

    // The shopper's next look shows the new price (the product cache was cleared).
    await shopper.reload();
    await visible(shopper.getByRole('heading', { name: TITLE }));
    expect(await shopper.content()).toContain('64,99');

    await page.getByRole('button', { name: 'Back to the products' }).click();
    await row.getByRole('button', { name: `Archive ${TITLE}` }).click();
    await visible(row.getByRole('button', { name: `Restore ${TITLE}` }));
    await textOf(row).toContain('Not on sale');
    expect(await axeFindings(page)).toEqual([]);
    await context.close();

    const gone = await shopper.goto(productPage);
    expect(gone?.status()).toBe(404);
    const home = shopper.getByRole('link', { name: pl['notFound.back'] });
    await visible(home);
    expect(await axeFindings(shopper)).toEqual([]);
    await home.click();
    await shopper.waitForURL((url) => !url.pathname.includes(PRODUCT));
    await visible(shopper.getByRole('heading', { level: 1 }));
    await phone.close();
    expect(office.problems).toEqual([]);
  });
});
