import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import { alive, holdBack, phoneContext, requireChrome, textOf, useShopInChromium, visible } from './harness';

const run = requireChrome();
const t = zhTW as Record<string, string>;
const intl = createIntl({ locale: 'zh-TW', messages: t });
const say = (id: string, values: Record<string, string | number>) => intl.formatMessage({ id }, values);
const exec = promisify(execFile);

describe.runIf(run)('the storefront in Chromium at a phone viewport', () => {
  const shop = useShopInChromium();

  it('counts the flash sale down, gives a coupon once, and takes it off the order’s total', async () => {
    const { context, page } = await shop.open('tw.localhost');
    // The sale: its clock runs, and the prices are 10% off.
    const clock = page.getByTestId('sale-clock');
    await visible(clock);
    const before = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 5000 }).not.toBe(before);
    await textOf(page.locator('.product__body .price--large .price__now')).toBe('NT$621');

    // A coupon: received once; the server remembers it for this shopper.
    const pair = page.getByTestId('coupon-aqualite-tw-pair');
    await pair.getByRole('button', { name: t['coupon.claim'] }).click();
    await visible(page.getByText(t['coupon.received']!));
    await textOf(pair).toContain(t['coupon.receivedBadge']);
    await page.reload();
    await textOf(page.getByTestId('coupon-aqualite-tw-pair')).toContain(t['coupon.receivedBadge']);

    // Two coral bottles reach the coupon's NT$1,400: NT$70 comes off at checkout.
    await page.getByRole('radio', { name: /^珊瑚紅 750ml/ }).check();
    await page.getByRole('button', { name: t['product.quantityIncrease'] }).click();
    await page.getByRole('button', { name: t['product.buyNow'] }).click();
    await page.getByRole('radio', { name: new RegExp(t['deliveryMethod.tw_courier']!) }).check();
    await page.getByTestId('step-delivery').getByRole('button', { name: t['checkout.continue'] }).click();
    await page.getByTestId('step-payment').getByRole('button', { name: t['checkout.continue'] }).click();
    await visible(page.getByText(t['totals.couponDeduction']!));
    await visible(page.getByText(t['totals.activityDeduction']!));
    await page.locator('.order-form [name="name"]').fill('王小明');
    await page.locator('.order-form [name="phone"]').fill('0912 345 678');
    await page.locator('.order-form [name="city"]').selectOption('臺北市');
    await page.locator('.order-form [name="district"]').selectOption('中正區');
    await page.locator('.order-form [name="address"]').fill('重慶南路一段122號');
    await page.locator('.order-form button[type="submit"]').click();
    await page.waitForURL(/\/orderInfo\?orderNo=TW/);
    await visible(page.getByText(t['totals.couponDeduction']!));
    await context.close();
    expect(shop.problems).toEqual([]);
  });

  it('keeps the variant and quantity a shopper chose on a slow network, before the page’s script arrived', async () => {
    const context = await phoneContext(shop.browser);
    const page = await context.newPage();
    shop.watch(page, 'tw.localhost');
    // The page shows; its script is held back, as on a slow phone network.
    const release = await holdBack(page, /\/assets\/.*\.js$/);
    // (Not even DOMContentLoaded: it waits for the module scripts.)
    await page.goto(shop.server.origin('tw.localhost') + '/', { waitUntil: 'commit' });
    await page.getByRole('radio', { name: /^珊瑚紅 750ml/ }).check();
    await page.locator('.stepper__input').fill('2');

    release();
    // Alive: the sale's clock ticks.
    const clock = page.getByTestId('sale-clock');
    const before = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 10_000 }).not.toBe(before);
    await page.getByRole('button', { name: t['product.buyNow'] }).click();
    await page.waitForURL(/\/productOrder\?/);
    const search = new URL(page.url()).searchParams;
    expect([search.get('choice'), search.get('quantity')]).toEqual(['sku:tw-coral-750', '2']);
    await context.close();
    expect(shop.problems).toEqual([]);
  });

  it('keeps a sort chosen on the product list while the list’s own code is still on its way', async () => {
    const context = await phoneContext(shop.browser);
    const page = await context.newPage();
    shop.watch(page, 'tw.localhost');
    // The app's code arrives; the list page's own chunk is held back, as on a slow phone network.
    const release = await holdBack(page, /\/assets\/CatalogPage-[^/]*\.js$/);
    await page.goto(shop.server.origin('tw.localhost') + '/zh-tw/products?page=2', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: t['catalog.sort'] }).selectOption('priceAsc');

    release();
    await alive(page);
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=priceAsc');
    await expect.poll(() => page.locator('.cards .card-item').count()).toBe(24);
    await context.close();
    expect(shop.problems).toEqual([]);
  });

  it('paints the hero image before it asks for any of the app’s code, then comes alive', async () => {
    const { context, page } = await shop.open('tw.localhost');
    const clock = page.getByTestId('sale-clock');
    const before = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 10_000 }).not.toBe(before);
    const { hero, firstAsked } = await page.evaluate(
      () =>
        new Promise<{ hero: number; firstAsked: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const painted = list.getEntries().find((entry) => /hero-1/.test((entry as PerformanceEntry & { url: string }).url));
            const app = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\/assets\/|\/i18n\//.test(entry.name));
            resolve({ hero: painted?.startTime ?? Infinity, firstAsked: Math.min(...app.map((entry) => entry.startTime)) });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(hero).toBeLessThan(firstAsked);
    await context.close();
    expect(shop.problems).toEqual([]);
  });

  it('loads the number and date data for the page’s language on a worker as the app starts, which the page’s policy allows', async () => {
    const context = await phoneContext(shop.browser);
    const page = await context.newPage();
    shop.watch(page, 'pl.localhost');
    // The page's workers, and its app's code (the two are started together).
    const started: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/index-/.test(request.url())) started.push('app');
    });
    page.on('worker', (worker) => started.push(new URL(worker.url()).pathname));
    await page.goto(shop.server.origin('pl.localhost') + '/');
    const clock = page.getByTestId('sale-clock');
    const before = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 10_000 }).not.toBe(before);
    // One worker, started with the app's code; the app waited for it (its promise settled).
    expect(started.sort()).toEqual(['/intl-warm.js', 'app']);
    const { settled, answer } = await page.evaluate(async () => {
      const settled = await Promise.race([(self as unknown as Record<string, Promise<unknown>>).doorstepIntlWarm!.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 2000))]);
      // The same worker, asked again: it answers, so the script is served and the policy allows it.
      const worker = new Worker('/intl-warm.js');
      const answer = await new Promise((resolve) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = () => resolve('failed');
        worker.postMessage(document.documentElement.lang);
      });
      return { settled, answer };
    });
    expect({ settled, answer }).toEqual({ settled: true, answer: 'warm' });
    await context.close();
    expect(shop.problems).toEqual([]);
  });

  it('starts the app at once when the shopper taps before the page has finished loading, and answers the taps', async () => {
    const context = await phoneContext(shop.browser);
    const page = await context.newPage();
    shop.watch(page, 'tw.localhost');
    // The images never finish, as on a network that stalls: the page never loads.
    await page.route(/\/demo\//, () => {});
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\//.test(request.url())) asked.push(request.url());
    });
    await page.goto(shop.server.origin('tw.localhost') + '/', { waitUntil: 'domcontentloaded' });
    expect(asked).toEqual([]);
    // A coupon claimed, a variant chosen and a review begun on the server's page: the first tap
    // starts the app, which then answers each.
    const pair = page.getByTestId('coupon-aqualite-tw-pair');
    await pair.getByRole('button', { name: t['coupon.claim'] }).click();
    await page.getByRole('radio', { name: /^珊瑚紅 750ml/ }).check();
    // Below the first screen too (a part hydrated after the rest).
    await page.getByRole('button', { name: t['review.write'] }).click();
    await textOf(pair).toContain(t['coupon.receivedBadge']);
    await visible(page.locator('.review-form'));
    const clock = page.getByTestId('sale-clock');
    const before = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 10_000 }).not.toBe(before);
    expect(asked.some((url) => /\/assets\/index-/.test(url))).toBe(true);
    await page.getByRole('button', { name: t['product.buyNow'] }).click();
    await page.waitForURL(/\/productOrder\?/, { waitUntil: 'commit' });
    expect(new URL(page.url()).searchParams.get('choice')).toBe('sku:tw-coral-750');
    await context.close();
    expect(shop.problems).toEqual([]);
  });

  it('fetches the order form’s code while the landing page is idle, so "buy now" needs no download', async () => {
    const context = await phoneContext(shop.browser);
    const page = await context.newPage();
    shop.watch(page, 'tw.localhost');
    const orderCode = page.waitForRequest(/\/assets\/OrderPage-[^/]+\.js$/, { timeout: 10_000 });
    await page.goto(shop.server.origin('tw.localhost') + '/');
    await orderCode;
    // Downloaded as module preloads (every file of it, listed by the server), not run until wanted.
    expect(await page.locator('link[rel="modulepreload"][href*="/assets/OrderPage-"]').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    // Tapped afterwards, the form opens with no further script.
    const later: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') later.push(request.url());
    });
    await page.getByRole('button', { name: t['product.buyNow'] }).click();
    await visible(page.locator('.order-form'));
    expect(later.filter((url) => /OrderPage|xstate/.test(url))).toEqual([]);
    await context.close();
    expect(shop.problems).toEqual([]);
  });

  it('hydrates what is below the first screen a turn later, keeping the server’s markup: each section once, every review and card, and they work', async () => {
    const { context, page } = await shop.open('tw.localhost');
    const served = await page.evaluate(async () => (await fetch('/')).text());
    const count = (pattern: RegExp) => served.match(pattern)?.length ?? 0;
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.reviews').count()).toBe(1);
    expect(await page.locator('.review').count()).toBe(count(/class="review"/g));
    expect(await page.locator('.recommended .card-item').count()).toBe(count(/class="card-item"/g));
    expect(await page.locator('.description').count()).toBe(1);
    await page.getByRole('button', { name: t['review.write'] }).click();
    await visible(page.locator('.review-form'));
    await context.close();
    expect(shop.problems).toEqual([]);
  });

  it('hydrates each part of the page in place, one turn each from the header to the footer: the server’s own buttons and fields are the app’s afterwards', async () => {
    const context = await phoneContext(shop.browser);
    const page = await context.newPage();
    shop.watch(page, 'tw.localhost');
    const release = await holdBack(page, /\/assets\/.*\.js$/);
    await page.goto(shop.server.origin('tw.localhost') + '/', { waitUntil: 'commit' });
    await visible(page.locator('[data-later="9"] .footer'));
    // Every part, and a control in each, marked on the server's page before any script runs: the
    // header, the page, its first screen, the four parts below it, the footer.
    const controls = [
      '[data-later="1"] .language__summary',
      '[data-later="2"] .product',
      '[data-later="3"] .gallery__track',
      '[data-later="4"] .coupon button',
      '[data-later="5"] .stepper__input',
      '[data-later="6"] .reviews__write',
      '[data-later="7"] .contact a',
      '[data-later="9"] .footer a',
    ];
    const marked = await page.evaluate((selectors) => {
      const nodes = [...document.querySelectorAll('[data-later]'), ...selectors.map((selector) => document.querySelector(selector))];
      nodes.forEach((node) => node && ((node as unknown as { served: boolean }).served = true));
      return nodes.map((node) => node !== null);
    }, controls);
    expect(marked).toEqual(Array(9 + controls.length).fill(true));

    release();
    await alive(page);
    const kept = await page.evaluate(
      (selectors) => [...document.querySelectorAll('[data-later]'), ...selectors.map((selector) => document.querySelector(selector))].map((node) => (node as unknown as { served?: boolean } | null)?.served === true),
      controls,
    );
    expect(kept).toEqual(Array(9 + controls.length).fill(true));
    // And they answer: the quantity the server rendered is the app's now, and the header's menu opens.
    await page.getByRole('button', { name: t['product.quantityIncrease'] }).click();
    await expect.poll(() => page.locator('.stepper__input').inputValue()).toBe('2');
    await page.locator('.language__summary').click();
    await visible(page.locator('.language__list'));
    await context.close();
    expect(shop.problems).toEqual([]);
  });

  it('takes a review with a photo, holds it for the shop, and shows it once approved', async () => {
    const { context, page } = await shop.open('tw.localhost');
    const photo = join(mkdtempSync(join(tmpdir(), 'doorstep-photo-')), 'bottle.jpg');
    writeFileSync(photo, await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer());

    await page.getByRole('button', { name: t['review.write'] }).click();
    const form = page.locator('.review-form');
    await form.getByLabel(t['form.name']!).fill('陳美華');
    await form.getByLabel(t['form.phone']!).fill('0912 345 678');
    await form.getByRole('radio', { name: say('product.rating', { score: 5 }) }).check({ force: true });
    await form.getByLabel(t['review.message']!).fill('保冰效果真的很好，推薦！');
    await form.locator('input[type="file"]').setInputFiles(photo);
    await visible(form.locator('.photo-picker__photos img'));
    await form.getByRole('button', { name: t['review.send'] }).click();
    await textOf(page.getByTestId('review-thanks')).toBe(t['review.thanks']);

    // The shop approves it with the command line tool; the shopper sees it with its photo.
    const env = { ...process.env, DATA_DIR: shop.server.dataDir, LOG_LEVEL: 'silent' };
    const { stdout } = await exec('node', ['dist/server/cli.js', 'reviews', 'pending'], { env });
    const id = /^(\S+)\s.*保冰效果真的很好/m.exec(stdout)?.[1];
    expect(id).toBeTruthy();
    await exec('node', ['dist/server/cli.js', 'reviews', 'approve', id!], { env });
    // The server reads a product afresh within seconds (PRODUCT_TTL_MS): the shopper reloads.
    const review = page.locator('.review', { hasText: '保冰效果真的很好' });
    await expect
      .poll(
        async () => {
          await page.reload();
          return review.count();
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe(1);
    // The thumbnail is the photo's 160 px copy, made on the first ask, and it loads.
    const src = await review.locator('.review__photos img').getAttribute('src');
    expect(src).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}-160\.webp$/);
    await expect.poll(() => review.locator('.review__photos img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  it('lists all products new to old, sorts them by price, pages them, and finds them by a word', async () => {
    const { context, page } = await shop.open('tw.localhost', '/zh-tw/products');
    const cards = page.locator('.cards .card-item');
    await expect.poll(() => cards.count()).toBe(24);
    await textOf(page.getByTestId('catalog-count')).toBe(say('catalog.count', { count: 29 }));
    await page.getByRole('link', { name: t['catalog.next'] }).click();
    await expect.poll(() => cards.count()).toBe(5);
    await expect.poll(() => new URL(page.url()).search).toBe('?page=2');

    await page.getByRole('combobox', { name: t['catalog.sort'] }).selectOption('priceAsc');
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=priceAsc');
    const prices = async () => (await cards.locator('.price__now').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
    await expect.poll(async () => (await prices()).length).toBe(24);
    const ascending = await prices();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.getByRole('combobox', { name: t['catalog.perPage'] }).selectOption('48');
    await expect.poll(() => cards.count()).toBe(29);

    await page.goto(shop.server.origin('tw.localhost') + '/zh-tw/search');
    await page.getByRole('searchbox').fill('便當');
    await page.getByRole('button', { name: t['catalog.search'] }).click();
    // The search page first lists everything: wait for the found ones to replace them.
    const titles = () => cards.locator('h2').allTextContents();
    await expect.poll(async () => (await titles()).length > 0 && (await titles()).every((title) => title.includes('便當'))).toBe(true);
    await page.getByRole('searchbox').fill('xyzzy');
    await page.getByRole('button', { name: t['catalog.search'] }).click();
    await textOf(page.getByTestId('catalog-count')).toBe(say('catalog.noResult', { q: 'xyzzy' }));
    await context.close();
  });

  it('walks the website pages, keeps the link token of an ad, and answers unknown pages', async () => {
    const { context, page } = await shop.open('tw.localhost', '/zh-tw/home');
    await visible(page.getByRole('heading', { name: 'AquaLite 台灣' }));
    for (const [key, heading] of [
      ['instructions.title', 'instructions.title'],
      ['contact.page', 'contact.title'],
      ['layout.policy', 'policy.title'],
      ['catalog.findTitle', 'catalog.findTitle'],
    ] as const) {
      await page.locator('.footer__links').getByRole('link', { name: t[key] }).click();
      await textOf(page.getByRole('heading', { level: 1 })).toBe(t[heading]);
    }

    // An ad's link: /{token}/{id}. The token goes with the order as its attribution.
    await page.goto(shop.server.origin('tw.localhost') + '/zh-tw/spring-fb-42/aqualite-tw');
    await textOf(page.getByRole('heading', { level: 1 })).toBe('AquaLite 真空保溫瓶');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('doorstep.attribution'))).toBe('"spring-fb-42"');

    const missing = await page.goto(shop.server.origin('tw.localhost') + '/zh-tw/no/such/page');
    expect(missing?.status()).toBe(404);
    await textOf(page.getByRole('heading', { level: 1 })).toBe(t['notFound.title']);
    await page.getByRole('link', { name: t['notFound.back'] }).click();
    await textOf(page.getByRole('heading', { level: 1 })).toBe('AquaLite 真空保溫瓶');
    await context.close();
  });

  it('opens an ad’s link with no redirect, then shows the page’s own address', async () => {
    const context = await phoneContext(shop.browser);
    const page = await context.newPage();
    shop.watch(page, 'ad link');
    const answer = await page.goto(`${shop.server.origin('tw.localhost')}/aqualite-tw?fbclid=IwAR0e2e`);
    expect(answer?.status()).toBe(200);
    expect(answer?.request().redirectedFrom()).toBeNull();
    await textOf(page.getByRole('heading', { level: 1 })).toBe('AquaLite 真空保溫瓶');
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/zh-tw/aqualite-tw?fbclid=IwAR0e2e');
    await page.getByRole('link', { name: t['layout.trackOrder'] }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/zh-tw/searchOrder');
    await context.close();
    expect(shop.problems).toEqual([]);
  });
});
