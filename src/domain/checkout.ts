import { findChoice, unitPrice, type Product } from './product';
import { bestCoupon, priceOrder, type Coupon, type OrderLine, type PricingResult } from './pricing';
import { normalizePostalCode, validateRecipient, type FieldError, type RecipientErrors } from './recipient';
import { EMPTY_RECIPIENT, type RecipientField, type RecipientInput } from './recipient-fields';
import { formZone, isPickup, requireZone, type DeliveryMethod, type PaymentMethod, type Zone } from './zones';
import type { PickupStore } from './order';
import type { SubmitOrderInput } from './submit-order';

/**
 * The rules of a checkout in progress, as pure functions of what the shopper has chosen: the
 * checkout machine's guards and the views' selectors both call these, so a view never decides a
 * price or a validity by itself.
 */
export interface CheckoutState {
  zoneId: number;
  /** The product the shopper came for. */
  productId: string;
  /** Every product the lines name. */
  products: Readonly<Record<string, Product>>;
  lines: readonly OrderLine[];
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  store: PickupStore | null;
  recipient: RecipientInput;
  /** Coupons the shopper received and has not used: the best one the order reaches applies. */
  coupons?: readonly Coupon[];
}

export function productsMap(state: Pick<CheckoutState, 'products'>): Map<string, Product> {
  return new Map(Object.entries(state.products));
}

export function checkoutTotals(state: CheckoutState): PricingResult {
  return priceOrder({ ...pricingBase(state), coupon: appliedCoupon(state) });
}

/** The coupon the order's total takes off: the received one that takes the most, its threshold met. */
export function appliedCoupon(state: CheckoutState): Coupon | null {
  if (!state.coupons?.length) return null;
  const plain = priceOrder(pricingBase(state));
  return plain.ok ? bestCoupon(state.coupons, plain.totals.subtotal - plain.totals.discount) : null;
}

function pricingBase(state: CheckoutState) {
  const zone = requireZone(state.zoneId);
  return {
    zone,
    products: productsMap(state),
    lines: state.lines,
    deliveryMethod: state.deliveryMethod,
    paymentMethod: state.paymentMethod,
    postalCode: normalizePostalCode(zone, state.recipient.postalCode) || null,
  };
}

/** Every line names a product and a sku or combo it sells. */
export function hasValidLines(state: Pick<CheckoutState, 'products' | 'lines'>): boolean {
  return state.lines.length > 0 && state.lines.every((line) => {
    const product = state.products[line.productId];
    return product !== undefined && findChoice(product, line) !== undefined;
  });
}

/** The zone delivers one way only, and not to a store: the delivery step answers itself. */
export function isDeliveryFixed(state: Pick<CheckoutState, 'zoneId'>): boolean {
  const methods = requireZone(state.zoneId).deliveryMethods;
  return methods.length === 1 && !isPickup(methods[0]!);
}

/** The zone takes one payment method only: the payment step answers itself. */
export function isPaymentFixed(state: Pick<CheckoutState, 'zoneId'>): boolean {
  return requireZone(state.zoneId).paymentMethods.length === 1;
}

/** A pickup method needs its store; home delivery needs nothing more. */
export function isDeliveryComplete(state: Pick<CheckoutState, 'deliveryMethod' | 'store'>): boolean {
  return !isPickup(state.deliveryMethod) || (state.store !== null && state.store.brand === state.deliveryMethod);
}

export type CheckoutErrors = RecipientErrors & { store?: FieldError };

export function checkoutErrors(state: CheckoutState): CheckoutErrors {
  const result = validateRecipient(formZone(requireZone(state.zoneId), state.deliveryMethod), state.recipient);
  const errors: CheckoutErrors = result.ok ? {} : { ...result.errors };
  if (!isDeliveryComplete(state)) errors.store = { key: 'chooseStore' };
  return errors;
}

export function isOrderReady(state: CheckoutState): boolean {
  return hasValidLines(state) && Object.keys(checkoutErrors(state)).length === 0;
}

/** Something typed that leaving the page would throw away (the cancel prompt's question). */
export function isFormFilled(state: Pick<CheckoutState, 'recipient'>): boolean {
  return (Object.keys(EMPTY_RECIPIENT) as RecipientField[]).some((field) => state.recipient[field].trim() !== '');
}

export function submitInput(state: CheckoutState, idempotencyKey: string): SubmitOrderInput {
  const totals = checkoutTotals(state);
  return {
    idempotencyKey,
    productId: state.productId,
    lines: state.lines.map((line) => ({ ...line })),
    recipient: state.recipient,
    deliveryMethod: state.deliveryMethod,
    paymentMethod: state.paymentMethod,
    store: isPickup(state.deliveryMethod) ? state.store : null,
    expectedTotal: totals.ok ? totals.totals.total : 0,
    // Stryker disable next-line ConditionalExpression,EqualityOperator,OptionalChaining: appliedCoupon returns only a coupon that takes something off (bestCoupon), so a deduction of 0 means no coupon
    couponId: totals.ok && totals.totals.couponDeduction > 0 ? (appliedCoupon(state)?.id ?? null) : null,
  };
}

/** What an idempotency key was used for: the order without its key. */
export function attemptOf(state: CheckoutState): string {
  // Stryker disable next-line StringLiteral: the key is dropped on the next line, whatever it is
  const { idempotencyKey: _key, ...order } = submitInput(state, '');
  return JSON.stringify(order);
}

export function emptyRecipient(overrides: Partial<RecipientInput> = {}): RecipientInput {
  return { ...EMPTY_RECIPIENT, ...overrides };
}

/** A line as the order form shows it. */
export interface LineView {
  key: string;
  name: string;
  image: string | null;
  /** A unit's price as the landing page showed it: the running sale's share taken off. */
  unitPrice: number;
  /** A unit's price before the sale (the summary's line price, the sale then taken off the goods); equal to `unitPrice` without a sale. */
  priceBeforeSale: number;
  quantity: number;
}

export function lineViews(state: Pick<CheckoutState, 'products' | 'lines'>, now?: number): LineView[] {
  return state.lines.flatMap((line) => {
    const product = state.products[line.productId];
    const choice = product && findChoice(product, line);
    if (!choice) return [];
    const key = `${line.productId}:${line.kind}:${line.id}`;
    return [{ key, name: choice.name, image: choice.image, unitPrice: unitPrice(product, choice, now).price, priceBeforeSale: choice.price, quantity: line.quantity }];
  });
}

export { COD_TRIAL_DAYS, zoneNotices, type NoticeView } from './notices';
