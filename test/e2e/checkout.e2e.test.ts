import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import de from '../../src/i18n/messages/de.json';
import ja from '../../src/i18n/messages/ja.json';
import pl from '../../src/i18n/messages/pl.json';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import { requireChrome, textOf, useShopInChromium, visible } from './harness';

const run = requireChrome();
type Catalog = Record<string, string>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shopper's hands on the order form, by the labels they read. */
function form(page: Page, t: Catalog) {
  const section = (id: string) => page.getByTestId(id);
  return {
    async chooseDelivery(key: string) {
      await page.getByRole('radio', { name: new RegExp(escape(t[`deliveryMethod.${key}`]!)) }).check();
    },
    async continueFrom(id: string) {
      await section(id).getByRole('button', { name: t['checkout.continue'] }).click();
    },
    async choosePayment(key: string) {
      await page.getByRole('radio', { name: new RegExp(escape(t[`paymentMethod.${key}`]!)) }).check();
    },
    /** Types into text fields and picks from lists (the address parts chosen from the region's places). */
    async fill(values: Record<string, string>) {
      for (const [name, value] of Object.entries(values)) {
        const field = page.locator(`.order-form [name="${name}"]`);
        if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
          await expect.poll(() => field.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
          await field.selectOption(value);
        } else {
          await field.fill(value);
        }
      }
    },
    async submit() {
      await page.locator('.order-form button[type="submit"]').click();
    },
    total: () => page.locator('.totals__row--total'),
  };
}

