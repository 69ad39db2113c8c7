import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, HOSTS, startTestApp, type TestApp } from '../helpers/server';
import type { Bootstrap } from '../../src/app/bootstrap';
import zhTW from '../../src/i18n/messages/zh-TW.json';

const bootstrapOf = (html: string): Bootstrap => {
  const json = /<script type="application\/json" id="doorstep-bootstrap">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no bootstrap in the page');
  return JSON.parse(json) as Bootstrap;
};
const rootOf = (html: string) => /<div id="root"[^>]*>(.*?)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '';

describe.each(ENGINES)('pages (%s)', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  const get = (url: string, host: string = HOSTS.tw) => test.app.inject({ method: 'GET', url, headers: { host } });

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

  it('hands the browser the product record, the messages and the add-order keys with the page', async () => {
    const bootstrap = bootstrapOf((await get('/')).body);
    expect(bootstrap.product?.identity_tag).toBe('aqualite-tw');
    expect(bootstrap.locale).toBe('zh-TW');
    expect(bootstrap.messages['product.buyNow']).toBeDefined();
    expect(bootstrap.keys.rsaPublicKey).toBe(test.keys.publicKeySpki);
    expect(bootstrap.keys.signKey).toBe(test.keys.signKey);
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
    expect(rootOf(html)).toContain('Evil &lt;/script&gt;');
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

  it('sets security headers on pages', async () => {
    const response = await get('/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses pages for browsers that accept it', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/', headers: { host: HOSTS.tw, 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
  });
});
