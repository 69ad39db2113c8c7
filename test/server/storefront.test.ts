import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutTotals, emptyRecipient } from '../../src/domain/checkout';
import type { OrderView } from '../../src/domain/order';
import { fromProductRecord, type ProductRecord } from '../../src/domain/product-record';
import type { Review } from '../../src/domain/product';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import { ENGINES, HOSTS, postOrder, startTestApp, twOrder, type TestApp } from '../helpers/server';

const run = promisify(execFile);

describe.each(ENGINES)('the storefront on the server (%s)', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine, { sales: true, reviewRateLimit: { max: 1000, timeWindow: 60_000 } });
  });
  afterAll(() => test.close());

  const api = (method: 'GET' | 'POST', url: string, options: { cookie?: string; payload?: unknown; host?: string } = {}) =>
    test.app.inject({ method, url, headers: { 'x-consumer-domain': options.host ?? HOSTS.tw, ...(options.cookie ? { cookie: options.cookie } : {}) }, payload: options.payload as never });
  const shopperCookie = (response: { headers: Record<string, unknown> }) => /ds_shopper=[^;]+/.exec(String(response.headers['set-cookie']))?.[0];
  const record = async (host: string = HOSTS.tw) => (await api('GET', '/api/consumer/product/detail', { host })).json<{ data: ProductRecord }>().data;

  describe('coupons', () => {
    it('lists a product’s coupons, and lets a shopper receive one once', async () => {
      const list = await api('GET', '/api/consumer/coupons?productId=aqualite-tw');
      const coupons = list.json<{ data: { coupons: { id: string; threshold: number; amount: number; received: boolean }[] } }>().data.coupons;
      expect(coupons).toEqual([
        { id: 'aqualite-tw-pair', productId: 'aqualite-tw', threshold: 140000, amount: 6900, received: false, redeemed: false },
        { id: 'aqualite-tw-family', productId: 'aqualite-tw', threshold: 190000, amount: 23000, received: false, redeemed: false },
      ]);
      const first = await api('POST', '/api/consumer/coupons/claim', { payload: { couponId: 'aqualite-tw-pair' } });
      expect(first.statusCode).toBe(200);
      const cookie = shopperCookie(first)!;
      expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
      const again = await api('POST', '/api/consumer/coupons/claim', { cookie, payload: { couponId: 'aqualite-tw-pair' } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 1009, msg: (zhTW as Record<string, string>)['coupon.alreadyReceived'] });
      const mine = (await api('GET', '/api/consumer/coupons?productId=aqualite-tw', { cookie })).json<{ data: { coupons: { received: boolean }[] } }>().data.coupons;
      expect(mine.map((coupon) => coupon.received)).toEqual([true, false]);
    });

    it('gives a coupon once however many claims of one shopper race', async () => {
      const cookie = shopperCookie(await api('POST', '/api/consumer/coupons/claim', { payload: { couponId: 'aqualite-pl-pair' }, host: HOSTS.pl }))!;
      const answers = await Promise.all(Array.from({ length: 20 }, () => api('POST', '/api/consumer/coupons/claim', { cookie, payload: { couponId: 'aqualite-pl-family' }, host: HOSTS.pl })));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
      const claims = await test.database.db.selectFrom('coupon_claims').selectAll().where('coupon_id', '=', 'aqualite-pl-family').execute();
      expect(claims).toHaveLength(1);
    });

    it('refuses a coupon of another site or one that does not exist', async () => {
      expect((await api('POST', '/api/consumer/coupons/claim', { payload: { couponId: 'aqualite-pl-pair' } })).statusCode).toBe(404);
      expect((await api('POST', '/api/consumer/coupons/claim', { payload: { couponId: 'nope' } })).statusCode).toBe(404);
    });

    it('takes a received coupon off an order that reaches its threshold, once, and once per phone', async () => {
      const cookie = shopperCookie(await api('POST', '/api/consumer/coupons/claim', { payload: { couponId: 'aqualite-tw-pair' } }))!;
      const product = fromProductRecord(await record());
      // Three bottles, 10% off for three and 10% off in the flash sale: NT$1,863 reaches NT$1,400.
      const lines = [{ productId: product.id, kind: 'sku' as const, id: 'tw-blue-500', quantity: 3 }];
      const recipient = twOrder().recipient;
      const state = { zoneId: 1, productId: product.id, products: { [product.id]: product }, lines, deliveryMethod: 'tw_courier' as const, paymentMethod: 'cod' as const, store: null, recipient, coupons: [{ id: 'aqualite-tw-pair', threshold: 140000, amount: 6900 }] };
      const shown = checkoutTotals(state);
      expect(shown.ok && shown.totals.couponDeduction).toBe(6900);
      const order = { lines, recipient, expectedTotal: shown.ok ? shown.totals.total : -1, couponId: 'aqualite-tw-pair' };
      const placed = await postOrder(test, twOrder(order), HOSTS.tw, undefined, cookie);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json<{ data: OrderView }>().data.totals).toMatchObject({ couponDeduction: 6900 });
      // Used: a second order of the same shopper cannot take it again.
      const twice = await postOrder(test, twOrder(order), HOSTS.tw, undefined, cookie);
      expect(twice.json()).toMatchObject({ code: 1010 });
      // Another browser (a cleared cookie) with the same phone cannot either.
      const other = shopperCookie(await api('POST', '/api/consumer/coupons/claim', { payload: { couponId: 'aqualite-tw-pair' } }))!;
      expect((await postOrder(test, twOrder(order), HOSTS.tw, undefined, other)).json()).toMatchObject({ code: 1010 });
      // Nor someone who never received it.
      expect((await postOrder(test, twOrder(order))).json()).toMatchObject({ code: 1010 });
    });

    it('refuses a coupon on an order below its threshold', async () => {
      const cookie = shopperCookie(await api('POST', '/api/consumer/coupons/claim', { payload: { couponId: 'aqualite-tw-family' } }))!;
      const response = await postOrder(test, twOrder({ couponId: 'aqualite-tw-family', expectedTotal: 71100 }), HOSTS.tw, undefined, cookie);
      expect(response.json()).toMatchObject({ code: 1010 });
    });
  });

  it('keeps the token of the ad link an order came in by as its attribution', async () => {
    const response = await postOrder(test, twOrder({ expectedTotal: 71100, attribution: 'spring-fb-42' }));
    expect(response.statusCode, response.body).toBe(200);
    const stored = await test.database.db.selectFrom('orders').select('attribution').where('order_no', '=', response.json<{ data: OrderView }>().data.orderNo).executeTakeFirstOrThrow();
    expect(stored.attribution).toBe('spring-fb-42');
  });

  describe('sales', () => {
    it('sends the running sale with its real end time, and charges the sale price', async () => {
      const sale = (await record()).activity!;
      expect(sale).toMatchObject({ id: 'aqualite-tw-flash', kind: 'flash', percentOff: 10 });
      expect(Date.parse(sale.endsAt) - Date.now()).toBeGreaterThan(70 * 3_600_000);
      // NT$790 coral, 10% off: NT$711.
      const response = await postOrder(test, twOrder({ expectedTotal: 71100 }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: OrderView }>().data.totals).toMatchObject({ activityDeduction: 7900, total: 71100 });
    });

    it('ends the sale price with the countdown: an order after the end pays the full price', async () => {
      await test.database.db.updateTable('product_sales').set({ ends_at: new Date(Date.now() + 1500).toISOString() }).where('id', '=', 'aqualite-de-flash').execute();
      const product = fromProductRecord(await record(HOSTS.de));
      expect(product.sale?.id).toBe('aqualite-de-flash');
      await new Promise((resolve) => setTimeout(resolve, 1600));
      // The page still showed the sale price: refused with the new total, then placed at full price.
      const lines = [{ productId: product.id, kind: 'sku' as const, id: 'de-coral-750', quantity: 1 }];
      const recipient = emptyRecipient({ firstName: 'Julia', lastName: 'Schmidt', phone: '01512 3456789', email: 'julia@example.de', city: 'Berlin', address: 'Invalidenstraße 1', postalCode: '10115' });
      const late = await postOrder(test, twOrder({ productId: product.id, lines, recipient, deliveryMethod: 'home', expectedTotal: 2799 - 279 }), HOSTS.de);
      expect(late.json()).toMatchObject({ code: 1005, data: { total: 2799 } });
      const full = await postOrder(test, twOrder({ productId: product.id, lines, recipient, deliveryMethod: 'home', expectedTotal: 2799 }), HOSTS.de);
      expect(full.statusCode, full.body).toBe(200);
      expect((await record(HOSTS.de)).activity).toBeNull();
    });
  });

  describe('reviews', () => {
    const form = (fields: Record<string, string>, files: { name: string; type: string; data: Buffer }[] = []) => {
      const boundary = '----doorstep' + Math.random().toString(16).slice(2);
      const chunks: Buffer[] = [];
      for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      for (const file of files) {
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return test.app.inject({ method: 'POST', url: '/api/consumer/reviews', headers: { 'x-consumer-domain': HOSTS.tw, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) });
    };
    const valid = { productId: 'aqualite-tw', name: '王小明', phone: '0912 345 678', score: '5', message: '很好用！' };
    const photoWithGps = () =>
      sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
        .jpeg()
        .withExif({ IFD0: { Make: 'Phone', Model: 'X' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 33/1 55/1' } })
        .toBuffer();

    it('pages a product’s approved reviews, newest first, with their score summary', async () => {
      const page1 = (await api('GET', '/api/consumer/reviews?productId=aqualite-tw&page=1&size=5')).json<{ data: { items: Review[]; total: number; average: number; satisfaction: number } }>().data;
      const page3 = (await api('GET', '/api/consumer/reviews?productId=aqualite-tw&page=3&size=5')).json<{ data: { items: Review[] } }>().data;
      expect(page1.total).toBe(12);
      expect(page1.items).toHaveLength(5);
      expect(page3.items).toHaveLength(2);
      expect(page1.items[0]!.createdAt > page1.items[4]!.createdAt).toBe(true);
      expect(page1.satisfaction).toBe(92); // 11 of 12 reviews score 4 or 5
      expect(page1.items.some((review) => review.images.length > 0)).toBe(true);
    });

    it('holds a review with a photo for approval, its photo stripped of GPS, until the seller approves it', async () => {
      const photo = await photoWithGps();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const response = await form(valid, [{ name: 'IMG_0001.jpg', type: 'image/jpeg', data: photo }]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ data: { status: 'pending' } });
      const stored = await test.database.db.selectFrom('reviews').selectAll().where('status', '=', 'pending').where('body', '=', '很好用！').executeTakeFirstOrThrow();
      expect(stored.phone).toBe('+886912345678');
      const [path] = JSON.parse(stored.images) as string[];
      expect(path).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
      const image = await test.app.inject({ method: 'GET', url: path! });
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(image.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
      // Not shown until approved.
      const listed = (await api('GET', '/api/consumer/reviews?productId=aqualite-tw&size=20')).json<{ data: { items: Review[] } }>().data.items;
      expect(listed.some((review) => review.body === '很好用！')).toBe(false);
    });

    it('refuses a file that is not an image whatever its name, and an oversized image', async () => {
      const renamed = await form(valid, [{ name: 'cat.jpg', type: 'image/jpeg', data: Buffer.from('<html><script>alert(1)</script></html>') }]);
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json()).toMatchObject({ data: { fieldErrors: { images: { key: 'review.image.notAnImage' } } } });
      const huge = await form(valid, [{ name: 'big.png', type: 'image/png', data: Buffer.alloc(9 * 1024 * 1024, 1) }]);
      expect(huge.statusCode).toBe(400);
      expect(huge.json()).toMatchObject({ data: { fieldErrors: { images: { key: 'review.image.tooLarge' } } } });
    });

    it('checks the comment form as the browser does: name, phone, score and message', async () => {
      const response = await form({ productId: 'aqualite-tw', name: ' ', phone: '02-2345-6789', score: '0', message: '' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ data: { fieldErrors: object } }>().data.fieldErrors).sort()).toEqual(['message', 'name', 'phone', 'score']);
    });

    it('shows a review once the seller approves it with the command line tool', async () => {
      await form({ ...valid, message: '第二次回購，一樣好。' });
      const pending = await test.database.db.selectFrom('reviews').select('id').where('body', '=', '第二次回購，一樣好。').executeTakeFirstOrThrow();
      if (engine === 'sqlite') {
        const env = { ...process.env, DATA_DIR: test.dataDir, LOG_LEVEL: 'silent' };
        const { stdout } = await run('node', ['dist/server/cli.js', 'reviews:pending'], { env });
        expect(stdout).toContain(pending.id);
        await run('node', ['dist/server/cli.js', 'reviews:approve', pending.id], { env });
        await run('node', ['dist/server/cli.js', 'reviews:reply', pending.id, '謝謝您再次支持！'], { env });
      } else {
        await test.database.db.updateTable('reviews').set({ status: 'approved', seller_reply: '謝謝您再次支持！' }).where('id', '=', pending.id).execute();
      }
      const listed = (await api('GET', '/api/consumer/reviews?productId=aqualite-tw&size=5')).json<{ data: { items: Review[] } }>().data.items;
      expect(listed[0]).toMatchObject({ body: '第二次回購，一樣好。', sellerReply: '謝謝您再次支持！' });
    });
  });
});

