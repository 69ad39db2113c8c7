import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, HOSTS, startTestApp, type TestApp } from '../../../helpers/server';
import type { Bootstrap } from '../../../../src/app/providers/bootstrap';
import { APP_START_HASH, APP_START_SCRIPT } from '../../../../src/server/features/pages/app-start';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';
import en from '../../../../src/i18n/messages/en.json';
import ja from '../../../../src/i18n/messages/ja.json';
import de from '../../../../src/i18n/messages/de.json';

const bootstrapOf = (html: string): Bootstrap => {
  const json = /<script type="application\/json" id="doorstep-bootstrap">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no bootstrap in the page');
  return JSON.parse(json) as Bootstrap;
};
const templateOf = (html: string) => /<template id="doorstep-app">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
const rootOf = (html: string) => /<div id="root"[^>]*>(.*?)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '';

describe.each(ENGINES)('pages (%s)', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  /** A page as a shopper's browser gets it. */
  const get = (url: string, host: string = HOSTS.tw, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const first = (url: string, host: string = HOSTS.tw, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('renders the landing page on the server: title, prices, hero image, sku choice and buy button are in the HTML', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    const root = rootOf(html);
    expect(html).toContain('<html lang="zh-TW" dir="ltr">');
    expect(html).toContain('<title>AquaLite 真空保溫瓶 | AquaLite 台灣</title>');
    expect(root).toContain('<h1 class="product__title">AquaLite 真空保溫瓶</h1>');
    expect(root).toContain('NT$690');
    expect(root).toMatch(/<del class="price__was"><bdi>NT\$1,280<\/bdi><\/del>/);
    expect(root).toMatch(/<img src="\/demo\/hero-1-960\.webp"[^>]*fetchPriority="high"|<img[^>]*src="\/demo\/hero-1-960\.webp"/);
    expect(root).toContain('type="radio"');
    expect(root).toContain('珊瑚紅 750ml');
    expect(root).toMatch(new RegExp(`<button type="submit" class="button button--primary buy-bar__button"[^>]*>${zhTW['product.buyNow']}<\/button>`));
    expect(html).toContain('data-ssr="true"');
  });

  it('has the browser fetch the landing page’s first image, at the size the gallery shows, before the scripts', async () => {
    const html = (await get('/')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(head);
    expect(preload?.slice(1)).toEqual(['/demo/hero-1-960.webp', '/demo/hero-1-480.webp 480w, /demo/hero-1-800.webp 800w, /demo/hero-1-960.webp 960w', '(min-width: 40rem) 40rem, 100vw']);
    expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(head.indexOf('<script'));
    // A page without the gallery preloads no image.
    expect((await get('/zh-tw/products')).body).not.toContain('as="image"');
  });

  it('renders each site in its own language and currency', async () => {
    const polish = (await get('/', HOSTS.pl)).body;
    expect(polish).toContain('<html lang="pl"');
    expect(rootOf(polish)).toContain('Butelka termiczna AquaLite');
    expect(rootOf(polish)).toMatch(/89,99\s*zł/);
    const german = (await get('/', HOSTS.de)).body;
    expect(rootOf(german)).toContain('AquaLite Isolierflasche');
    expect(rootOf(german)).toMatch(/24,99\s*€/);
  });

  it('serves the default site on hosts it does not know (localhost, an IP address)', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000']) {
      expect(bootstrapOf((await get('/', host)).body).site.id).toBe('site-tw');
    }
  });

  it('refuses a Host header that names no host with a 400 in the shopper’s language, page or API alike', async () => {
    for (const host of [']', '[', '[::1', 'a]b', ']:80']) {
      for (const url of ['/', '/products', '/api/consumer/product/detail']) {
        const answer = await get(url, host, { 'accept-language': 'ja' });
        expect(answer.statusCode, `${host} ${url}`).toBe(400);
        expect(answer.json().msg).toBe(ja['error.invalidRequest']);
      }
    }
  });

  it('serves a page on a Host whose port no URL can hold, its links without the port', async () => {
    const answer = await get('/', 'tw.localhost:99999');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('href="http://tw.localhost/');
    expect(answer.body).not.toContain('99999');
  });

  it('hands the browser the product record and the add-order keys with the page, and names its catalog, preloaded with the app', async () => {
    const html = (await get('/')).body;
    const bootstrap = bootstrapOf(html);
    expect(bootstrap.product?.identity_tag).toBe('aqualite-tw');
    expect(bootstrap.locale).toBe('zh-TW');
    expect(bootstrap.keys.rsaPublicKey).toBe(test.keys.publicKeySpki);
    expect(bootstrap.keys.signKey).toBe(test.keys.signKey);
    expect(bootstrap).not.toHaveProperty('messages');
    expect(bootstrap.messagesUrl).toMatch(/^\/i18n\/zh-TW\.json\?v=[\w-]{16}$/);
    expect(templateOf(html)).toContain(`<link rel="preload" href="${bootstrap.messagesUrl}" as="fetch" crossorigin>`);
    const catalog = await first(bootstrap.messagesUrl);
    expect(catalog.statusCode).toBe(200);
    expect(catalog.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(catalog.json<Record<string, unknown>>()['product.buyNow']).toEqual([{ type: 0, value: zhTW['product.buyNow'] }]);
    // Another locale's catalog names its own version.
    expect(bootstrapOf((await get('/', HOSTS.de)).body).messagesUrl).toMatch(/^\/i18n\/de\.json\?v=/);
  });

  it('fits a landing page, compressed as phones ask for it, in a slow network’s first round trip (14.6 KB with its headers)', async () => {
    for (const host of [HOSTS.tw, HOSTS.pl, HOSTS.de]) {
      const page = await get('/', host, { 'accept-encoding': 'br' });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.rawPayload.length, host).toBeLessThan(12 * 1024);
    }
  });

  it('escapes the bootstrap JSON so page content cannot close the script element', async () => {
    const evil = 'Evil </script><script>alert(1)</script>';
    const product = await test.database.db.selectFrom('products').selectAll().where('id', '=', 'aqualite-de').executeTakeFirstOrThrow();
    await test.database.db.insertInto('products').values({ ...product, id: 'evil-de', title: evil, group_key: 'evil' }).execute();
    await test.database.db
      .insertInto('skus')
      .values({ id: 'evil-sku', product_id: 'evil-de', name: evil, image: null, original_price: 100, price: 100, position: 1 })
      .execute();
    const html = (await get('/evil-de', HOSTS.de)).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(bootstrapOf(html).product?.title).toBe(evil);
    // As text in the page: its "<" escaped, so no element starts there.
    expect(rootOf(html)).toMatch(/Evil &lt;\/script(&gt;|>)&lt;script(&gt;|>)alert\(1\)/);
  });

  it('renders a product by its id at /{id} and /productDetail?id=', async () => {
    expect(rootOf((await get('/aqualite-tw')).body)).toContain('AquaLite 真空保溫瓶');
    expect(rootOf((await get('/productDetail?id=aqualite-tw')).body)).toContain('AquaLite 真空保溫瓶');
  });

  it('answers 404 with the not-found page for an unknown product or path', async () => {
    for (const url of ['/no-such-product', '/a/b/c', '/aqualite-pl']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(rootOf(response.body)).toContain(zhTW['notFound.title']);
      expect(rootOf(response.body)).toContain(zhTW['notFound.back']);
    }
  });

  it('sends the app shell for pages the browser renders (order form, order information, lookup)', async () => {
    for (const url of ['/productOrder?choice=sku:tw-blue-500&quantity=2', '/product/home/productOrder/aqualite-tw', '/orderInfo?orderNo=TW1', '/searchOrder', '/product/home/orderSearch']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
    expect(bootstrapOf((await get('/productOrder')).body).product?.identity_tag).toBe('aqualite-tw');
  });

  it('answers the website pages, and a product behind an ad’s token link', async () => {
    for (const path of ['/home', '/instructions', '/contact', '/related?id=aqualite-tw']) {
      const response = await first(`/zh-tw${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
    for (const path of ['/products?sort=priceAsc&size=48', '/search?q=mug']) expect((await first(`/zh-tw${path}`)).statusCode, path).toBe(200);
    const linked = await first('/zh-tw/spring-fb-42/aqualite-tw');
    expect(linked.statusCode).toBe(200);
    expect(rootOf(linked.body)).toContain('AquaLite 真空保溫瓶');
    expect((await first('/zh-tw/spring-fb-42/no-such-product')).statusCode).toBe(404);
  });

  it('renders the product list on the server, the page its address asks for, and hands the browser that page', async () => {
    const html = (await first('/zh-tw/products?sort=priceAsc&size=48')).body;
    const root = rootOf(html);
    expect(html).toContain('<div id="root" data-ssr="true">');
    expect(root).toContain('<h1 class="page__title">全部商品</h1>');
    const titles = [...root.matchAll(/<h2 class="card-item__title">([^<]+)<\/h2>/g)].map((found) => found[1]);
    const catalog = bootstrapOf(html).catalog;
    expect(catalog).toMatchObject({ sort: 'priceAsc', size: 48, page: 1, q: '' });
    expect(titles).toEqual(catalog?.items.map((item) => item.title));
    expect(titles.length).toBeGreaterThan(10);
    const prices = catalog!.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The top of the list is the page's largest paint: its first pictures load at once, the rest as they near.
    expect(root.match(/loading="eager"/g)).toHaveLength(2);

    const found = bootstrapOf((await first('/zh-tw/search?q=%E6%9D%AF')).body).catalog;
    expect(found?.q).toBe('杯');
    expect(found?.items.length).toBeGreaterThan(0);
    expect(found!.total).toBeLessThan(catalog!.total);
  });

  it('answers a Host header with a port no address can have, its links without the port', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:99999' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<link rel="canonical" href="http://localhost/');
  });

  it('asks for none of the app’s code until the page has been shown: the script and its preloads wait in an inert template for the one inline script, which the policy allows by its hash', async () => {
    const response = await get('/');
    const html = response.body;
    const template = templateOf(html);
    expect(template).toMatch(/<script type="module"[^>]* src="[^"]+"><\/script>/);
    const outside = html.replace(template, '');
    expect(outside).not.toMatch(/<script type="module"|rel="modulepreload"|as="fetch"/);
    const inline = [...outside.matchAll(/<script>(.*?)<\/script>/gs)].map((found) => found[1]!);
    expect(inline).toEqual([APP_START_SCRIPT]);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(response.headers['content-security-policy']).toContain(APP_START_HASH);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('sets security headers on pages', async () => {
    const response = await get('/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lists on a landing page the order form’s code beyond its own, for the browser to fetch when idle; other pages list none', async () => {
    const landing = bootstrapOf((await get('/')).body);
    const files = landing.orderFormFiles ?? [];
    expect(files.some((file) => /^\/assets\/OrderPage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(files.every((file) => file.startsWith('/assets/') && file.endsWith('.js'))).toBe(true);
    // The landing page's own scripts are not fetched twice.
    const own = [...(await get('/')).body.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map((found) => found[1]);
    expect(own.length).toBeGreaterThan(0);
    for (const script of own) expect(files).not.toContain(script);
    expect(bootstrapOf((await get('/zh-tw/policy')).body).orderFormFiles).toBeUndefined();
  });

  it('carries its own zone’s phone numbering plan, and no other country’s, for the browser to read phone numbers by', async () => {
    const planOf = (html: string) => JSON.parse(/<script type="application\/json" id="doorstep-phone-plan">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as { country_calling_codes: object; countries: object } | null;
    for (const [host, country, code] of [[HOSTS.tw, 'TW', '886'], [HOSTS.pl, 'PL', '48'], [HOSTS.de, 'DE', '49']] as const) {
      for (const path of ['/', '/zh-tw/policy', '/no-such-page']) {
        const plan = planOf((await get(path, host)).body);
        expect(Object.keys(plan?.countries ?? {}), `${host}${path}`).toEqual([country]);
        expect(plan?.country_calling_codes).toEqual({ [code]: [country] });
      }
    }
  });

  it('sends the page policy with pages only: an image or a JSON answer carries the short policy that lets nothing run, and no framing headers', async () => {
    const page = await get('/');
    for (const url of ['/demo/hero-1-960.webp', '/api/consumer/product/detail?id=aqualite-tw']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBe(page.headers['strict-transport-security']);
    }
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('compresses pages for browsers that accept it', async () => {
    const response = await get('/', HOSTS.tw, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  describe('locale routing', () => {
    const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie'] ?? '');

    it('answers an ad’s link at once, in the site’s language, and remembers the language for 365 days', async () => {
      const response = await first('/aqualite-tw?utm_source=ad');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="zh-TW" dir="ltr">');
      expect(rootOf(response.body)).toContain('<h1 class="product__title">AquaLite 真空保溫瓶</h1>');
      expect(response.body).toContain('<link rel="canonical" href="http://tw.localhost/zh-tw/aqualite-tw">');
      expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
      expect(cookieOf(response)).toMatch(/^i18n_redirected=zh-TW; Path=\/; Max-Age=31536000; SameSite=Lax/);
      const polish = await first('/', HOSTS.pl);
      expect(polish.statusCode).toBe(200);
      expect(bootstrapOf(polish.body).locale).toBe('pl');
    });

    it('answers in the remembered language, and in English without a prefix to whoever chose it', async () => {
      const japanese = await first('/searchOrder', HOSTS.tw, { cookie: 'i18n_redirected=ja' });
      expect(japanese.statusCode).toBe(200);
      expect(bootstrapOf(japanese.body).locale).toBe('ja');
      expect(cookieOf(japanese)).toBe('');
      const english = await first('/', HOSTS.tw, { cookie: 'other=1; i18n_redirected=en' });
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain('<html lang="en" dir="ltr">');
      expect(rootOf(english.body)).toContain(en['product.buyNow']);
      expect(cookieOf(english)).toBe('');
    });

    it('serves every language at its prefix, Arabic right to left', async () => {
      const japanese = await first('/ja/', HOSTS.tw);
      expect(japanese.statusCode).toBe(200);
      expect(japanese.body).toContain('<html lang="ja" dir="ltr">');
      expect(rootOf(japanese.body)).toContain(ja['product.buyNow']);
      expect(cookieOf(japanese)).toMatch(/^i18n_redirected=ja;/);
      const arabic = await first('/ar/', HOSTS.tw);
      expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
      expect(bootstrapOf(arabic.body).locale).toBe('ar');
      // Prices keep their own direction inside right-to-left text.
      expect(rootOf(arabic.body)).toMatch(/<bdi>[\d,]+\u00a0NT\$<\/bdi>/);
    });

    it('sends a first visit to the browser’s language where the site allows it (the Philippine demo site)', async () => {
      const localeOf = async (host: string, acceptLanguage: string) => bootstrapOf((await first('/', host, { 'accept-language': acceptLanguage })).body).locale;
      expect(await localeOf('ph.localhost', 'fil-PH, ja;q=0.8, en;q=0.5')).toBe('ja');
      expect(await localeOf('ph.localhost', 'en-US')).toBe('en');
      // The Taiwan site does not follow the browser.
      expect(await localeOf(HOSTS.tw, 'ja')).toBe('zh-TW');
    });

    it('lists the page in every language as hreflang alternates, with the unprefixed URL as x-default', async () => {
      const html = (await first('/zh-tw/aqualite-tw', HOSTS.tw)).body;
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [match[1], match[2]]);
      expect(alternates).toHaveLength(22);
      expect(alternates).toContainEqual(['en', 'http://tw.localhost/aqualite-tw']);
      expect(alternates).toContainEqual(['zh-TW', 'http://tw.localhost/zh-tw/aqualite-tw']);
      expect(alternates).toContainEqual(['ar', 'http://tw.localhost/ar/aqualite-tw']);
      expect(alternates).toContainEqual(['x-default', 'http://tw.localhost/aqualite-tw']);
      expect(html).toContain('<link rel="canonical" href="http://tw.localhost/zh-tw/aqualite-tw">');
    });

    it('names only the canonical on an address that shows a page in another language, as the unprefixed catalog answered in Chinese', async () => {
      const html = (await first('/products', HOSTS.tw)).body;
      expect(html).toContain('<link rel="canonical" href="http://tw.localhost/zh-tw/products">');
      // Listing /products as the English alternate while it shows Chinese and points elsewhere would
      // contradict itself (search engines and Lighthouse's canonical audit read it so).
      expect(html).not.toContain('rel="alternate" hreflang=');
      expect((await first('/zh-tw/products', HOSTS.tw)).body).toContain('hreflang="x-default" href="http://tw.localhost/products"');
    });

    it('answers a page of an unknown path under a prefix with the 404 page in that language', async () => {
      const response = await first('/de/no/such/page', HOSTS.tw);
      expect(response.statusCode).toBe(404);
      expect(rootOf(response.body)).toContain(de['notFound.title']);
    });

    it('shows the product in the shopper’s language, at the site’s prices', async () => {
      const japanese = await first('/ja/', HOSTS.tw);
      const root = rootOf(japanese.body);
      expect(root).toContain('AquaLite 真空断熱ボトル');
      expect(root).toContain('コーラル 750ml');
      expect(root).toContain('NT$790');
      expect(bootstrapOf(japanese.body).product).toMatchObject({ lang: '3', currencyCode: 'TWD', title: 'AquaLite 真空断熱ボトル' });
      const simplified = rootOf((await first('/zh-cn/', HOSTS.pl)).body);
      expect(simplified).toContain('AquaLite 真空保温瓶');
      expect(simplified).toMatch(/89,99|89\.99/);
      const api = await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail', headers: { 'x-consumer-domain': HOSTS.de, 'accept-language': 'ar' } });
      expect(api.json<{ data: { title: string; lang: string } }>().data).toMatchObject({ lang: '14' });
      expect(api.json<{ data: { title: string } }>().data.title).toMatch(/[\u0600-\u06ff]/);
    });

    it('hands the language switcher each catalog, parsed, on its own', async () => {
      const response = await first('/i18n/ja.json', HOSTS.tw);
      expect(response.statusCode).toBe(200);
      // Without the page's version it may change: checked again after five minutes.
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect((await first('/i18n/ja.json?v=stale', HOSTS.tw)).headers['cache-control']).toBe('public, max-age=300');
      const compressed = await first('/i18n/ja.json', HOSTS.tw, { 'accept-encoding': 'br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(response.json());
      expect((await first('/i18n/ja.json', HOSTS.tw, { 'if-none-match': String(response.headers.etag) })).statusCode).toBe(304);
      expect(response.json<Record<string, unknown>>()['product.buyNow']).toEqual([{ type: 0, value: ja['product.buyNow'] }]);
      expect((await first('/i18n/xx.json', HOSTS.tw)).statusCode).toBe(404);
    });
  });

  describe('the policy page', () => {
    it('states the zone’s delivery, payment and return policies and the seller, in the shopper’s language', async () => {
      const response = await first('/zh-tw/policy', HOSTS.tw);
      expect(response.statusCode).toBe(200);
      const root = rootOf(response.body);
      expect(root).toContain(zhTW['policy.title']);
      expect(root).toContain(zhTW['notice.twMainIsland']);
      expect(root).toContain('7'); // Taiwan: a 7-day return period
      expect(root).toContain('水光生活有限公司');
      const polish = rootOf((await first('/pl/product/home/policy', HOSTS.pl)).body);
      expect(polish).toMatch(/14/);
      expect(polish).toContain('AquaLite Sp. z o.o.');
      const hungarianShopInGerman = rootOf((await first('/de/policy', 'hu.localhost')).body);
      expect(hungarianShopInGerman).toContain('Ungarn');
    });
  });
});
