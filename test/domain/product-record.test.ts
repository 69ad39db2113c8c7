import { describe, expect, it } from 'vitest';
import { fromProductRecord, type ProductRecord } from '../../src/domain/product-record';

const banner = { src: '/demo/hero-1-960.webp', srcset: '/demo/hero-1-480.webp 480w', width: 960, height: 960, alt: 'Bottles' };
const review = { id: 'rv-1', author: 'W***', score: 5, body: 'Cold all day', createdAt: '2026-11-01T08:00:00.000Z', sellerReply: null, images: [] };
const card = { id: 'mug', title: 'Mug', image: null, price: 30000, originalPrice: 50000, saleQty: 12, listedAt: '2026-10-01T00:00:00.000Z' };
const sale = { id: 'flash-1', kind: 'flash' as const, percentOff: 10, endsAt: '2026-12-01T00:00:00.000Z' };

const record: ProductRecord = {
  theme: 'default', lang: 'zh-TW', currency_symbol: 'NT$', currencyCode: 'TWD', currencyExponent: 2, sale_price: 69000, market_price: 128000,
  identity_tag: 'bottle', userFormSettings: { fields: [], nameFields: 'single', postalCodeExample: '100', callingCode: '+886' }, sale_type: 2,
  title: 'Bottle', introductoryTitle: 'Keeps cold', description: ['A bottle.', 'Steel.'], product_banner: [banner], product_logo: '/demo/logo.webp',
  service_charge: 500, service_email: null, zone_freight: 6000, remoteAreasPostage: 15000, zone_title: 'Taiwan', zone_title_out: null, zone_id: 1,
  telephoneAreaCode: '+886', whatsappLink: null, lineLink: null, facebookLink: null, whatsapp: null, facebook: null, line: null, productList: [],
  skuList: [{ id: 'blue', name: 'Blue 500 ml', image: '/demo/blue.webp', discountPrice: 69000, originalPrice: 128000 }],
  productComboList: [{ id: 'family', name: 'Family pack', image: null, price: 189000, originalPrice: 404000, componentDetailList: [{ skuId: 'blue', name: 'Blue 500 ml', qty: 3 }] }],
  logisticsMethods: ['tw_courier'], backHomeFlag: false, url: '/bottle', navigationName: null, navigationId: null, specificationType: 'Colour', iconUrl: null,
  level: null, saleQty: 2526, symbolReverse: false, productSizeUrl: '/demo/sizes.webp', productCouponList: [{ id: 'c-100', threshold: 100000, amount: 10000 }],
  regionId: 1, multiLocaleSetupProductDetails: [], recommendProductDetails: [card], recommendProductType: null, productRecommendDTOList: [],
  googlePixelType: 'GoogleADS', googlePixelIds: ['AW-1'], googleEventList: [{ conversionId: 'AW-1/abc' }], tiktokPixelIds: ['TT1'], linePixelIds: ['LN1'],
  facebookPixelIds: ['FB1'], snapchatPixelIds: ['SC1'], reviews: [review], reviewCount: 1, averageScore: 5, siteId: 'site-tw',
  quantityDiscounts: [{ minQuantity: 2, percentOff: 5 }], purchaseLimit: 4, activity: sale, satisfaction: 100,
};

describe('a product page’s record read back in the browser', () => {
  it('gives the product the pages show and price, every field where the record has it', () => {
    expect(fromProductRecord(record)).toStrictEqual({
      id: 'bottle', siteId: 'site-tw', zoneId: 1, currency: 'TWD', title: 'Bottle', introductoryTitle: 'Keeps cold', description: ['A bottle.', 'Steel.'],
      banners: [banner], logo: '/demo/logo.webp', saleType: 2, specificationType: 'Colour',
      skus: [{ id: 'blue', name: 'Blue 500 ml', image: '/demo/blue.webp', price: 69000, originalPrice: 128000 }],
      combos: [{ id: 'family', name: 'Family pack', image: null, price: 189000, originalPrice: 404000, components: [{ skuId: 'blue', qty: 3 }] }],
      saleQty: 2526, freight: 6000, serviceCharge: 500, remoteAreasPostage: 15000, reviews: [review], reviewCount: 1, averageScore: 5,
      quantityDiscounts: [{ minQuantity: 2, percentOff: 5 }], purchaseLimit: 4, sale, coupons: [{ id: 'c-100', threshold: 100000, amount: 10000 }], sizeChart: '/demo/sizes.webp',
      pixels: { googlePixelType: 'GoogleADS', googlePixelIds: ['AW-1'], googleEventList: [{ conversionId: 'AW-1/abc' }], tiktokPixelIds: ['TT1'], linePixelIds: ['LN1'], facebookPixelIds: ['FB1'], snapchatPixelIds: ['SC1'] },
      recommended: [card], satisfaction: 100,
    });
  });

  it('has the shop’s own limit without a purchase limit, and the 30-day lowest price only where the zone states it', () => {
    const { purchaseLimit: _limit, ...withoutLimit } = record;
    expect(fromProductRecord(withoutLimit).purchaseLimit).toBeNull();
    expect('lowestPrice30d' in fromProductRecord(record)).toBe(false);
    expect(fromProductRecord({ ...record, lowestPrice30d: 65000 }).lowestPrice30d).toBe(65000);
    expect(fromProductRecord({ ...record, lowestPrice30d: null })).toHaveProperty('lowestPrice30d', null);
  });

  it('is refused in a currency the shop does not sell in', () => {
    expect(() => fromProductRecord({ ...record, currencyCode: 'USD' })).toThrow(new RangeError('unknown currency USD'));
  });
});
