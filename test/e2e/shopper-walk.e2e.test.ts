import { describe, expect, it } from 'vitest';
import ar from '../../src/i18n/messages/ar.json';
import pl from '../../src/i18n/messages/pl.json';
import { NO_ADDRESS_SCRIPTS } from '../../src/domain/address';
import { placeTaiwanOrder, requireChrome, textOf, useShopInChromium, visible } from './harness';

const run = requireChrome();
type Catalog = Record<string, string>;

/** Issue 14: a new shopper's walk through the tw, de, jp, sa and pl sites, at a phone's size. */
describe.runIf(run)('a new shopper on the demo sites', () => {
  const shop = useShopInChromium();

  it('sees in the cart the product’s name, picture, price, line total and the total the checkout will charge, never an internal id', async () => {
    const t = ar as Catalog;
    const { context, page } = await shop.open('sa.localhost');
    const title = (await page.locator('h1.product__title').textContent())!.trim();
    const headline = (await page.locator('.product__body .price__now').first().textContent())!.trim();
    await page.getByRole('button', { name: t['product.addToCart'] }).click();
    await visible(page.getByText(t['cart.added']!));
    await page.getByTestId('cart-link').click();
    await page.waitForURL(/\/cart$/);
    const line = page.locator('.cart-line').first();
    await textOf(line.locator('.cart-line__title')).toBe(title);
    await textOf(line.locator('.cart-line__name')).toBe('أزرق داكن 500 مل');
    await textOf(line.locator('.price__now')).toBe(headline);
    await visible(line.locator('img.cart-line__image'));
    await textOf(line.getByTestId('cart-line-total')).toContain(headline);
    await visible(page.getByTestId('cart-checkout-total'));
    await textOf(page.getByTestId('cart-checkout-total')).toContain(t['cart.checkoutTotal']!);
    expect(await page.locator('.cart').textContent()).not.toMatch(/sa-blue-500/);
    expect(shop.problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['tw.localhost', '/products', 'aqualite-tw'],
    ['jp.localhost', '/products', 'aqualite-jp'],
    ['sa.localhost', '/home', 'aqualite-sa'],
  ])('reads on %s%s the same price, crossed-out price and saving as on the landing page the card leads to', async (host, path, id) => {
    const { context, page } = await shop.open(host, path);
    const card = page.locator('.card-item').filter({ has: page.locator(`a[href$="/${id}"]`) }).first();
    await visible(card);
    const cardPrice = (await card.locator('.price').textContent())!.trim();
    await card.locator('a').first().click();
    await page.waitForURL(new RegExp(`/${id}$`));
    await textOf(page.locator('.product__body .price--large')).toBe(cardPrice);
    expect(shop.problems).toEqual([]);
    await context.close();
  });

  it('reads every price on the pl landing page in one format (81,00 zł beside 159,99 zł)', async () => {
    const { context, page } = await shop.open('pl.localhost');
    await visible(page.locator('.price__now'));
    const prices = (await page.locator('.price bdi').allTextContents()).map((text) => text.replace(/\s/g, ' ').trim()).filter(Boolean);
    expect(prices.length).toBeGreaterThan(3);
    for (const price of prices) expect(price, price).toMatch(/^\d{1,3}( \d{3})*,\d{2} zł$/);
    await context.close();
  });

  it('reads the delivery range on the success page with no date broken across lines', async () => {
    const { context, page } = await shop.open('tw.localhost');
    await placeTaiwanOrder(page);
    const dates = page.locator('.date-range__date');
    await visible(dates);
    expect(await dates.count()).toBe(2);
    for (const date of await dates.all()) expect(await date.evaluate((element) => element.getClientRects().length), (await date.textContent()) ?? undefined).toBe(1);
    await context.close();
  });

  it('sees each header link of the de site on one line', async () => {
    const { context, page } = await shop.open('de.localhost');
    for (const link of await page.locator('.header__link').all()) {
      const lines = await link.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, (await link.textContent()) ?? undefined).toBe(1);
    }
    await context.close();
  });

  it('fills the sa order form in Arabic only (no Chinese sentence, no address error) and has a Riyadh landline refused as the mobile number, with the hint', async () => {
    const t = ar as Catalog;
    const { context, page } = await shop.open('sa.localhost');
    await page.getByRole('button', { name: t['product.buyNow'] }).click();
    await page.waitForURL(/\/productOrder/);
    await page.getByTestId('step-payment').getByRole('button', { name: t['checkout.continue'] }).click();
    await visible(page.locator('.order-form [name="province"]'));
    expect(await page.getByTestId('address-notice').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain(NO_ADDRESS_SCRIPTS);
    const values = { name: 'نورة العتيبي', phone: '0112345678', whatsapp: '966512345678', province: 'الرياض', city: 'الرياض', address: 'شارع العليا 12', postalCode: '11564' };
    for (const [name, value] of Object.entries(values)) await page.locator(`.order-form [name="${name}"]`).fill(value);
    await page.locator('.order-form button[type="submit"]').click();
    await textOf(page.locator('.order-form .field--invalid').filter({ has: page.locator('[name="phone"]') })).toContain(t['phoneHint.20']!.replace('{example}', '051 234 5678'));
    expect(page.url()).toMatch(/\/productOrder/);
    await context.close();
  });

  it('sees the sa form’s calling code as a box at the right, closed and rounded on its outer side, joined to the number', async () => {
    const t = ar as Catalog;
    const { context, page } = await shop.open('sa.localhost');
    await page.getByRole('button', { name: t['product.buyNow'] }).click();
    await page.getByTestId('step-payment').getByRole('button', { name: t['checkout.continue'] }).click();
    const prefix = page.locator('.order-form .field__prefix').first();
    await textOf(prefix).toBe('+966');
    const sides = await prefix.evaluate((element) => {
      const style = getComputedStyle(element);
      return { right: style.borderRightWidth, left: style.borderLeftWidth, outerCorner: style.borderTopRightRadius };
    });
    expect(sides).toEqual({ right: '1px', left: '0px', outerCorner: '10px' });
    const box = (await prefix.boundingBox())!;
    const input = (await page.locator('.order-form [name="phone"]').boundingBox())!;
    expect(box.x).toBeGreaterThan(input.x);
    await context.close();
  });

  it('has an emoji-only city and a name with markup refused on the pl order form, and no order placed', async () => {
    const t = pl as Catalog;
    const { context, page } = await shop.open('pl.localhost');
    await page.getByRole('button', { name: t['product.buyNow'] }).click();
    await page.getByTestId('step-payment').getByRole('button', { name: t['checkout.continue'] }).click();
    const field = (name: string) => page.locator(`.order-form [name="${name}"]`);
    await expect.poll(() => field('province').locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await field('province').selectOption('mazowieckie');
    const values = { name: '<b>Anna</b> Kowalska', phone: '512 345 678', email: 'anna@example.pl', city: '🏙️🏙️', address: 'ul. Marszałkowska 1', postalCode: '00-950' };
    for (const [name, value] of Object.entries(values)) await field(name).fill(value);
    await page.locator('.order-form button[type="submit"]').click();
    const invalid = (name: string) => page.locator('.order-form .field--invalid').filter({ has: page.locator(`[name="${name}"]`) });
    await textOf(invalid('city')).toContain(t['textNeedsLetters']!);
    await textOf(invalid('name')).toContain(t['textMarkup']!);
    expect(page.url()).toMatch(/\/productOrder/);
    await context.close();
  });
});
