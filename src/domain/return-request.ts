import { isCarrierOf } from './carriers';
import { normalizeDigits } from './digits';
import { isWellFormedOrderNumber, normalizeOrderNumber } from './order-number';
import { printedTextProblem, readPhone, tidy, type FieldError } from './recipient';
import type { Zone } from './zones';

/**
 * The return request (spec §3 Return request, §4 reasons, §5 Return form): one set of rules for
 * the browser, which shows them as the shopper types, and the server, which checks them again.
 */
export const RETURN_REASONS = ['wrongItem', 'quality', 'unordered', 'emptyPackage', 'disputed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * SUBMITTED: waiting for the shop; ACCEPTED: the shop agreed (the parcel may come back);
 * REJECTED: the shop refused (its reply says why); RECEIVED: the parcel came back, the order closed;
 * REFUNDED: the shop recorded the refund. The moves between them are machines/return-lifecycle.machine.ts.
 */
export const RETURN_STATUSES = ['SUBMITTED', 'ACCEPTED', 'REJECTED', 'RECEIVED', 'REFUNDED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** What the shopper types and chooses (the photos travel beside it). */
export interface ReturnInput {
  reason: ReturnReason | '';
  remark: string;
  carrier: string;
  trackingNo: string;
  orderNo: string;
  pickerName: string;
  pickerPhone: string;
  address: string;
  region: string;
}

export type ReturnField = keyof ReturnInput | 'packagePhotos' | 'screenshot';
export type ReturnErrors = Partial<Record<ReturnField, FieldError>>;

export const EMPTY_RETURN: ReturnInput = { reason: '', remark: '', carrier: '', trackingNo: '', orderNo: '', pickerName: '', pickerPhone: '', address: '', region: '' };

export const RETURN_LIMITS = {
  remark: 500,
  name: 50,
  address: 200,
  region: 100,
  /** Photos of the package: at least one. */
  packagePhotos: 3,
  /** The order-success screenshot: optional, one. */
  screenshots: 1,
} as const;

/** Tracking numbers: letters, digits and hyphens, as the couriers print them. */
const TRACKING_NO = /^[A-Z0-9][A-Z0-9-]{3,39}$/;

export interface ValidReturn {
  reason: ReturnReason;
  remark: string | null;
  carrier: string;
  trackingNo: string;
  orderNo: string;
  pickerName: string;
  /** E.164 where the number parses. */
  pickerPhone: string;
  address: string;
  region: string;
}

export type ReturnValidation = { ok: true; value: ValidReturn } | { ok: false; errors: ReturnErrors };

export interface ReturnPhotoCount {
  packagePhotos: number;
  screenshots: number;
}

export function normalizeTrackingNo(raw: string): string {
  return normalizeDigits(raw).toUpperCase().replace(/\s+/g, '');
}

const isReason = (value: string): value is ReturnReason => (RETURN_REASONS as readonly string[]).includes(value);

export function validateReturn(
  zone: Pick<Zone, 'id' | 'country' | 'callingCode' | 'phone' | 'phoneExample'>,
  input: Partial<Record<keyof ReturnInput, unknown>>,
  photos: ReturnPhotoCount,
  /** The zone's first-level places (its regions), when the shop has them: the region is one of them. */
  regions: readonly string[] | null = null,
): ReturnValidation {
  const text = (field: keyof ReturnInput) => tidy(typeof input[field] === 'string' ? (input[field] as string) : '');
  const errors: ReturnErrors = {};
  const reason = text('reason');
  const remark = String(typeof input.remark === 'string' ? input.remark : '')
    .normalize('NFC')
    .trim();
  const carrier = text('carrier');
  const trackingNo = normalizeTrackingNo(text('trackingNo'));
  const orderNo = normalizeOrderNumber(text('orderNo'));
  const pickerName = text('pickerName');
  const phone = readPhone(zone, text('pickerPhone'));
  const address = text('address');
  const region = text('region');

  if (!isReason(reason)) errors.reason = { key: 'return.reasonTips' };
  if (reason === 'other' && remark === '') errors.remark = { key: 'return.remarkTips' };
  else if (remark.length > RETURN_LIMITS.remark) errors.remark = { key: 'return.remarkTooLong', values: { max: RETURN_LIMITS.remark } };
  if (region === '') errors.region = { key: 'return.regionTips' };
  else if (region.length > RETURN_LIMITS.region || (regions !== null && regions.length > 0 && !regions.includes(region))) errors.region = { key: 'return.regionTips' };
  if (carrier === '' || !isCarrierOf(zone.country, carrier)) errors.carrier = { key: 'return.carrierTips' };
  if (trackingNo === '') errors.trackingNo = { key: 'return.trackingTips' };
  else if (!TRACKING_NO.test(trackingNo)) errors.trackingNo = { key: 'return.trackingInvalid' };
  if (orderNo === '') errors.orderNo = { key: 'return.orderNoTips' };
  else if (!isWellFormedOrderNumber(orderNo)) errors.orderNo = { key: 'return.orderNotFound' };
  if (pickerName === '') errors.pickerName = { key: 'return.pickerNameTips' };
  else if (printedTextProblem(pickerName)) errors.pickerName = printedTextProblem(pickerName)!;
  else if (pickerName.length > RETURN_LIMITS.name) errors.pickerName = { key: 'nameTooLong', values: { max: RETURN_LIMITS.name } };
  if (!phone.valid) {
    errors.pickerPhone = { key: zone.phone.messageKey, hintKey: `phoneHint.${zone.id}`, ...(zone.phoneExample ? { hintValues: { example: zone.phoneExample } } : {}) };
  }
  if (address === '') errors.address = { key: 'return.addressTips' };
  else if (printedTextProblem(address)) errors.address = printedTextProblem(address)!;
  else if (address.length > RETURN_LIMITS.address) errors.address = { key: 'return.addressTooLong', values: { max: RETURN_LIMITS.address } };
  if (photos.packagePhotos < 1) errors.packagePhotos = { key: 'return.photoTips' };
  else if (photos.packagePhotos > RETURN_LIMITS.packagePhotos) errors.packagePhotos = { key: 'review.tooManyImages', values: { max: RETURN_LIMITS.packagePhotos } };
  if (photos.screenshots > RETURN_LIMITS.screenshots) errors.screenshot = { key: 'review.tooManyImages', values: { max: RETURN_LIMITS.screenshots } };

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      reason: reason as ReturnReason,
      remark: remark === '' ? null : remark,
      carrier,
      trackingNo,
      orderNo,
      pickerName,
      pickerPhone: phone.e164 ?? phone.national,
      address,
      region,
    },
  };
}

