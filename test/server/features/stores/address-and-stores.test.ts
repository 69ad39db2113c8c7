import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressData } from '../../../../src/domain/address';
import type { OrderView } from '../../../../src/domain/order';
import { openDatabase } from '../../../../src/server/db/database';
import { ENGINES, HOSTS, postOrder, startTestApp, twOrder, type TestApp } from '../../../helpers/server';

const run = promisify(execFile);

/** Reads an address script the way the browser does: as an ES module. */
async function importScript(body: string): Promise<AddressData> {
  const dir = mkdtempSync(join(tmpdir(), 'doorstep-address-'));
  const file = join(dir, 'script.mjs');
  writeFileSync(file, body);
  try {
    return ((await import(pathToFileURL(file).href)) as { default: AddressData }).default;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(ENGINES)('address scripts and pickup stores (%s)', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers: { host: HOSTS.tw, ...headers } });

  it('serves a region’s address script as a cacheable JavaScript module, compressed', async () => {
    const response = await get('/address/1.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const plain = await get('/address/1.js');
    const data = await importScript(plain.body);
    expect(data).toMatchObject({ region: 1, file: '1', levels: ['city', 'district'], complete: true });
    expect(data.tree.find((city) => city.name === '臺北市')?.children?.find((district) => district.name === '大同區')?.postalCode).toBe('103');
  });

  it('answers a region without address scripts with a JavaScript 404', async () => {
    for (const url of ['/address/4.js', '/address/99.js', '/address/1-ok.js', '/address/1-711']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/javascript/);
    }
  });

  it('lists where a chain has pickup stores, by county and district with counts, in Taiwan’s own order', async () => {
    const response = await get('/address/1-711.js');
    expect(response.statusCode).toBe(200);
    const data = await importScript(response.body);
    expect(data).toMatchObject({ region: 1, file: '1-711', levels: ['city', 'district'], complete: true });
    const taipei = data.tree.find((city) => city.name === '臺北市')!;
    expect(taipei.stores).toBeGreaterThan(1);
    expect(taipei.children!.map((district) => district.name)).toEqual(expect.arrayContaining(['中正區', '信義區']));
    expect(taipei.children!.find((district) => district.name === '中正區')).toMatchObject({ postalCode: '100', stores: 1 });
    // 臺北市 comes before 新北市 on the post office's list.
    expect(data.tree.findIndex((city) => city.name === '臺北市')).toBeLessThan(data.tree.findIndex((city) => city.name === '新北市'));
    const again = await get('/address/1-711.js', { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('finds a chain’s stores within a county and district', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/consumer/stores?brand=seven_eleven&city=臺北市&district=信義區', headers: { 'x-consumer-domain': HOSTS.tw } });
    const stores = response.json<{ data: { stores: { district: string }[] } }>().data.stores;
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((store) => store.district === '信義區')).toBe(true);
  });

  describe('the store-picker map round trip (built-in sandbox map)', () => {
    const start = () => get(`/stores/map/start?brand=seven_eleven&return=${encodeURIComponent('/productOrder?choice=sku:tw-blue-500&quantity=1')}`);
    const stateOf = (location: string) => new URL(location, 'http://x').searchParams.get('state')!;

    it('sends the shopper to the map, which lists the chain’s stores', async () => {
      const response = await start();
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/stores\/map\/sandbox\?brand=seven_eleven&state=/);
      const map = await get(response.headers.location as string);
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('示範信義門市');
      expect(map.body).toContain('name="CVSStoreID" value="990002"');
    });

    it('takes the store the map posts back, remembers it, and sends the shopper back to the form with it', async () => {
      const state = stateOf((await start()).headers.location as string);
      const reply = await test.app.inject({
        method: 'POST',
        url: '/stores/map/reply',
        headers: { host: HOSTS.tw, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ LogisticsSubType: 'UNIMARTC2C', CVSStoreID: '131386', CVSStoreName: '建盛門市', CVSAddress: '台北市中正區重慶南路一段9號', CVSTelephone: '', ExtraData: state }).toString(),
      });
      expect(reply.statusCode).toBe(303);
      expect(reply.headers.location).toBe('/productOrder?choice=sku%3Atw-blue-500&quantity=1&storeBrand=seven_eleven&storeId=131386');
      const found = await test.app.inject({ method: 'GET', url: '/api/consumer/stores?brand=seven_eleven&id=131386', headers: { 'x-consumer-domain': HOSTS.tw } });
      expect(found.json<{ data: { stores: unknown[] } }>().data.stores).toEqual([
        { brand: 'seven_eleven', id: '131386', name: '建盛門市', city: '臺北市', district: '中正區', address: '台北市中正區重慶南路一段9號', phone: null },
      ]);
      const order = await postOrder(test, twOrder({ deliveryMethod: 'seven_eleven', store: { brand: 'seven_eleven', id: '131386', name: 'x', address: 'y' } }));
      expect(order.statusCode, order.body).toBe(200);
      expect(order.json<{ data: OrderView }>().data.store).toEqual({ brand: 'seven_eleven', id: '131386', name: '建盛門市', address: '台北市中正區重慶南路一段9號' });
    });

    it('refuses a post-back whose state is forged, of another chain, or missing', async () => {
      const state = stateOf((await start()).headers.location as string);
      const post = (fields: Record<string, string>) =>
        test.app.inject({ method: 'POST', url: '/stores/map/reply', headers: { host: HOSTS.tw, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
      const store = { CVSStoreID: '999999', CVSStoreName: 'Forged', CVSAddress: '臺北市中正區' };
      expect((await post({ ...store, LogisticsSubType: 'UNIMARTC2C', ExtraData: `${state}x` })).statusCode).toBe(400);
      expect((await post({ ...store, LogisticsSubType: 'FAMIC2C', ExtraData: state })).statusCode).toBe(400);
      expect((await post({ ...store, LogisticsSubType: 'UNIMARTC2C' })).statusCode).toBe(400);
    });

    it('never sends the shopper back to another site', async () => {
      expect((await get('/stores/map/start?brand=seven_eleven&return=//evil.example/')).statusCode).toBe(400);
      expect((await get('/stores/map/start?brand=seven_eleven&return=https://evil.example/')).statusCode).toBe(400);
    });
  });
});

describe('the ECPay store map', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite', { env: { STORE_MAP: 'ecpay', ECPAY_MERCHANT_ID: '2000132' } });
  });
  afterAll(() => test.close());

  it('posts the shopper to ECPay’s map with the chain, cash on pickup and where to post the store back', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/stores/map/start?brand=family_mart&return=%2FproductOrder', headers: { host: HOSTS.tw, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('action="https://logistics-stage.ecpay.com.tw/Express/map"');
    for (const field of ['name="MerchantID" value="2000132"', 'name="LogisticsType" value="CVS"', 'name="LogisticsSubType" value="FAMIC2C"', 'name="IsCollection" value="Y"', 'name="ServerReplyURL" value="http://tw.localhost/stores/map/reply"', 'name="Device" value="1"']) {
      expect(response.body).toContain(field);
    }
    expect(response.headers['content-security-policy']).toContain('form-action \'self\' https://logistics-stage.ecpay.com.tw');
  });
});

