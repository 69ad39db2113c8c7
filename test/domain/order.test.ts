import { describe, expect, it } from 'vitest';
import { addOrderBodySchema, maskAddress, maskName, maskOrder, maskPhone, maskTrackingNo, MAX_LINES, statusWords, type AddOrderBody, type OrderView } from '../../src/domain/order';
import { MAX_QUANTITY } from '../../src/domain/product';
import { deliveredOrder } from '../helpers/fixtures';

const body: AddOrderBody = {
  idempotencyKey: 'key_0123456789-abcdef',
  productId: 'bottle-classic',
  lines: [
    { kind: 'sku', id: 'blue-500', quantity: 2 },
    { productId: 'mug-classic', kind: 'combo', id: 'family-pack', quantity: MAX_QUANTITY },
  ],
  recipient: { name: '王小明', phone: '0912345678' },
  deliveryMethod: 'seven_eleven',
  paymentMethod: 'cod',
  store: { brand: 'seven_eleven', id: '131386', name: '7-ELEVEN 中正門市', address: '臺北市中正區重慶南路一段122號' },
  expectedTotal: 138000,
  couponId: 'coupon-summer',
  attribution: 'fb_ad-7',
  verificationToken: 'verified_token-0123456789',
};

const accepts = (changes: Record<string, unknown>) => addOrderBodySchema.safeParse({ ...body, ...changes }).success;
const line = (changes: Record<string, unknown>) => ({ lines: [{ kind: 'sku', id: 'blue-500', quantity: 1, ...changes }] });

describe('the order the browser sends', () => {
  it('is taken as sent, every line, the store, the coupon, the link and the verification', () => {
    expect(addOrderBodySchema.parse(body)).toEqual(body);
    expect(accepts({ couponId: null, store: undefined, attribution: undefined, verificationToken: undefined })).toBe(true);
  });

  it('is refused with an idempotency key that is too short, too long or has other characters', () => {
    expect(accepts({ idempotencyKey: 'a'.repeat(16) })).toBe(true);
    expect(accepts({ idempotencyKey: 'a'.repeat(64) })).toBe(true);
    expect(accepts({ idempotencyKey: 'a'.repeat(15) })).toBe(false);
    expect(accepts({ idempotencyKey: 'a'.repeat(65) })).toBe(false);
    expect(accepts({ idempotencyKey: `!${'a'.repeat(20)}` })).toBe(false);
    expect(accepts({ idempotencyKey: `${'a'.repeat(20)}!` })).toBe(false);
  });

  it('is refused without a product, with a product id too long, or with no line', () => {
    expect(accepts({ productId: '' })).toBe(false);
    expect(accepts({ productId: 'p'.repeat(64) })).toBe(true);
    expect(accepts({ productId: 'p'.repeat(65) })).toBe(false);
    expect(accepts({ lines: [] })).toBe(false);
  });

  it(`takes at most ${MAX_LINES} lines`, () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => ({ kind: 'sku', id: `sku-${index}`, quantity: 1 }));
    expect(accepts({ lines: lines(MAX_LINES) })).toBe(true);
    expect(accepts({ lines: lines(MAX_LINES + 1) })).toBe(false);
  });

  it(`is refused with a line of no unit, a part of one, more than ${MAX_QUANTITY}, an unknown kind or an empty id`, () => {
    expect(accepts(line({ quantity: 0 }))).toBe(false);
    expect(accepts(line({ quantity: 1.5 }))).toBe(false);
    expect(accepts(line({ quantity: MAX_QUANTITY + 1 }))).toBe(false);
    expect(accepts(line({ kind: 'bundle' }))).toBe(false);
    expect(accepts(line({ id: '' }))).toBe(false);
    expect(accepts(line({ id: 'i'.repeat(65) }))).toBe(false);
    expect(accepts(line({ productId: '' }))).toBe(false);
    expect(accepts(line({ productId: 'p'.repeat(65) }))).toBe(false);
  });

  it('is refused with a recipient field over 500 characters, an unknown method, or a store of an unknown chain', () => {
    expect(accepts({ recipient: { remark: 'r'.repeat(500) } })).toBe(true);
    expect(accepts({ recipient: { remark: 'r'.repeat(501) } })).toBe(false);
    expect(accepts({ deliveryMethod: 'drone' })).toBe(false);
    expect(accepts({ paymentMethod: 'barter' })).toBe(false);
    expect(accepts({ store: { ...body.store, brand: 'corner_shop' } })).toBe(false);
    expect(accepts({ store: { ...body.store, id: '' } })).toBe(false);
    expect(accepts({ store: { ...body.store, name: 'n'.repeat(101) } })).toBe(false);
    expect(accepts({ store: { ...body.store, address: '' } })).toBe(false);
  });

  it('is refused with a negative or fractional total, an empty coupon, or a malformed link or verification token', () => {
    expect(accepts({ expectedTotal: 0 })).toBe(true);
    expect(accepts({ expectedTotal: -1 })).toBe(false);
    expect(accepts({ expectedTotal: 10.5 })).toBe(false);
    expect(accepts({ couponId: '' })).toBe(false);
    expect(accepts({ attribution: '' })).toBe(false);
    expect(accepts({ attribution: 'a'.repeat(65) })).toBe(false);
    expect(accepts({ attribution: '!ad' })).toBe(false);
    expect(accepts({ attribution: 'ad!' })).toBe(false);
    expect(accepts({ verificationToken: 'v'.repeat(19) })).toBe(false);
    expect(accepts({ verificationToken: 'v'.repeat(65) })).toBe(false);
    expect(accepts({ verificationToken: `!${'v'.repeat(30)}` })).toBe(false);
    expect(accepts({ verificationToken: `${'v'.repeat(30)}!` })).toBe(false);
  });
});