describe('the catalog on the server', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite');
  });
  afterAll(() => test.close());

  type Page = { items: { id: string; title: string; price: number; listedAt: string }[]; total: number; page: number; size: number };
  const list = async (query: string, host: string = HOSTS.tw) =>
    (await test.app.inject({ method: 'GET', url: `/api/consumer/products${query}`, headers: { 'x-consumer-domain': host } })).json<{ data: Page }>().data;

  it('lists the site’s products new to old by default, 24 a page', async () => {
    const first = await list('');
    expect(first.total).toBe(29);
    expect(first.items).toHaveLength(24);
    expect(first.items.map((item) => item.listedAt)).toEqual([...first.items.map((item) => item.listedAt)].sort().reverse());
    expect((await list('?page=2')).items).toHaveLength(5);
  });

  it('sorts old to new and by price both ways, and pages by 48 and 72', async () => {
    const old = await list('?sort=old&size=48');
    expect(old.items).toHaveLength(29);
    expect(old.items[0]!.listedAt <= old.items[28]!.listedAt).toBe(true);
    const high = (await list('?sort=priceDesc&size=72')).items.map((item) => item.price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const low = (await list('?sort=priceAsc')).items.map((item) => item.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
  });

  it('refuses a page size the shop does not offer', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/consumer/products?size=25', headers: { 'x-consumer-domain': HOSTS.tw } });
    expect(response.statusCode).toBe(400);
  });

  it('finds products by words of their title, in the site’s language, and nothing for a word no product has', async () => {
    expect((await list('?q=%E4%BE%BF%E7%95%B6')).total).toBeGreaterThan(0);
    expect((await list('?q=kubek', HOSTS.pl)).items.every((item) => /kubek/i.test(item.title))).toBe(true);
    expect((await list('?q=xyzzy')).total).toBe(0);
    // Only the site's own products.
    expect((await list('?q=kubek')).total).toBe(0);
  });
});
