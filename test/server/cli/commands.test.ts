import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createSecretBox, loadSettingsKey } from '../../../src/server/features/settings/settings.secrets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../src/domain/order';
import sharp from 'sharp';
import { HOSTS, postOrder, startTestApp, twOrder, type TestApp } from '../../helpers/server';

const exec = promisify(execFile);

/**
 * The operator's commands (dist/server/cli.js) against a shop's database, as `npm run orders`,
 * `npm run tracking` and `npm run returns` run them: they go through the services only.
 */
describe('the operator’s commands', { timeout: 120_000 }, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite');
  });
  afterAll(() => test.close());

  const cli = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: test.dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    return exec('node', ['dist/server/cli.js', ...args], { env });
  };
  const place = async () => (await postOrder(test, twOrder())).json<{ data: OrderView }>().data.orderNo;

  it('shows an order and moves it through its lifecycle, refusing a move the machine does not allow', async () => {
    const orderNo = await place();
    const shown = (await cli('orders', 'show', orderNo.toLowerCase())).stdout;
    expect(shown).toContain(`${orderNo}  PENDING_DELIVER  payment WAITING (cod)  total 79000 TWD`);
    expect(shown).toMatch(/order\.placed\s+-> PENDING_DELIVER \/ WAITING/);

    expect((await cli('orders', 'dispatch', orderNo, 'tcat', '630012345678')).stdout).toContain(`${orderNo} is now ALREADY_DELIVER (payment WAITING)`);
    expect((await cli('orders', 'deliver', orderNo)).stdout).toContain('(payment SUCCESS)');
    await expect(cli('orders', 'cancel', orderNo)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(`cannot cancel ${orderNo}: it is ALREADY_DELIVER`) });
    const after = (await cli('orders', 'show', orderNo)).stdout;
    expect(after).toMatch(/shipped with tcat, tracking number 630012345678, delivered \d{4}-/);
    expect(after).toContain('order.dispatch');
    expect(after).toContain('{"carrier":"tcat","trackingNo":"630012345678"}');

    await expect(cli('orders', 'deliver', 'TW0000000000X')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no order TW0000000000X') });
    await expect(cli('orders', 'dispatch', orderNo)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run orders') });
  });

  it('sets a product’s pixels and a site’s tracking, flags an order, and lists what was recorded', async () => {
    const pixels = JSON.parse((await cli('tracking', 'pixels', 'aqualite-tw', 'facebook=111,222', 'google-type=GoogleADS', 'conversion=AW-1/buy')).stdout) as Record<string, unknown>;
    expect(pixels).toMatchObject({ facebookPixelIds: ['111', '222'], googlePixelType: 'GoogleADS', googleEventList: [{ conversionId: 'AW-1/buy' }] });
    await expect(cli('tracking', 'pixels', 'no-such-product', 'facebook=1')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no product no-such-product') });

    const site = (await cli('tracking', 'site', 'tw.localhost', 'meta-token=EAAsecret', 'meta-test-code=TEST1', 'ask-consent=yes', 'fixed-purchase=tiktok:30:USD')).stdout;
    expect(site).toContain('"accessToken": "set, ending …cret"');
    expect(site).not.toContain('EAAsecret');
    expect(site).toContain('"askConsentOutsideEu": true');
    // A later change keeps the token it does not name.
    expect((await cli('tracking', 'site', 'site-tw', 'meta-test-code=')).stdout).toContain('"accessToken": "set, ending …cret"');
    await expect(cli('tracking', 'site', 'no.such.host', 'ask-consent=no')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no site no.such.host') });
    const tracking = test.app.sites;
    tracking.invalidate();
    // Stored encrypted, with the server's key (the one it keeps in DATA_DIR when SETTINGS_KEY is unset).
    expect((await tracking.resolve('tw.localhost')).settings.tracking).toMatchObject({ meta: { accessToken: expect.stringMatching(/^enc:v1:/), tokenLast4: 'cret' }, askConsentOutsideEu: true, fixedPurchaseValue: { network: 'tiktok', value: 30, currency: 'USD' } });
    const stored = (await tracking.resolve('tw.localhost')).settings.tracking!.meta!.accessToken;
    expect(createSecretBox(loadSettingsKey(undefined, test.dataDir, () => {})).reveal(stored)).toBe('EAAsecret');

    const orderNo = await place();
    expect((await cli('tracking', 'flag', orderNo, 'test')).stdout).toContain(`order ${orderNo}: test`);
    await expect(cli('tracking', 'flag', 'TW0000000000X', 'fraud')).rejects.toMatchObject({ code: 1 });
    expect((await cli('tracking', 'events', 'tw.localhost', '5')).stderr).toBe('');
  });

  it('lists the return requests open, answers one and receives its parcel, which closes the order', async () => {
    expect((await cli('returns', 'open')).stdout).toContain('0 return requests open');
    await expect(cli('returns', 'receive', 'no-such-request')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no return request no-such-request') });

    const orderNo = await place();
    await cli('orders', 'dispatch', orderNo, 'tcat', '630012345678');
    await cli('orders', 'deliver', orderNo);
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a63' } }).jpeg().toBuffer();
    const boundary = '----doorstep-cli';
    const fields = { reason: 'wrongItem', remark: '瓶蓋\n有裂痕', carrier: 'tcat', trackingNo: '9012-3456-7890', orderNo, pickerName: '王小明', pickerPhone: '0912 345 678', region: '臺北市', address: '臺北市中正區重慶南路一段122號' };
    const body = Buffer.concat([
      ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="packagePhotos"; filename="box.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const sent = await test.app.inject({ method: 'POST', url: '/api/consumer/returns', headers: { 'x-consumer-domain': HOSTS.tw, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json<{ data: { id: string } }>().data.id;

    const open = (await cli('returns', 'open')).stdout;
    expect(open).toContain(`${id}  `);
    expect(open).toContain(`SUBMITTED  order ${orderNo}  wrongItem: 瓶蓋 有裂痕`);
    expect(open).toContain('return with tcat 9012-3456-7890; 王小明');
    expect(open).toContain(`photos: ${test.dataDir}/returns/`);
    expect(open).toContain('1 return request open');
    expect((await cli('returns', 'accept', id, '請以黑貓寄回')).stdout).toContain(`return request ${id} is now ACCEPTED`);
    expect((await cli('returns', 'receive', id)).stdout).toContain(`return request ${id} is now RECEIVED`);
    expect((await cli('orders', 'show', orderNo)).stdout).toContain(`${orderNo}  ORDER_CLOSE`);
    expect((await cli('returns', 'open')).stdout).toContain('0 return requests open');
  });
});
