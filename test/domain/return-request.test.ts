import { describe, expect, it } from 'vitest';
import { EMPTY_RETURN, normalizeTrackingNo, RETURN_LIMITS, returnRefusal, returnWindow, validateReturn, type ReturnInput } from '../../src/domain/return-request';
import { requireZone } from '../../src/domain/zones';

const taiwan = requireZone(1);
const filled: ReturnInput = {
  reason: 'wrongItem',
  remark: '  Wrong colour  ',
  carrier: 'tcat',
  trackingNo: ' 6300 1234-5678 ',
  orderNo: 'tw-0123 4567 89ab',
  pickerName: '  王小明 ',
  pickerPhone: '0912 345 678',
  address: ' 臺北市中正區重慶南路一段122號 ',
  region: ' 臺北市 ',
};
const photos = { packagePhotos: 1, screenshots: 0 };
const errorsOf = (changes: Partial<Record<keyof ReturnInput, unknown>>, photoCount = photos, regions: readonly string[] | null = null) => {
  const result = validateReturn(taiwan, { ...filled, ...changes }, photoCount, regions);
  return result.ok ? {} : result.errors;
};

describe('the return form', () => {
  it('sends what the shopper typed, tidied: the phone in international form, the numbers as printed', () => {
    expect(validateReturn(taiwan, filled, photos)).toEqual({
      ok: true,
      value: {
        reason: 'wrongItem',
        remark: 'Wrong colour',
        carrier: 'tcat',
        trackingNo: '63001234-5678',
        orderNo: 'TW0123456789AB',
        pickerName: '王小明',
        pickerPhone: '+886912345678',
        address: '臺北市中正區重慶南路一段122號',
        region: '臺北市',
      },
    });
  });

  it('sends no remark when none was written', () => {
    const result = validateReturn(taiwan, { ...filled, remark: '   ' }, photos);
    expect(result.ok && result.value.remark).toBeNull();
  });

  it('asks for every field left empty, and for a photo of the package', () => {
    const result = validateReturn(taiwan, {}, { packagePhotos: 0, screenshots: 0 });
    expect(result).toEqual({
      ok: false,
      errors: {
        reason: { key: 'return.reasonTips' },
        region: { key: 'return.regionTips' },
        carrier: { key: 'return.carrierTips' },
        trackingNo: { key: 'return.trackingTips' },
        orderNo: { key: 'return.orderNoTips' },
        pickerName: { key: 'return.pickerNameTips' },
        pickerPhone: { key: 'phonenotempty', hintKey: 'phoneHint.1', hintValues: { example: '0912 345 678' } },
        address: { key: 'return.addressTips' },
        packagePhotos: { key: 'return.photoTips' },
      },
    });
  });

  it('opens with every field empty', () => {
    expect(EMPTY_RETURN).toEqual({ reason: '', remark: '', carrier: '', trackingNo: '', orderNo: '', pickerName: '', pickerPhone: '', address: '', region: '' });
  });

  it('takes only values that are text', () => {
    expect(errorsOf({ reason: 7, remark: 12, region: ['臺北市'] })).toEqual({ reason: { key: 'return.reasonTips' }, region: { key: 'return.regionTips' } });
    expect(errorsOf({ reason: 'other', remark: 12 })).toEqual({ remark: { key: 'return.remarkTips' } });
  });

  it('asks for a remark when the reason is "other", and refuses one too long', () => {
    expect(errorsOf({ reason: 'other', remark: '  ' })).toEqual({ remark: { key: 'return.remarkTips' } });
    expect(errorsOf({ reason: 'other', remark: 'Not as pictured' })).toEqual({});
    expect(errorsOf({ reason: 'disputed' })).toEqual({});
    expect(errorsOf({ reason: 'refund please' })).toEqual({ reason: { key: 'return.reasonTips' } });
    expect(errorsOf({ remark: 'r'.repeat(RETURN_LIMITS.remark) })).toEqual({});
    expect(errorsOf({ remark: 'r'.repeat(RETURN_LIMITS.remark + 1) })).toEqual({ remark: { key: 'return.remarkTooLong', values: { max: 500 } } });
    expect(errorsOf({ reason: 'other', remark: 'r'.repeat(RETURN_LIMITS.remark + 1) })).toEqual({ remark: { key: 'return.remarkTooLong', values: { max: 500 } } });
  });

  it('takes a region of the shop’s list only, and one not too long', () => {
    expect(errorsOf({ region: '新北市' }, photos, ['臺北市', '新北市'])).toEqual({});
    expect(errorsOf({ region: '高雄市' }, photos, ['臺北市', '新北市'])).toEqual({ region: { key: 'return.regionTips' } });
    expect(errorsOf({ region: '高雄市' }, photos, [])).toEqual({});
    expect(errorsOf({ region: 'r'.repeat(RETURN_LIMITS.region) })).toEqual({});
    expect(errorsOf({ region: 'r'.repeat(RETURN_LIMITS.region + 1) })).toEqual({ region: { key: 'return.regionTips' } });
  });

  it('takes a courier of the zone, or "other", and a tracking number as couriers print them', () => {
    expect(errorsOf({ carrier: 'other' })).toEqual({});
    expect(errorsOf({ carrier: 'dhl-express-de' })).toEqual({ carrier: { key: 'return.carrierTips' } });
    expect(errorsOf({ trackingNo: 'ab12' })).toEqual({});
    expect(errorsOf({ trackingNo: 'AB1' })).toEqual({ trackingNo: { key: 'return.trackingInvalid' } });
    expect(errorsOf({ trackingNo: '-AB12' })).toEqual({ trackingNo: { key: 'return.trackingInvalid' } });
    expect(errorsOf({ trackingNo: 'AB12#' })).toEqual({ trackingNo: { key: 'return.trackingInvalid' } });
    expect(errorsOf({ trackingNo: 'A'.repeat(40) })).toEqual({});
    expect(errorsOf({ trackingNo: 'A'.repeat(41) })).toEqual({ trackingNo: { key: 'return.trackingInvalid' } });
  });

  it('says an order number that cannot be one is not found', () => {
    expect(errorsOf({ orderNo: 'TW0123' })).toEqual({ orderNo: { key: 'return.orderNotFound' } });
  });

  it('refuses a name or address with markup, without letters, or too long', () => {
    expect(errorsOf({ pickerName: '<b>Wang</b>' })).toEqual({ pickerName: { key: 'textMarkup' } });
    expect(errorsOf({ pickerName: '---' })).toEqual({ pickerName: { key: 'textNeedsLetters' } });
    expect(errorsOf({ pickerName: 'n'.repeat(RETURN_LIMITS.name) })).toEqual({});
    expect(errorsOf({ pickerName: 'n'.repeat(RETURN_LIMITS.name + 1) })).toEqual({ pickerName: { key: 'nameTooLong', values: { max: 50 } } });
    expect(errorsOf({ address: '<script>' })).toEqual({ address: { key: 'textMarkup' } });
    expect(errorsOf({ address: '...' })).toEqual({ address: { key: 'textNeedsLetters' } });
    expect(errorsOf({ address: 'a'.repeat(RETURN_LIMITS.address) })).toEqual({});
    expect(errorsOf({ address: 'a'.repeat(RETURN_LIMITS.address + 1) })).toEqual({ address: { key: 'return.addressTooLong', values: { max: 200 } } });
  });

  it('explains a phone number the zone does not take, with its example where it has one', () => {
    expect(errorsOf({ pickerPhone: '12345' })).toEqual({ pickerPhone: { key: 'phonenotempty', hintKey: 'phoneHint.1', hintValues: { example: '0912 345 678' } } });
    const result = validateReturn({ ...taiwan, phoneExample: null }, { ...filled, pickerPhone: '12345' }, photos);
    expect(result.ok ? null : result.errors.pickerPhone).toStrictEqual({ key: 'phonenotempty', hintKey: 'phoneHint.1' });
  });

  it('takes one to three photos of the package and at most one screenshot', () => {
    expect(errorsOf({}, { packagePhotos: 3, screenshots: 1 })).toEqual({});
    expect(errorsOf({}, { packagePhotos: 4, screenshots: 2 })).toEqual({
      packagePhotos: { key: 'review.tooManyImages', values: { max: 3 } },
      screenshot: { key: 'review.tooManyImages', values: { max: 1 } },
    });
  });

  it('reads a tracking number in capitals without spaces, full-width characters as plain', () => {
    expect(normalizeTrackingNo(' ａｂ 12\t34 ')).toBe('AB1234');
    expect(normalizeTrackingNo('ab ١٢٣٤')).toBe('AB1234');
  });
});

