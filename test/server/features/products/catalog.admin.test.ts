import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp } from '../../../helpers/server';
import { adminCall, OWN_ORIGIN, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

/** A multipart body with one file in `field`, as a browser's FormData sends it. */
function multipart(field: string, file: Buffer, type = 'image/jpeg') {
  const boundary = '----doorstep-admin-upload';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.jpg"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(test: TestApp, session: AdminSession | null, body: { payload: Buffer; contentType: string }, headers: Record<string, string> = {}) {
  return test.app.inject({
    method: 'POST',
    url: '/admin/api/uploads',
    payload: body.payload,
    headers: { origin: OWN_ORIGIN, 'content-type': body.contentType, ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrfToken } : {}), ...headers },
  });
}

describe.each(ENGINES)('the back office’s catalog reads and uploads (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;
  let jpeg: Buffer;

  beforeAll(async () => {
    ({ test, owner, support } = await startWithOwnerAndSupport(engine));
    jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .withMetadata({ exif: { IFD0: { Artist: 'someone' } } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => test.close());

  it('GET /admin/api/sites: every signed-in operator gets the sites with their currency and language; no session 401', async () => {
    for (const session of [owner, support]) {
      const answer = await adminCall(test, session, 'GET', '/admin/api/sites');
      expect(answer.statusCode).toBe(200);
      const pl = answer.json().data.items.find((site: { id: string }) => site.id === 'site-pl');
      expect(pl).toMatchObject({ host: 'pl.localhost', currency: 'PLN', language: 'pl' });
      expect(typeof pl.zone).toBe('number');
      expect(typeof pl.name).toBe('string');
    }
    expect((await adminCall(test, null, 'GET', '/admin/api/sites')).statusCode).toBe(401);
  });

  it('GET /admin/api/products: an owner gets a site’s products with price, sku count, status and date; support 403, none 401', async () => {
    const created = await adminCall(test, owner, 'POST', '/admin/api/products', {
      siteId: 'site-pl',
      id: 'kubek-pl',
      title: 'Kubek termiczny',
      skus: [
        { name: 'Szary', price: 3999, originalPrice: 5999 },
        { name: 'Zielony', price: 4499, originalPrice: 5999 },
      ],
    });
    expect(created.statusCode).toBe(200);
    const list = await adminCall(test, owner, 'GET', '/admin/api/products?siteId=site-pl');
    expect(list.statusCode).toBe(200);
    const items = list.json().data.items as { id: string; price: number | null; skuCount: number; status: string; listedAt: string; title: string }[];
    expect(items[0]).toMatchObject({ id: 'kubek-pl', title: 'Kubek termiczny', price: 3999, skuCount: 2, status: 'active' });
    expect(Number.isNaN(Date.parse(items[0]!.listedAt))).toBe(false);
    // Only that site's products.
    const tw = await adminCall(test, owner, 'GET', '/admin/api/products?siteId=site-tw');
    expect(tw.json().data.items.map((item: { id: string }) => item.id)).not.toContain('kubek-pl');

    expect((await adminCall(test, support, 'GET', '/admin/api/products?siteId=site-pl')).statusCode).toBe(403);
    expect((await adminCall(test, null, 'GET', '/admin/api/products?siteId=site-pl')).statusCode).toBe(401);
    expect((await adminCall(test, owner, 'GET', '/admin/api/products?siteId=site-xx')).statusCode).toBe(404);
    expect((await adminCall(test, owner, 'GET', '/admin/api/products')).statusCode).toBe(400);
  });

  it('POST /admin/api/uploads: an owner’s photo is re-encoded to WebP without metadata, and served', async () => {
    const answer = await upload(test, owner, multipart('image', jpeg));
    expect(answer.statusCode).toBe(200);
    const { src, width, height } = answer.json().data;
    expect(src).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
    expect({ width, height }).toEqual({ width: 1200, height: 800 });
    const served = await test.app.inject({ method: 'GET', url: src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
  });

  it('sends phones an owner’s photos at the width they are shown: the gallery’s srcset and preload list the renditions, a card gets the 480 one, a sku’s choice the 160 one', async () => {
    const photo = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: { r: 30, g: 120, b: 200 } } }).jpeg().toBuffer();
    const banner = (await upload(test, owner, multipart('image', photo))).json().data as { src: string; width: number; height: number };
    const skuImage = (await upload(test, owner, multipart('image', jpeg))).json().data as { src: string };
    const created = await adminCall(test, owner, 'POST', '/admin/api/products', {
      siteId: 'site-pl',
      id: 'butelka-pl',
      title: 'Butelka',
      skus: [{ name: 'Niebieska', price: 3999, originalPrice: 5999, image: skuImage.src }],
      banners: [{ ...banner, alt: 'Butelka' }],
    });
    expect(created.statusCode).toBe(200);
    const base = banner.src.replace('.webp', '');
    const page = await test.app.inject({ method: 'GET', url: '/pl/butelka-pl', headers: { host: 'pl.localhost' } });
    expect(page.statusCode).toBe(200);
    const srcset = `${base}-160.webp 160w, ${base}-480.webp 480w, ${base}-800.webp 800w, ${base}-1200.webp 1200w, ${banner.src} 2000w`;
    expect(page.body).toContain(`imagesrcset="${srcset}"`);
    expect(page.body).toContain(`srcset="${srcset}"`);
    expect(page.body).toContain(`src="${skuImage.src.replace('.webp', '-160.webp')}"`);
    // No introduction written: the page still describes itself to search engines.
    expect(page.body).toMatch(/<meta name="description" content="Butelka \| [^"]+">/);
    // Made when the photo was uploaded, each as wide as its name says.
    for (const width of [160, 480, 800, 1200]) {
      const served = await test.app.inject({ method: 'GET', url: `${base}-${width}.webp` });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    const catalog = await test.app.inject({ method: 'GET', url: '/pl/products', headers: { host: 'pl.localhost' } });
    expect(catalog.body).toContain(`src="${base}-480.webp"`);
  });

  it('POST /admin/api/uploads: support 403, no session 401, another origin 403, and nothing is stored', async () => {
    expect((await upload(test, support, multipart('image', jpeg))).statusCode).toBe(403);
    expect((await upload(test, null, multipart('image', jpeg))).statusCode).toBe(401);
    const foreign = await upload(test, owner, multipart('image', jpeg), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const noToken = await test.app.inject({ method: 'POST', url: '/admin/api/uploads', payload: multipart('image', jpeg).payload, headers: { origin: OWN_ORIGIN, cookie: owner.cookie, 'content-type': multipart('image', jpeg).contentType } });
    expect(noToken.statusCode).toBe(403);
  });

  it('POST /admin/api/uploads: refuses what is not an image, or no image, by its field, never 5xx', async () => {
    const text = await upload(test, owner, multipart('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'));
    expect(text.statusCode).toBe(400);
    expect(text.json().data.issues[0]).toEqual({ field: 'body.image', problem: 'notAnImage' });
    const elsewhere = await upload(test, owner, multipart('photo', jpeg));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().data.issues[0].problem).toBe('noImage');
    const huge = Buffer.concat([jpeg.subarray(0, 16), Buffer.alloc(10 * 1024 * 1024 + 16)]);
    const tooLarge = await upload(test, owner, multipart('image', huge));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().data.issues[0].problem).toBe('tooLarge');
    const json = await adminCall(test, owner, 'POST', '/admin/api/uploads', { image: 'x' }, { 'accept-language': 'zh-TW' });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe('請選擇一張要上傳的圖片。');
  });
});