const DAY = 86_400_000;

export type ReturnWindow = { open: true; closesAt: string } | { open: false; reason: 'notDelivered' | 'periodOver' | 'closed'; days: number };

/** Why an order cannot be returned now (each a message `return.<reason>` with `{days}`). */
export type ReturnRefusal = { reason: Extract<ReturnWindow, { open: false }>['reason'] | 'alreadyRequested'; days: number };

/** Return requests still being dealt with: an order has at most one of these at a time. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['SUBMITTED', 'ACCEPTED'];

/**
 * Whether the shopper may ask to return an order now, and if not why: its return window (the
 * lifecycle's status, the period) and no other request still open. Null: they may.
 */
export function returnRefusal(order: { status: string; deliveredAt: string | null }, returns: readonly { status: string }[], returnDays: number, now: Date): ReturnRefusal | null {
  const window = returnWindow(order, returnDays, now);
  if (!window.open) return { reason: window.reason, days: window.days };
  if (returns.some((entry) => (OPEN_RETURN_STATUSES as readonly string[]).includes(entry.status))) return { reason: 'alreadyRequested', days: returnDays };
  return null;
}

/**
 * Whether an order may be returned now: once delivered, for the zone's return period counted
 * from the delivery (spec §9: 15 days; 7 in some markets; 14 in Poland), and while it is open.
 */
export function returnWindow(order: { status: string; deliveredAt: string | null }, returnDays: number, now: Date): ReturnWindow {
  if (order.status === 'ORDER_CLOSE') return { open: false, reason: 'closed', days: returnDays };
  if (order.deliveredAt === null || (order.status !== 'ALREADY_DELIVER' && order.status !== 'ORDER_COMPLETED')) return { open: false, reason: 'notDelivered', days: returnDays };
  const closes = Date.parse(order.deliveredAt) + returnDays * DAY;
  if (now.getTime() > closes) return { open: false, reason: 'periodOver', days: returnDays };
  return { open: true, closesAt: new Date(closes).toISOString() };
}
