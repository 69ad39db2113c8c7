import type { AddressData } from '../../src/domain/address';
import type { Product } from '../../src/domain/product';

/** A small product in Taiwan dollars, for tests that need one without a database. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'bottle',
    siteId: 'site-tw',
    zoneId: 1,
    currency: 'TWD',
    title: 'Bottle',
    introductoryTitle: 'Keeps cold',
    description: ['A bottle.'],
    banners: [{ src: '/demo/hero-1-960.webp', srcset: '/demo/hero-1-480.webp 480w', width: 960, height: 960, alt: 'Bottles' }],
    logo: null,
    saleType: 1,
    specificationType: 'Colour',
    skus: [
      { id: 'blue', name: 'Blue 500 ml', image: null, originalPrice: 128000, price: 69000 },
      { id: 'coral', name: 'Coral 750 ml', image: null, originalPrice: 148000, price: 79000 },
    ],
    combos: [{ id: 'family', name: 'Family pack', image: null, originalPrice: 404000, price: 189000, components: [{ skuId: 'blue', qty: 2 }, { skuId: 'coral', qty: 1 }] }],
    saleQty: 2526,
    freight: 0,
    serviceCharge: 0,
    remoteAreasPostage: 15000,
    reviews: [],
    reviewCount: 0,
    averageScore: 0,
    quantityDiscounts: [],
    ...overrides,
  };
}

/** A recipient every Taiwan rule accepts. */
export const VALID_TW_RECIPIENT = {
  name: '王小明',
  phone: '0912345678',
  address: '臺北市中正區重慶南路一段122號',
  postalCode: '100',
};

/** Taiwan's address script, cut down: two counties, three districts with their postal codes. */
export const TW_ADDRESS: AddressData = {
  region: 1,
  file: '1',
  country: 'TW',
  levels: ['city', 'district'],
  complete: true,
  source: 'test',
  tree: [
    { name: 'Taipei', children: [{ name: 'Zhongzheng', postalCode: '100' }, { name: 'Datong', postalCode: '103' }] },
    { name: 'Penghu', children: [{ name: 'Magong', postalCode: '880' }] },
  ],
};