describe.runIf(run)('checkout in Chromium at a phone viewport', () => {
  const shop = useShopInChromium();

  const open = shop.open;

  it('a Taiwan shopper picks up a cash-on-delivery order at a 7-ELEVEN store', async () => {
    const t = zhTW as Catalog;
    const { context, page } = await open('tw.localhost');
    await page.getByRole('button', { name: t['product.buyNow'] }).click();
    const checkout = form(page, t);

    await checkout.chooseDelivery('seven_eleven');
    await checkout.continueFrom('step-delivery');
    await visible(page.getByText(t.chooseStore!));
    await page.getByRole('searchbox').fill('信義');
    await page.getByRole('button', { name: /示範信義門市/ }).click();
    await textOf(page.getByTestId('chosen-store')).toContain('示範信義門市');
    await checkout.continueFrom('step-delivery');
    await checkout.continueFrom('step-payment');

    // The store is where the parcel goes: the form asks only who picks it up.
    expect(await page.locator('.order-form [name="address"]').count()).toBe(0);
    // A Taipei landline is no mobile number: the courier texts this one. (The page's phone plan
    // reads it, through the parts of libphonenumber-js the browser bundle keeps.)
    await checkout.fill({ name: '林美玲', phone: '02 2345 6789' });
    await checkout.submit();
    await visible(page.getByText(t.phonenotempty!));
    await checkout.fill({ name: '林美玲', phone: '0912 345 678' });
    await expect.poll(() => page.getByText(t.phonenotempty!).count()).toBe(0);
    // NT$690, 10% off in the demo's flash sale.
    await textOf(checkout.total()).toContain('NT$621');
    await checkout.submit();

    await page.waitForURL(/\/orderInfo\?orderNo=TW/);
    await textOf(page.getByTestId('order-status')).toBe(t['status.PENDING_DELIVER']!);
    await textOf(page.getByTestId('order-store')).toContain('示範信義門市');
    await context.close();
  });

  it('a German shopper orders home delivery with first and last name (the doorbell name)', async () => {
    const t = de as Catalog;
    const { context, page } = await open('de.localhost');
    await page.getByRole('radio', { name: /^Koralle 750 ml/ }).check();
    await page.getByRole('button', { name: t['product.buyNow'] }).click();
    const checkout = form(page, t);
    await checkout.continueFrom('step-payment');

    await visible(page.getByText(t['form.lastNameHint']!));
    await checkout.submit();
    await visible(page.getByText(t.firstNameTips!));
    await visible(page.getByText(t.lastNameTips!));
    await visible(page.getByText(t.emailNullTips!));

    await checkout.fill({
      firstName: 'Julia',
      lastName: 'Schmidt',
      phone: '+49 1512 3456789',
      email: 'julia.schmidt@example.de',
      city: 'Berlin',
      address: 'Invalidenstraße 1',
      apartment: 'Hinterhaus, 3. OG',
      postalCode: '10115',
    });
    // 27,99 €, 10% off in the demo's flash sale.
    await textOf(checkout.total()).toMatch(/25,20\s*€/);
    await checkout.submit();

    await page.waitForURL(/\/orderInfo\?orderNo=DE/);
    await textOf(page.getByTestId('recipient-name')).toBe('Julia Schmidt');
    await textOf(page.locator('.recipient')).toContain('Hinterhaus, 3. OG');
    await context.close();
  });

  it('a Japanese shopper sees the cash-on-delivery handling fee in the total', async () => {
    const t = ja as Catalog;
    const { context, page } = await open('jp.localhost');
    await page.getByRole('button', { name: t['product.buyNow'] }).click();
    const checkout = form(page, t);
    await checkout.continueFrom('step-payment');

    await visible(page.getByText(t['notice.jpCodFee']!.replace('{fee}', '¥330')));
    await visible(page.getByText(t['totals.serviceCharge']!));
    const withFee = await checkout.total().textContent();
    await checkout.fill({ name: '山田 太郎', phone: '090-1234-5678', province: '東京都', address: '千代田区千代田1-1', postalCode: '100-0001' });
    await checkout.submit();

    await page.waitForURL(/\/orderInfo\?orderNo=JP/);
    await textOf(page.locator('.totals__row--total')).toBe(withFee!.trim());
    await visible(page.getByText(t['totals.serviceCharge']!));
    await context.close();
  });

  it('a Polish shopper pays by card on the sandbox payment page and sees the payment succeed', async () => {
    const t = pl as Catalog;
    const { context, page } = await open('pl.localhost');
    await page.getByRole('button', { name: t['product.buyNow'] }).click();
    const checkout = form(page, t);
    await checkout.choosePayment('card');
    await checkout.continueFrom('step-payment');
    await checkout.fill({
      name: 'Anna Kowalska',
      phone: '512 345 678',
      email: 'anna@example.pl',
      province: 'mazowieckie',
      city: 'Warszawa',
      address: 'ul. Marszałkowska 1',
      postalCode: '00-950',
    });
    await checkout.submit();

    // The provider's page: a separate page that reports back.
    await page.waitForURL(/\/pay\/sandbox\//);
    // 89,99 zł less the flash sale's 10% (81 zł), and 14,99 zł shipping.
    await textOf(page.getByTestId('sandbox-amount')).toMatch(/95,99\s*zł/);
    await page.getByRole('button', { name: t['sandbox.decline'] }).click();
    await page.waitForURL(/\/orderInfo\?orderNo=PL.*payment=return/);
    await textOf(page.getByTestId('payment-result-title')).toBe(t['paymentResult.failure']!);

    await page.getByRole('button', { name: t['paymentResult.continue'] }).click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await page.getByRole('button', { name: t['sandbox.pay'], exact: true }).click();
    await page.waitForURL(/payment=return/);
    await textOf(page.getByTestId('payment-result-title')).toBe(t['paymentResult.success']!);
    await textOf(page.getByTestId('order-status')).toBe(t['status.PENDING_DELIVER']!);
    await context.close();
  });

  it('adds to the cart from the landing page and checks the cart out', async () => {
    const t = pl as Catalog;
    const { context, page } = await open('pl.localhost');
    await page.getByRole('button', { name: t['product.addToCart'] }).click();
    await visible(page.getByText(t['cart.added']!));
    await textOf(page.getByTestId('cart-link')).toContain('1');
    await page.getByTestId('cart-link').click();
    await page.waitForURL(/\/cart$/);
    await visible(page.locator('.cart-line'));
    await page.getByRole('button', { name: t['cart.checkout'] }).click();
    await page.waitForURL(/\/productOrder\?from=cart/);
    await visible(page.getByTestId('step-payment'));
    await context.close();
  });

  it('asks before the shopper leaves a filled form for another page', async () => {
    const t = pl as Catalog;
    const { context, page } = await open('pl.localhost');
    await page.getByRole('button', { name: t['product.buyNow'] }).click();
    const checkout = form(page, t);
    await checkout.continueFrom('step-payment');
    await checkout.fill({ name: 'Anna' });
    await page.getByRole('link', { name: t['layout.trackOrder'] }).click();
    await visible(page.getByRole('alertdialog'));
    await page.getByRole('button', { name: t['checkout.leaveStay'] }).click();
    expect(await page.locator('.order-form [name="name"]').inputValue()).toBe('Anna');
    await page.getByRole('link', { name: t['layout.trackOrder'] }).click();
    await page.getByRole('button', { name: t['checkout.leaveConfirm'] }).click();
    await page.waitForURL(/\/searchOrder/);
    await context.close();
    expect(shop.problems).toEqual([]);
  });
});
