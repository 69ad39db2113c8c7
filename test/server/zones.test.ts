import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExampleNumber, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import phoneMetadata from '../../src/domain/phone-metadata.json';
import { checkoutTotals, emptyRecipient } from '../../src/domain/checkout';
import type { OrderView } from '../../src/domain/order';
import { fromProductRecord, type ProductRecord } from '../../src/domain/product-record';
import { isPickup, ZONES, type Zone } from '../../src/domain/zones';
import { DEMO_SITES } from '../../demo/sites';
import { createAddressDataSource } from '../../src/server/features/address/address.data';
import { addressChoices, chosenPlace } from '../../src/domain/address-form';
import type { AddressData } from '../../src/domain/address';
import { join } from 'node:path';
import { ENGINES, postOrder, startTestApp, twOrder, type TestApp } from '../helpers/server';

const POSTAL_CODES: Record<string, string> = {
  TW: '100', JP: '100-0001', TH: '10200', MY: '50050', ID: '10110', PH: '1000', VN: '10000', KR: '03051', PL: '00-950', HU: '1051',
  CZ: '110 00', SK: '811 01', RO: '010011', ES: '28013', GR: '105 57', HR: '10000', IT: '00184', SA: '11564', PT: '1000-001', DE: '10115',
};

/** What a shopper of the zone types: its country's example mobile, a real postal code, every field the zone asks for. */
function shopper(zone: Zone, places: Record<string, AddressData>) {
  const mobile = getExampleNumber(zone.country as CountryCode, examples, phoneMetadata as unknown as MetadataJson)!;
  let typed = emptyRecipient({
    name: 'Ana Silva',
    firstName: 'Julia',
    lastName: 'Schmidt',
    phone: mobile.formatNational(),
    whatsapp: zone.whatsapp === 'required' ? mobile.number : '',
    email: zone.email === 'required' ? 'ana@example.com' : '',
    region: zone.regionText ? 'Praha' : '',
    province: 'Capital',
    city: 'Capital City',
    district: 'Central',
    address: 'Long Street 12',
    postalCode: POSTAL_CODES[zone.country] ?? '',
  });
  // Where the region has lists of places, the first place of each list, as a shopper picks it.
  for (const part of zone.addressParts) {
    const choices = addressChoices(zone, places, typed).find((candidate) => candidate.field === part)!;
    if (choices.mode === 'text') continue;
    typed = { ...typed, [part]: choices.options[0]! };
    const postalCode = chosenPlace(zone, places, typed, part)?.postalCode;
    if (postalCode) typed = { ...typed, postalCode };
  }
  return typed;
}

const addresses = createAddressDataSource(join(process.cwd(), 'dist', 'client'));

describe.each(ENGINES)('an order in every zone (%s)', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  it.each(ZONES.map((zone) => [`${zone.id} ${zone.countryName}`, zone] as const))('%s: the server stores the total the browser showed', async (_name, zone) => {
    const site = DEMO_SITES.find((candidate) => candidate.zoneId === zone.id)!;
    const record = (
      await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail', headers: { 'x-consumer-domain': site.host } })
    ).json<{ data: ProductRecord }>().data;
    const product = fromProductRecord(record);
    const deliveryMethod = zone.deliveryMethods.find((method) => !isPickup(method))!;
    const recipient = shopper(zone, await addresses.loadAll(zone.addressFiles));
    const lines = [{ productId: product.id, kind: 'sku' as const, id: product.skus[2]!.id, quantity: 2 }];
    const shown = checkoutTotals({ zoneId: zone.id, productId: product.id, products: { [product.id]: product }, lines, deliveryMethod, paymentMethod: 'cod', store: null, recipient });
    expect(shown.ok).toBe(true);
    const response = await postOrder(
      test,
      twOrder({ productId: product.id, lines, recipient, deliveryMethod, paymentMethod: 'cod', expectedTotal: shown.ok ? shown.totals.total : -1 }),
      site.host,
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: OrderView }>().data;
    expect(order.orderNo.slice(0, 2)).toBe(zone.country);
    const stored = await test.database.db.selectFrom('orders').selectAll().where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(stored.total).toBe(shown.ok && shown.totals.total);
    expect(stored.currency).toBe(zone.currency);
    expect(stored.recipient_phone).toMatch(/^\+\d{8,15}$/);
  });
});
