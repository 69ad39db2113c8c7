import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, HOSTS, type TestApp } from '../../../helpers/server';
import { adminCall, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

const URL = '/admin/api/products/aqualite-tw/pixels';
const PIXELS = {
  googlePixelType: 'GoogleADS',
  googlePixelIds: ['AW-123456789'],
  googleEventList: [{ conversionId: 'AW-123456789/AbC-d_1' }],
  tiktokPixelIds: ['C4ABCDEFGHIJ12345678'],
  linePixelIds: ['1a2b3c4d-aaaa-bbbb-cccc-1234567890ab'],
  facebookPixelIds: ['123456789012345', '1234567890123456'],
  snapchatPixelIds: ['0f8fad5b-d9cb-469f-a165-70867728950e'],
};

describe.each(ENGINES)('a product’s ad pixels in the back office (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;
  const record = async () => (await test.app.inject({ url: '/api/consumer/product/detail?id=aqualite-tw', headers: { 'x-consumer-domain': HOSTS.tw } })).json<{ data: Record<string, unknown> }>().data;

  beforeAll(async () => {
    ({ test, owner, support } = await startWithOwnerAndSupport(engine));
  });
  afterAll(() => test.close());

  it('shows the owner the product’s pixels, none at first', async () => {
    const answer = await adminCall(test, owner, 'GET', URL);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ facebookPixelIds: [], tiktokPixelIds: [], googlePixelType: null });
  });

  it('saves the owner’s pixels, and the shopper’s product page carries them at once', async () => {
    expect((await record()).facebookPixelIds).toEqual([]);
    const saved = await adminCall(test, owner, 'PUT', URL, PIXELS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(PIXELS);
    expect((await adminCall(test, owner, 'GET', URL)).json().data).toEqual(PIXELS);
    expect(await record()).toMatchObject({ facebookPixelIds: PIXELS.facebookPixelIds, tiktokPixelIds: PIXELS.tiktokPixelIds });
  });

  it('records the change in the audit log with the pixels before and after', async () => {
    const audit = (await adminCall(test, owner, 'GET', '/admin/api/audit?entity=product&limit=10')).json().data;
    const entry = (audit.items as { action: string; entityId: string; before: { facebookPixelIds: string[] }; after: { facebookPixelIds: string[] } }[]).find((row) => row.action === 'product.pixels');
    expect(entry).toMatchObject({ entityId: 'aqualite-tw', before: { facebookPixelIds: [] }, after: { facebookPixelIds: PIXELS.facebookPixelIds } });
  });

  it('refuses an id not in its network’s form with 400, naming the field', async () => {
    for (const [field, value] of [
      ['facebookPixelIds', ['12345']],
      ['tiktokPixelIds', ['c4abcdefghij12345678']],
      ['googlePixelIds', ['UA-1']],
      ['snapchatPixelIds', ['not a uuid']],
    ] as const) {
      const refused = await adminCall(test, owner, 'PUT', URL, { ...PIXELS, [field]: value });
      expect(refused.statusCode, field).toBe(400);
      expect(JSON.stringify(refused.json().data.issues)).toContain(`body.${field}.0`);
    }
    const conversion = await adminCall(test, owner, 'PUT', URL, { ...PIXELS, googleEventList: [{ conversionId: 'AW-123' }] });
    expect(conversion.statusCode).toBe(400);
    expect(JSON.stringify(conversion.json().data.issues)).toContain('body.googleEventList.0.conversionId');
    expect((await record()).facebookPixelIds).toEqual(PIXELS.facebookPixelIds);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await adminCall(test, owner, 'GET', '/admin/api/products/no-such-product/pixels')).statusCode).toBe(404);
    expect((await adminCall(test, owner, 'PUT', '/admin/api/products/no-such-product/pixels', PIXELS)).statusCode).toBe(404);
  });

  it('lets only owners see or change pixels: support 403, no session 401, another site’s page 403', async () => {
    expect((await adminCall(test, support, 'GET', URL)).statusCode).toBe(403);
    expect((await adminCall(test, support, 'PUT', URL, PIXELS)).statusCode).toBe(403);
    expect((await adminCall(test, null, 'GET', URL)).statusCode).toBe(401);
    expect((await adminCall(test, null, 'PUT', URL, PIXELS)).statusCode).toBe(401);
    expect((await adminCall(test, owner, 'PUT', URL, { ...PIXELS, facebookPixelIds: [] }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await record()).facebookPixelIds).toEqual(PIXELS.facebookPixelIds);
  });
});
