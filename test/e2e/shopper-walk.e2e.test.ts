import { describe, expect, it } from 'vitest';
import ar from '../../src/i18n/messages/ar.json';
import { requireChrome, textOf, useShopInChromium, visible } from './harness';

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
    await textOf(page.locator('.product__body > .price')).toBe(cardPrice);
    expect(shop.problems).toEqual([]);
    await context.close();
  });
});
