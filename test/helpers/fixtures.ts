import type { OrderView } from '../../src/domain/order';
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

/** A delivered cash-on-delivery order of the Taiwan site, as the order page receives it. */
export const deliveredOrder: OrderView = {
  orderNo: 'TW0123456789AB',
  createdAt: '2026-11-10T08:00:00.000Z',
  status: 'ALREADY_DELIVER',
  paymentStatus: 'SUCCESS',
  paymentMethod: 'cod',
  deliveryMethod: 'tw_courier',
  currency: 'TWD',
  zoneId: 1,
  productTitle: 'Bottle',
  items: [{ productId: 'bottle', kind: 'sku', refId: 'coral', name: 'Coral 750 ml', quantity: 2, unitPrice: 79000, subtotal: 158000 }],
  totals: { subtotal: 158000, discount: 7900, couponDeduction: 0, activityDeduction: 0, shippingFee: 0, remotePostage: 0, serviceCharge: 0, tax: 0, total: 150100, closingAmount: 150100, paidAmount: 150100 },
  recipient: { name: '王小明', phone: '+886912345678', email: null, whatsapp: null, line: null, address: '臺北市 中正區 重慶南路一段122號', postalCode: '100', addressLines: ['100', '臺北市中正區', '重慶南路一段122號'], remark: null },
  store: null,
  deliveryRange: { from: '2026-11-17', to: '2026-11-20' },
  payment: null,
  shipment: { carrier: 'tcat', carrierName: '黑貓宅急便', trackingNo: '630012345678' },
  deliveredAt: '2026-11-15T08:00:00.000Z',
  history: [
    { status: 'PENDING_DELIVER', paymentStatus: 'WAITING', cause: 'order.placed', at: '2026-11-10T08:00:00.000Z', detail: null },
    { status: 'ALREADY_DELIVER', paymentStatus: 'WAITING', cause: 'order.dispatch', at: '2026-11-11T08:00:00.000Z', detail: { carrier: '黑貓宅急便', trackingNo: '630012345678' } },
    { status: 'ALREADY_DELIVER', paymentStatus: 'SUCCESS', cause: 'order.deliver', at: '2026-11-15T08:00:00.000Z', detail: null },
  ],
  returns: [{ id: 'r1', createdAt: '2026-11-16T08:00:00.000Z', reason: 'wrongItem', status: 'ACCEPTED', reply: 'Please send it back with T-Cat.' }],
  allowed: { cancel: false, return: true },
  returnUntil: '2026-11-22T08:00:00.000Z',
  masked: false,
  reportable: true,
};
