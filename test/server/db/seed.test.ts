import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../../../src/server/db/database';
import { DEMO_SITES } from '../../../demo/sites';
import { CATALOG_SITE_SUFFIX, DEMO_CATALOG } from '../../../demo/catalog';
import { seedDemoIfEmpty } from '../../../demo/seed';
import { createProductRepository } from '../../../src/server/features/products/products.repository';
import { createProductService } from '../../../src/server/features/products/products.service';
import { createSiteRepository } from '../../../src/server/features/sites/sites.repository';
import { createSiteService } from '../../../src/server/features/sites/sites.service';
import { createCouponRepository } from '../../../src/server/features/coupons/coupons.repository';
import { createCouponService } from '../../../src/server/features/coupons/coupons.service';
import { randomToken } from '../../../src/domain/ids';
import { ENGINES } from '../../helpers/server';

/** An empty, migrated database on the engine (its own schema on PostgreSQL). */
async function emptyDatabase(engine: (typeof ENGINES)[number]): Promise<{ database: Database; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-seed-'));
  const url = engine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const schema = url ? `test_${randomToken(9).toLowerCase().replace(/[^a-z0-9]/g, '')}` : undefined;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  if (schema) await admin(`create schema "${schema}"`);
  const database = openDatabase({ url, dataDir, schema });
  await migrate(database.db);
  return {
    database,
    async drop() {
      await database.close();
      if (schema) await admin(`drop schema "${schema}" cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(ENGINES)('the demo seed, written through the services (%s)', (engine) => {
  let empty: Awaited<ReturnType<typeof emptyDatabase>>;
  const now = new Date('2026-01-15T10:00:00.000Z');
  beforeAll(async () => {
    empty = await emptyDatabase(engine);
  });
  afterAll(() => empty.drop());

  const count = async (table: 'sites' | 'products' | 'skus' | 'combos' | 'reviews' | 'product_texts' | 'product_sales' | 'coupons' | 'pickup_stores') =>
    Number((await empty.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('seeds the same demo shop: sites, products, skus, combos, reviews, texts, sales, coupons and sample stores', async () => {
    expect(await seedDemoIfEmpty(empty.database.db, now)).toBe(true);
    const catalogSites = Object.keys(CATALOG_SITE_SUFFIX).length;
    expect(await count('sites')).toBe(DEMO_SITES.length);
    expect(await count('products')).toBe(DEMO_SITES.length + catalogSites * DEMO_CATALOG.length);
    // The numbers of the demo shop as the seed wrote it before it went through the services.
    expect({
      sites: await count('sites'),
      products: await count('products'),
      skus: await count('skus'),
      combos: await count('combos'),
      reviews: await count('reviews'),
      productTexts: await count('product_texts'),
      sales: await count('product_sales'),
      coupons: await count('coupons'),
      stores: await count('pickup_stores'),
    }).toEqual({ sites: 22, products: 134, skus: 264, combos: 22, reviews: 70, productTexts: 440, sales: 30, coupons: 44, stores: 22 });
  });

  it('gives each site its zone, language and default, and each product its page as before', async () => {
    const sites = await createSiteService(createSiteRepository(empty.database.db)).list();
    expect(sites.map((site) => site.id).sort()).toEqual(DEMO_SITES.map((site) => site.id).sort());
    const tw = sites.find((site) => site.id === 'site-tw')!;
    expect(tw).toMatchObject({ host: 'tw.localhost', zoneId: 1, languageId: 2, isDefault: true, theme: 'default' });
    expect(sites.filter((site) => site.isDefault)).toHaveLength(1);

    const repository = createProductRepository(empty.database.db);
    const bottle = await repository.find('site-tw', 'aqualite-tw', 'TWD', 1);
    expect(bottle).toMatchObject({ saleType: 1, logo: '/demo/logo.webp', sizeChart: '/demo/size-chart.webp', reviewCount: 3 + 9, coupons: [{ id: 'aqualite-tw-pair' }, { id: 'aqualite-tw-family' }] });
    expect(bottle!.skus.map((sku) => sku.id)).toEqual(DEMO_SITES[0]!.product.skus.map((sku) => sku.id));
    expect(bottle!.combos[0]!.components.length).toBe(DEMO_SITES[0]!.product.combo.parts.length);
    expect(bottle!.banners).toHaveLength(3);
    const sale = await empty.database.db.selectFrom('product_sales').selectAll().where('id', '=', 'aqualite-tw-flash').executeTakeFirstOrThrow();
    expect(sale).toMatchObject({ kind: 'flash', percent_off: 10, starts_at: '2026-01-15T09:00:00.000Z', ends_at: '2026-01-18T10:00:00.000Z' });
    const translated = await repository.find('site-pl', 'aqualite-pl', 'PLN', 10, 'zh-CN');
    expect(translated?.textsLocale).toBe('zh-CN');
    expect(await createCouponRepository(empty.database.db).forProducts(['aqualite-de'], null)).toHaveLength(2);
  });

  it('does nothing the second time: the shop has sites', async () => {
    expect(await seedDemoIfEmpty(empty.database.db, now)).toBe(false);
    expect(await count('products')).toBe(134);
  });
});

describe.each(ENGINES)('the back office’s writes the seed uses (%s)', (engine) => {
  let empty: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    empty = await emptyDatabase(engine);
  });
  afterAll(() => empty.drop());

  it('opens a site and lists a product on it, refusing what does not hold together', async () => {
    const sites = createSiteService(createSiteRepository(empty.database.db));
    expect(await sites.isEmpty()).toBe(true);
    const site = await sites.createSite({ id: 'site-x', host: 'X.Example.com.', name: 'X', zoneId: 1, languageId: 2, isDefault: true, settings: DEMO_SITES[0]!.settings });
    expect(site.host).toBe('x.example.com');
    expect(await sites.isEmpty()).toBe(false);
    expect((await sites.resolve('x.example.com')).id).toBe('site-x');
    await expect(sites.createSite({ id: 'site-y', host: 'y.example.com', name: 'Y', zoneId: 9999, languageId: 2, settings: DEMO_SITES[0]!.settings })).rejects.toThrow();

    const products = createProductService(createProductRepository(empty.database.db));
    const sku = { id: 'x-1', name: 'One', image: null, originalPrice: 1000, price: 900 };
    const base = { id: 'x', siteId: 'site-x', title: 'X', introductoryTitle: 'x', description: ['x'], banners: [], specificationType: 'Size', freight: 0, skus: [sku] };
    await expect(products.createProduct({ ...base, combos: [{ id: 'c', name: 'C', image: null, originalPrice: 1, price: 1, components: [{ skuId: 'not-mine', qty: 1 }] }] })).rejects.toThrow(RangeError);
    await expect(products.createProduct({ ...base, skus: [] })).rejects.toThrow(RangeError);
    expect(await products.count('site-x')).toBe(0);
    await products.createProduct({ ...base, combos: [{ id: 'x-pair', name: 'Pair', image: null, originalPrice: 2000, price: 1700, components: [{ skuId: 'x-1', qty: 2 }] }] });
    expect(await products.count('site-x')).toBe(1);
    const listed = await products.find(site, 'x');
    expect(listed).toMatchObject({ id: 'x', saleType: 1, serviceCharge: 0, combos: [{ id: 'x-pair', components: [{ skuId: 'x-1', qty: 2 }] }], sale: null });

    await expect(products.addSale({ id: 's0', productId: 'x', kind: 'flash', percentOff: 100, endsAt: new Date(Date.now() + 3_600_000) })).rejects.toThrow(RangeError);
    await expect(products.addSale({ id: 's0', productId: 'x', kind: 'flash', percentOff: 10, endsAt: new Date(Date.now() - 1000) })).rejects.toThrow(RangeError);
    await products.addSale({ id: 's1', productId: 'x', kind: 'flash', percentOff: 10, startsAt: new Date(Date.now() - 1000), endsAt: new Date(Date.now() + 3_600_000) });
    expect((await products.find(site, 'x'))?.sale).toMatchObject({ id: 's1', kind: 'flash', percentOff: 10 });

    const coupons = createCouponService(createCouponRepository(empty.database.db));
    await expect(coupons.addCoupon({ id: 'k0', productId: 'x', threshold: 1000, amount: 1000 })).rejects.toThrow(RangeError);
    await expect(coupons.addCoupon({ id: 'k0', productId: 'x', threshold: 1000, amount: 0 })).rejects.toThrow(RangeError);
    await coupons.addCoupon({ id: 'k2', productId: 'x', threshold: 2000, amount: 300, position: 2 });
    await coupons.addCoupon({ id: 'k1', productId: 'x', threshold: 1000, amount: 100 });
    expect(await createCouponRepository(empty.database.db).forProducts(['x'], null)).toMatchObject([{ id: 'k1', threshold: 1000, amount: 100 }, { id: 'k2', threshold: 2000, amount: 300 }]);
  });
});
