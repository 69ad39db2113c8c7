import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALES } from '../../src/i18n/locales';
import { NO_ADDRESS_SCRIPTS } from '../../src/domain/address';
import { DEMO_SITES } from '../../demo/sites';
import { alive, requireChrome, textOf, useShopInChromium, visible } from './harness';

const run = requireChrome();
type Catalog = Record<string, string>;
const catalogs: Record<string, Catalog> = Object.fromEntries(
  readdirSync(join(process.cwd(), 'src/i18n/messages')).map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(process.cwd(), 'src/i18n/messages', file), 'utf8')) as Catalog]),
);
const en = catalogs.en!;
const zhTW = catalogs['zh-TW']!;

/**
 * English messages a page in another language must not show: every English phrase (two words or
 * more: a single word like "Contact" is Romanian too) with no arguments that the language
 * translates differently. Single words are checked by the catalog test (no copies of English).
 */
function englishLeftOver(text: string, locale: string): string[] {
  const own = catalogs[locale]!;
  return Object.entries(en)
    .filter(([key, message]) => !message.includes('{') && /[A-Za-z]{3,}\s+[A-Za-z]{2,}/.test(message) && own[key] !== message)
    // As a whole word or phrase: "Cart" is English, "Carta saiz" is Malay.
    .filter(([, message]) => new RegExp(`(?<![\\p{L}])${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text))
    .map(([key, message]) => `${key}: ${message}`);
}

async function continueFrom(page: Page, step: string, t: Catalog) {
  await page.getByTestId(step).getByRole('button', { name: t['checkout.continue'] }).click();
}

/** From Taiwan's landing page to the order form, by courier and cash on delivery, a name typed. */
async function toFormWithName(page: Page) {
    await page.getByRole('button', { name: zhTW['product.buyNow'] }).click();
    await page.getByRole('radio', { name: new RegExp(zhTW['deliveryMethod.tw_courier']!) }).check();
    await continueFrom(page, 'step-delivery', zhTW);
    await continueFrom(page, 'step-payment', zhTW);
    await page.locator('.order-form [name="name"]').fill('王小明');
}

describe.runIf(run)('regions and languages in Chromium at a phone viewport', () => {
  const shop = useShopInChromium();

  const open = shop.open;

  it('switches through every language with the switcher: no English left, nothing wider than the phone, Arabic mirrored', async () => {
    const { context, page } = await open('tw.localhost');
    // The app has started: it fetched the page's own catalog and wrote the page's own address.
    await expect.poll(() => page.url()).toMatch(/\/zh-tw\/$/);
    const catalogRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/i18n/')) catalogRequests.push(new URL(request.url()).pathname);
    });
    for (const locale of [...LOCALES.filter((candidate) => candidate.code !== 'zh-TW'), LOCALES.find((candidate) => candidate.code === 'zh-TW')!]) {
      const t = catalogs[locale.code]!;
      await page.getByTestId('language-menu').locator('summary').click();
      await page.getByRole('link', { name: locale.name, exact: true }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale.code);
      await textOf(page.getByRole('button', { name: t['product.buyNow'] })).toBe(t['product.buyNow']);
      // The product itself is in the language too.
      if (locale.code !== 'zh-TW') await expect.poll(() => page.locator('.product__title').textContent()).not.toBe('AquaLite 真空保溫瓶');
      expect(new URL(page.url()).pathname).toBe(locale.prefix ? `/${locale.prefix}/` : '/');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale.dir);
      const text = await page.evaluate(() => document.body.innerText);
      if (locale.code !== 'en') expect(englishLeftOver(text, locale.code), locale.code).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), locale.code).toBeLessThanOrEqual(0);
      if (locale.code === 'ar') {
        // Right to left: the shop's name sits at the right edge, the menu at the left.
        const brand = (await page.locator('.header__brand').boundingBox())!;
        const menu = (await page.getByTestId('language-menu').boundingBox())!;
        expect(brand.x).toBeGreaterThan(menu.x);
      }
    }
    // Each language's messages came once, when chosen; the choice is remembered.
    expect(catalogRequests).toHaveLength(LOCALES.length - 1);
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')).toMatchObject({ value: 'zh-TW' });
    const expires = (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')!.expires;
    expect(expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await context.close();
    expect(shop.problems).toEqual([]);
  });

  it('keeps the order form, and what was typed, when the language changes on it; the form has no English left', async () => {
    const { context, page } = await open('tw.localhost');
    await toFormWithName(page);
    for (const code of ['ja', 'ar']) {
      const t = catalogs[code]!;
      await page.getByTestId('language-menu').locator('summary').click();
      await page.getByRole('link', { name: LOCALES.find((locale) => locale.code === code)!.name, exact: true }).click();
      await textOf(page.getByRole('heading', { name: t['checkout.recipient'] })).toBe(t['checkout.recipient']);
      await page.locator('.order-form button[type="submit"]').click();
      await visible(page.getByText(t.addressTips!));
      expect(englishLeftOver(await page.evaluate(() => document.body.innerText), code)).toEqual([]);
      expect(await page.locator('.order-form [name="name"]').inputValue()).toBe('王小明');
    }
    await expect.poll(() => page.url()).toMatch(/\/ar\/productOrder\?/);
    await context.close();
  });

  it('shows the order form in the language its URL names after Back and Forward over a switch, the summary’s names in it too, Arabic mirrored again', async () => {
    const { context, page } = await open('tw.localhost');
    await toFormWithName(page);
    // The product's own names come a moment after the page's words (its texts are fetched in the
    // language): both are read again until the card and the summary name the choice in that script.
    const SCRIPTS: Record<string, RegExp> = { en: /^[A-Za-z0-9 .]+$/, ar: /\p{Script=Arabic}/u, 'zh-TW': /\p{Script=Han}/u };
    const summaryNamesTheChoice = async (code: string) => {
      const names = async () => [await page.locator('.chosen__name').first().textContent(), await page.locator('.totals__name').first().textContent()];
      await expect.poll(async () => {
        const [chosen, summary] = await names();
        return SCRIPTS[code]!.test(chosen ?? '') && (summary ?? '').includes(chosen!);
      }).toBe(true);
    };
    const shows = async (code: string, dir: 'ltr' | 'rtl', path: RegExp) => {
      const t = catalogs[code]!;
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(code);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      expect(new URL(page.url()).pathname).toMatch(path);
      await textOf(page.getByRole('heading', { name: t['checkout.recipient'] })).toBe(t['checkout.recipient']);
      await summaryNamesTheChoice(code);
      expect(await page.locator('.order-form [name="name"]').inputValue()).toBe('王小明');
    };
    const choose = async (code: string) => {
      await page.getByTestId('language-menu').locator('summary').click();
      await page.getByRole('link', { name: LOCALES.find((locale) => locale.code === code)!.name, exact: true }).click();
    };
    await choose('en');
    await shows('en', 'ltr', /^\/productOrder$/);
    await choose('ar');
    await shows('ar', 'rtl', /^\/ar\/productOrder$/);
    await page.goBack();
    await shows('en', 'ltr', /^\/productOrder$/);
    await page.goBack();
    await shows('zh-TW', 'ltr', /^\/zh-tw\/productOrder$/);
    await page.goForward();
    await page.goForward();
    await shows('ar', 'rtl', /^\/ar\/productOrder$/);
    await context.close();
    expect(shop.problems).toEqual([]);
  });

  it('fills a Taiwan address county by district, with the district’s postal code, loading the list once', async () => {
    const { context, page } = await open('tw.localhost');
    // The form opens in the app (a tap before it is alive would post the server's form: a page of its own).
    await alive(page);
    const addressRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/address/')) addressRequests.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: zhTW['product.buyNow'] }).click();
    await page.getByRole('radio', { name: new RegExp(zhTW['deliveryMethod.tw_courier']!) }).check();
    await continueFrom(page, 'step-delivery', zhTW);
    await continueFrom(page, 'step-payment', zhTW);

    const county = page.getByLabel(zhTW['form.city.TW']!);
    const district = page.getByLabel(zhTW['form.district.TW']!);
    const postalCode = page.getByLabel(zhTW['form.postalCode']!);
    await expect.poll(() => county.locator('option').count()).toBe(23);
    await county.selectOption('臺北市');
    await district.selectOption('大同區');
    await expect.poll(() => postalCode.inputValue()).toBe('103');
    await county.selectOption('高雄市');
    await expect.poll(() => district.inputValue()).toBe('');
    await district.selectOption('鳳山區');
    await expect.poll(() => postalCode.inputValue()).toBe('830');
    await county.selectOption('連江縣');
    await district.selectOption('南竿鄉');
    await expect.poll(() => postalCode.inputValue()).toBe('209');
    // Matsu is an outlying island: its postage shows in the total.
    await visible(page.getByText(zhTW['totals.remotePostage']!));

    // Back to the delivery step and on to the form again, then to another page and back: the form as it was, no new request.
    await page.getByTestId('step-delivery').getByRole('button', { name: zhTW['checkout.change'] }).click();
    await continueFrom(page, 'step-delivery', zhTW);
    await continueFrom(page, 'step-payment', zhTW);
    await expect.poll(() => county.inputValue()).toBe('連江縣');
    await page.goBack();
    await page.goForward();
    // Back on the order page, the form opens as it was left.
    await expect.poll(() => county.inputValue()).toBe('連江縣');
    expect(addressRequests.filter((path) => path === '/address/1.js')).toEqual(['/address/1.js']);
    await context.close();
  });

  it('picks a 7-ELEVEN store by area, and on the store map, coming back with everything typed', async () => {
    const { context, page } = await open('tw.localhost');
    await page.getByRole('button', { name: zhTW['product.buyNow'] }).click();
    await page.getByRole('radio', { name: new RegExp(zhTW['deliveryMethod.seven_eleven']!) }).check();
    await continueFrom(page, 'step-delivery', zhTW);
    const area = page.locator('select[name="storeCity"]');
    await expect.poll(() => area.locator('option').count()).toBeGreaterThan(1);
    await area.selectOption('臺北市');
    await page.locator('select[name="storeDistrict"]').selectOption('信義區');
    await page.getByRole('button', { name: /示範信義門市/ }).click();
    await textOf(page.getByTestId('chosen-store')).toContain('示範信義門市');

    // The logistics provider's map (the built-in stand-in): the draft survives the round trip.
    await continueFrom(page, 'step-delivery', zhTW);
    await continueFrom(page, 'step-payment', zhTW);
    await page.locator('.order-form [name="name"]').fill('林美玲');
    await page.getByTestId('step-delivery').getByRole('button', { name: zhTW['checkout.change'] }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('store-map-link').click();
    await page.waitForURL(/\/stores\/map\/sandbox/);
    await page.locator('form.card', { hasText: '示範大安門市' }).getByRole('button').click();
    await page.waitForURL(/\/zh-tw\/productOrder\?/);
    await textOf(page.getByTestId('chosen-store')).toContain('示範大安門市');
    expect(page.url()).not.toContain('storeId');
    await continueFrom(page, 'step-delivery', zhTW);
    await continueFrom(page, 'step-payment', zhTW);
    expect(await page.locator('.order-form [name="name"]').inputValue()).toBe('林美玲');
    await context.close();
  });

  it('fits every site’s landing, policy and lookup pages on a 320-pixel phone, in the site’s language', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    const overflowing: string[] = [];
    // Every site's landing page; the policy and lookup pages (text only, one layout) on every other site, in turn.
    const urls = DEMO_SITES.flatMap((site, index) => (index % 2 === 0 ? ['/', '/policy', '/searchOrder'] : ['/']).map((path) => shop.server.origin(site.host) + path));
    // Three tabs at once; each page's width is read once its HTML and inline styles are in (images carry their sizes).
    const lane = async (mine: string[]) => {
      const page = await context.newPage();
      for (const url of mine) {
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        await page.locator('.header').waitFor();
        const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (wider > 0) overflowing.push(`${new URL(url).host}${new URL(url).pathname}: ${wider}px`);
      }
    };
    await Promise.all([0, 1, 2].map((which) => lane(urls.filter((_, index) => index % 3 === which))));
    expect(overflowing).toEqual([]);
    await context.close();
  });

  it('gives a shopper whose region has no lists of places text fields without any error, and the form places the order', async () => {
    const th = catalogs.th!;
    const { context, page } = await open('th.localhost');
    await page.getByRole('button', { name: th['product.buyNow'] }).click();
    await continueFrom(page, 'step-payment', th);
    await visible(page.locator('.order-form [name="province"]'));
    expect(await page.getByTestId('address-notice').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain(NO_ADDRESS_SCRIPTS);
    for (const [name, value] of Object.entries({ name: 'สมชาย ใจดี', phone: '081 234 5678', province: 'กรุงเทพมหานคร', address: '999 ถนนพระราม 1 แขวงปทุมวัน', postalCode: '10330' })) {
      await page.locator(`.order-form [name="${name}"]`).fill(value);
    }
    await page.locator('.order-form button[type="submit"]').click();
    await page.waitForURL(/\/th\/orderInfo\?orderNo=TH/);
    await context.close();
  });
});