describe('whether an order may be returned now', () => {
  const delivered = { status: 'ALREADY_DELIVER', deliveredAt: '2026-11-15T08:00:00.000Z' };
  const at = (iso: string) => new Date(iso);

  it('may, within the zone’s period counted from the delivery, up to its last millisecond', () => {
    expect(returnWindow(delivered, 7, at('2026-11-22T08:00:00.000Z'))).toEqual({ open: true, closesAt: '2026-11-22T08:00:00.000Z' });
    expect(returnWindow({ ...delivered, status: 'ORDER_COMPLETED' }, 14, at('2026-11-16T00:00:00.000Z'))).toEqual({ open: true, closesAt: '2026-11-29T08:00:00.000Z' });
    expect(returnRefusal(delivered, [{ status: 'REJECTED' }, { status: 'REFUNDED' }], 7, at('2026-11-20T00:00:00.000Z'))).toBeNull();
  });

  it('may not once the period is over', () => {
    expect(returnWindow(delivered, 7, at('2026-11-22T08:00:00.001Z'))).toEqual({ open: false, reason: 'periodOver', days: 7 });
    expect(returnRefusal(delivered, [], 7, at('2026-12-01T00:00:00.000Z'))).toEqual({ reason: 'periodOver', days: 7 });
  });

  it('may not before the parcel is delivered, nor once the order closed', () => {
    expect(returnWindow({ status: 'ALREADY_DELIVER', deliveredAt: null }, 7, at('2026-11-16T00:00:00.000Z'))).toEqual({ open: false, reason: 'notDelivered', days: 7 });
    expect(returnWindow({ ...delivered, status: 'PENDING_DELIVER' }, 7, at('2026-11-16T00:00:00.000Z'))).toEqual({ open: false, reason: 'notDelivered', days: 7 });
    expect(returnWindow({ ...delivered, status: 'ORDER_CLOSE' }, 15, at('2026-11-16T00:00:00.000Z'))).toEqual({ open: false, reason: 'closed', days: 15 });
  });

  it('may not while another request for it is still being dealt with', () => {
    expect(returnRefusal(delivered, [{ status: 'SUBMITTED' }], 7, at('2026-11-16T00:00:00.000Z'))).toEqual({ reason: 'alreadyRequested', days: 7 });
    expect(returnRefusal(delivered, [{ status: 'REJECTED' }, { status: 'ACCEPTED' }], 7, at('2026-11-16T00:00:00.000Z'))).toEqual({ reason: 'alreadyRequested', days: 7 });
  });
});