describe('the words for an order’s status and payment', () => {
  const words = (order: Parameters<typeof statusWords>[0]) => statusWords(order);

  it('reads a delivered parcel as delivered, one on the van as out for delivery, one on its way as shipped', () => {
    expect(words({ status: 'ALREADY_DELIVER', paymentStatus: 'SUCCESS', deliveredAt: '2026-11-15T08:00:00.000Z' }).status).toBe('status.delivered');
    expect(words({ status: 'ALREADY_DELIVER', paymentStatus: 'WAITING', deliveredAt: null, history: [{ cause: 'order.dispatch' }, { cause: 'order.outForDelivery' }] }).status).toBe('status.outForDelivery');
    expect(words({ status: 'ALREADY_DELIVER', paymentStatus: 'WAITING', deliveredAt: null, history: [{ cause: 'order.dispatch' }] }).status).toBe('status.ALREADY_DELIVER');
    expect(words({ status: 'ALREADY_DELIVER', paymentStatus: 'WAITING', deliveredAt: null }).status).toBe('status.ALREADY_DELIVER');
    expect(words({ status: 'PENDING_DELIVER', paymentStatus: 'WAITING', deliveredAt: null, history: [{ cause: 'order.outForDelivery' }] }).status).toBe('status.PENDING_DELIVER');
  });

  it('has nothing to pay on a closed order never paid, and says paid on one that was', () => {
    expect(words({ status: 'ORDER_CLOSE', paymentStatus: 'WAITING', deliveredAt: null })).toEqual({ status: 'status.ORDER_CLOSE', payment: 'paymentStatus.none' });
    expect(words({ status: 'ORDER_CLOSE', paymentStatus: 'SUCCESS', deliveredAt: null }).payment).toBe('paymentStatus.SUCCESS');
    expect(words({ status: 'PENDING_DELIVER', paymentStatus: 'WAITING', deliveredAt: null }).payment).toBe('paymentStatus.WAITING');
  });
});

describe('an order looked up without its phone number', () => {
  it('shows only the first letter of each name', () => {
    expect(maskName('Anna Kowalska')).toBe('A*** K*******');
    expect(maskName('王小明')).toBe('王**');
    expect(maskName('J Smith')).toBe('J S****');
    expect(maskName('Anna  Kowalska')).toBe('A***  K*******');
  });

  it('shows a phone number’s country code and last three digits, a short one only its last two', () => {
    expect(maskPhone('+886912345678')).toBe('+886******678');
    expect(maskPhone('+85391234')).toBe('+853**234');
    expect(maskPhone('91234567')).toBe('******67');
    expect(maskPhone('7')).toBe('7');
  });

  it('shows only the start of the address, and hides how long it is', () => {
    expect(maskAddress('臺北市中正區重慶南路一段122號')).toBe('臺北市中************');
    expect(maskAddress('ul. Polna 12')).toBe('ul. ********');
    expect(maskAddress('Main St 1')).toBe('Mai******');
    expect(maskAddress('Ab')).toBe('****');
  });

  it('shows only the last four digits of a tracking number, of a short one half', () => {
    expect(maskTrackingNo('1234567890')).toBe('******7890');
    expect(maskTrackingNo('123456')).toBe('***456');
    expect(maskTrackingNo('12345')).toBe('***45');
  });

  it('hides the recipient’s details, the payment link, the tracking numbers and the shop’s replies, and offers no cancel', () => {
    const withPayment: OrderView = {
      ...deliveredOrder,
      payment: { paymentId: 'pay-1', status: 'SUCCESS', payUrl: 'https://pay.example/1' },
      recipient: { ...deliveredOrder.recipient, email: 'wang@example.com', whatsapp: '+886912345678', line: 'wang', remark: 'Ring twice' },
      allowed: { cancel: true, return: true, returnRefusal: { reason: 'alreadyRequested', days: 7 } },
    };
    const masked = maskOrder(withPayment);
    expect(masked).toMatchObject({ masked: true, reportable: false, orderNo: deliveredOrder.orderNo, totals: deliveredOrder.totals });
    expect(masked.recipient).toEqual({ name: '王**', phone: '+886******678', email: null, whatsapp: null, line: null, address: maskAddress(deliveredOrder.recipient.address), postalCode: null, addressLines: [maskAddress(deliveredOrder.recipient.address)], remark: null });
    expect(masked.payment).toEqual({ paymentId: 'pay-1', status: 'SUCCESS', payUrl: null });
    expect(masked.shipment).toEqual({ carrier: 'tcat', carrierName: '黑貓宅急便', trackingNo: '********5678' });
    expect(masked.history.map((entry) => entry.detail)).toEqual([null, { carrier: '黑貓宅急便', trackingNo: '********5678' }, null]);
    expect(masked.returns).toEqual([{ ...deliveredOrder.returns[0], reply: null }]);
    expect(masked.allowed).toEqual({ cancel: false, return: true, returnRefusal: { reason: 'alreadyRequested', days: 7 } });
  });

  it('keeps a cancel’s who-did-it, an order with no payment or parcel yet, and a refusal it does not know as none', () => {
    const placed: OrderView = {
      ...deliveredOrder,
      payment: null,
      shipment: null,
      history: [{ status: 'ORDER_CLOSE', paymentStatus: 'WAITING', cause: 'order.cancel', at: '2026-11-10T09:00:00.000Z', detail: { by: 'shopper' } }],
      allowed: { cancel: true, return: false },
    };
    const masked = maskOrder(placed);
    expect(masked.payment).toBeNull();
    expect(masked.shipment).toBeNull();
    expect(masked.history[0]!.detail).toStrictEqual({ by: 'shopper' });
    expect(masked.allowed).toEqual({ cancel: false, return: false, returnRefusal: null });
  });
});