describe('the store directory import command', () => {
  it('imports a chain’s stores from a CSV file, reporting the lines it skips', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-cli-'));
    const csv = join(dir, 'stores.csv');
    writeFileSync(
      csv,
      'brand,store_id,name,city,district,address,phone\n' +
        'family_mart,F001,全家測試店,臺中市,西屯區,臺中市西屯區台灣大道三段 1 號,\n' +
        'family_mart,,沒有店號,臺中市,西屯區,臺中市西屯區,\n' +
        'ok_mart,K001,Unknown chain,臺中市,西屯區,somewhere,\n',
    );
    try {
      const { stdout, stderr } = await run('node', ['dist/server/cli.js', 'stores:import', csv], { env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' } });
      expect(stdout).toMatch(/imported 1 store into sqlite/);
      expect(stderr).toMatch(/skipped line 3: store_id/);
      expect(stderr).toMatch(/skipped line 4: brand/);
      const database = openDatabase({ url: undefined, dataDir: dir });
      const rows = await database.db.selectFrom('pickup_stores').select(['store_id', 'name']).where('brand', '=', 'family_mart').execute();
      await database.close();
      expect(rows).toEqual([{ store_id: 'F001', name: '全家測試店' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says how to use it when the file is missing', async () => {
    await expect(run('node', ['dist/server/cli.js', 'stores:import'])).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/usage: npm run stores:import/) });
  });
});
