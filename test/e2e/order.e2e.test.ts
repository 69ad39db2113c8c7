import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import { phoneContext, requireChrome, textOf, useShopInChromium, visible } from './harness';

const t = zhTW as Record<string, string>;
const run = requireChrome();


describe.runIf(run)('a shopper on a phone (Chromium, 412 x 823)', () => {
  const shop = useShopInChromium();
  const watch = (page: Page) => shop.watch(page);

  it('places a cash-on-delivery order from the landing page and looks it up, also after the server is killed', async () => {
    const context = await phoneContext(shop.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.server.origin() });
    const page = await context.newPage();
    watch(page);

    // The landing page a new user sees on http://localhost:3000: the Taiwan demo shop.
    await page.goto(shop.server.origin());
    await textOf(page.getByRole('heading', { level: 1 })).toBe('AquaLite 真空保溫瓶');
    await page.getByRole('radio', { name: /^珊瑚紅 750ml/ }).check();
    await page.getByRole('button', { name: t['product.quantityIncrease'] }).click();
    // Two at NT$790: 5% off for two, then 10% off in the demo's flash sale.
    await textOf(page.locator('.buy-bar__total')).toContain('NT$1,351');
    await page.getByRole('button', { name: t['product.buyNow'] }).click();

    // The order form: home delivery by courier, cash on delivery.
    await page.waitForURL(/\/productOrder\?choice=sku%3Atw-coral-750&quantity=2/);
    await page.getByRole('radio', { name: new RegExp(t['deliveryMethod.tw_courier']!) }).check();
    await page.getByTestId('step-delivery').getByRole('button', { name: t['checkout.continue'] }).click();
    await page.getByTestId('step-payment').getByRole('button', { name: t['checkout.continue'] }).click();

    // Submitting it empty shows what is missing, in Chinese.
    const submit = page.locator('.order-form button[type="submit"]');
    await submit.click();
    await visible(page.getByText(t['nameTips']!));
    await visible(page.getByText(t['phoneHint.1']!.replace('{example}', '0912 345 678')));

    await page.getByLabel(t['form.name']!).fill('王小明');
    await page.getByLabel(t['form.phone']!).fill('0912-345-678');
    await page.getByLabel(t['form.city.TW']!).selectOption('臺北市');
    await page.getByLabel(t['form.district.TW']!).selectOption('中正區');
    await page.getByLabel(t['form.address']!).fill('重慶南路一段122號');
    await page.getByLabel(t['form.postalCode']!).fill('１００');
    // Two bottles: 5% off.
    await textOf(page.locator('.totals__row--total')).toContain('NT$1,351');
    await submit.click();

    // The order success page: the number, copied with one tap.
    await page.waitForURL(/\/orderInfo\?orderNo=TW/);
    const orderNo = (await page.getByTestId('order-number').textContent())!.trim();
    expect(orderNo).toMatch(/^TW[0-9A-HJKMNP-TV-Z]{12}$/);
    await textOf(page.getByTestId('order-status')).toBe(t['status.PENDING_DELIVER']!);
    await page.getByRole('button', { name: t['order.copy'] }).click();
    await visible(page.getByRole('button', { name: t['order.copied'] }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderNo);

    // The lookup: the number alone shows the status with masked details...
    await page.getByRole('link', { name: t['layout.trackOrder'] }).last().click();
    await page.waitForURL(/\/searchOrder\?orderNo=/);
    await textOf(page.getByTestId('order-status')).toBe(t['status.PENDING_DELIVER']!);
    await textOf(page.getByTestId('recipient-name')).toBe('王**');
    await visible(page.getByTestId('masked-notice'));

    // ...and the phone number shows everything.
    await page.getByLabel(new RegExp(t['lookup.phone']!)).fill('0912345678');
    await page.getByRole('button', { name: t['lookup.submit'] }).click();
    await textOf(page.getByTestId('recipient-name')).toBe('王小明');

    // The server dies without a chance to flush anything, then comes back on the same data.
    await shop.restart();
    const fresh = await context.newPage();
    watch(fresh);
    await fresh.goto(`${shop.server.origin()}/searchOrder?orderNo=${orderNo}`);
    await textOf(fresh.getByTestId('order-status')).toBe(t['status.PENDING_DELIVER']!);
    await fresh.getByLabel(new RegExp(t['lookup.phone']!)).fill('0912 345 678');
    await fresh.getByRole('button', { name: t['lookup.submit'] }).click();
    await textOf(fresh.getByTestId('recipient-name')).toBe('王小明');

    await context.close();
    expect(shop.problems).toEqual([]);
  });

  it('shows "not found" for an order number nobody was given', async () => {
    const context = await phoneContext(shop.browser);
    const page = await context.newPage();
    await page.goto(`${shop.server.origin()}/searchOrder?orderNo=TW0000000000AB`);
    await textOf(page.getByTestId('lookup-not-found')).toBe(t['lookup.notFound']!);
    await context.close();
  });

  it('answers an unknown address with a real 404 page that leads home', async () => {
    const context = await phoneContext(shop.browser);
    const page = await context.newPage();
    const response = await page.goto(`${shop.server.origin()}/no/such/page`);
    expect(response?.status()).toBe(404);
    await textOf(page.getByRole('heading', { level: 1 })).toBe(t['notFound.title']!);
    await page.getByRole('link', { name: t['notFound.back'] }).click();
    await textOf(page.getByRole('heading', { level: 1 })).toBe('AquaLite 真空保溫瓶');
    await context.close();
  });
});

describe.runIf(run)('what the server sends before any script runs', () => {
  const shop = useShopInChromium();

  it('shows the title, the price, the hero image and the buy button with JavaScript turned off', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(shop.server.origin('pl.localhost'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Butelka termiczna AquaLite');
    // 89,99 zł, 10% off in the demo's flash sale.
    expect(await page.locator('.price--large .price__now').first().textContent()).toMatch(/81,00\s*zł/);
    expect(await page.locator('.gallery img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.getByRole('button', { name: 'Kup teraz' }).isVisible()).toBe(true);
    await context.close();
  });

  it('serves hashed assets precompressed with a year of caching, and robots.txt', async () => {
    const html = await (await fetch(shop.server.origin())).text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(shop.server.origin() + script, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await fetch(shop.server.origin() + '/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Disallow: /api/');
  });
});
