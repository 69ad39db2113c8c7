import { MAX_QUANTITY, findChoice, maxQuantity, type Product, type QuantityDiscount, type Selection } from './product';

export type { QuantityDiscount } from './product';
import { isPickup, isRemoteArea, type DeliveryMethod, type PaymentMethod, type Zone } from './zones';

/**
 * Order totals: one pure function, run by the browser to show the total and by the server to
 * price the order it stores. Every amount is an integer in the currency's minor unit.
 *
 *   subtotal            Σ unit price × quantity (special price; a combo at its own price)
 * − discount            the product's quantity discount ("buy 2, 5% off")
 * − coupon deduction    a received coupon whose threshold the order meets
 * − activity deduction  a limited-time or flash sale: its share off each of its product's lines
 * + shipping fee        the product's freight (0: free shipping)
 * + remote postage      the product's remote-area postage, for home delivery to a remote postal code
 * + service charge      the product's service charge and what the payment method adds (Japan's COD fee)
 * + tax                 where prices are quoted without it (a rate in basis points)
 * = total
 */
export type OrderLine = Selection & { productId: string };

/** Most lines one order (or one cart) may have. */
export const MAX_LINES = 50;

export interface PricedLine {
  productId: string;
  kind: Selection['kind'];
  id: string;
  name: string;
  quantity: number;
  unitPrice: number;
  originalUnitPrice: number;
  subtotal: number;
}

/** The amounts of an order (spec §3 Order), as priced, stored and shown. */
export interface OrderAmounts {
  /** Sum of the line subtotals, at the price the shopper pays. */
  subtotal: number;
  discount: number;
  couponDeduction: number;
  activityDeduction: number;
  shippingFee: number;
  remotePostage: number;
  serviceCharge: number;
  tax: number;
  total: number;
}

export interface Totals extends OrderAmounts {
  lines: PricedLine[];
  /** What the shopper saves against the crossed-out prices (shown, not subtracted again). */
  savings: number;
}

export type PricedProduct = Pick<Product, 'id' | 'skus' | 'combos' | 'freight' | 'serviceCharge' | 'remoteAreasPostage' | 'sale' | 'purchaseLimit'> & {
  quantityDiscounts?: readonly QuantityDiscount[];
};

export interface Coupon {
  id: string;
  /** The order's subtotal after discounts must reach this... */
  threshold: number;
  /** ...to take this off... */
  amount: number;
  /** ...or, for a percent coupon, this share of the goods (after the quantity discount). */
  percentOff?: number;
}

export interface PricingInput {
  zone: Pick<Zone, 'paymentFees' | 'remotePostalCodes'>;
  products: ReadonlyMap<string, PricedProduct>;
  lines: readonly OrderLine[];
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  postalCode: string | null;
  coupon?: Coupon | null;
  /**
   * The moment of pricing (ms). Given, sales that have ended by then take nothing off (the
   * server prices with its clock; the browser drops a sale when its countdown ends).
   */
  now?: number;
  /** Tax added on top of the prices, in basis points (0: prices include tax). */
  taxRate?: number;
}

export type PricingProblem =
  | { code: 'emptyOrder' }
  | { code: 'unknownProduct'; id: string }
  | { code: 'unknownChoice'; id: string }
  | { code: 'badQuantity'; id: string }
  /** More units of the product than its purchase limit (maxQuantity), all its lines together. */
  | { code: 'overLimit'; id: string; limit: number };

export type PricingResult = { ok: true; totals: Totals } | { ok: false; problem: PricingProblem };

export function priceOrder(input: PricingInput): PricingResult {
  if (input.lines.length === 0) return { ok: false, problem: { code: 'emptyOrder' } };
  const lines: PricedLine[] = [];
  const ordered: PricedProduct[] = [];
  for (const line of input.lines) {
    const product = input.products.get(line.productId);
    if (!product) return { ok: false, problem: { code: 'unknownProduct', id: line.productId } };
    const choice = findChoice(product, line);
    if (!choice) return { ok: false, problem: { code: 'unknownChoice', id: line.id } };
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) {
      return { ok: false, problem: { code: 'badQuantity', id: line.id } };
    }
    if (!ordered.includes(product)) ordered.push(product);
    lines.push({
      productId: product.id,
      kind: line.kind,
      id: choice.id,
      name: choice.name,
      quantity: line.quantity,
      unitPrice: choice.price,
      originalUnitPrice: choice.originalPrice,
      subtotal: choice.price * line.quantity,
    });
  }

  for (const product of ordered) {
    const limit = maxQuantity(product);
    if (sum(lines.filter((line) => line.productId === product.id).map((line) => line.quantity)) > limit) return { ok: false, problem: { code: 'overLimit', id: product.id, limit } };
  }

  const subtotal = sum(lines.map((line) => line.subtotal));
  const discount = sum(ordered.map((product) => quantityDiscount(product, lines.filter((line) => line.productId === product.id))));
  const afterDiscount = subtotal - discount;
  const coupon = input.coupon ? couponDeduction(input.coupon, afterDiscount) : 0;
  const activity = Math.min(
    sum(ordered.map((product) => saleDeduction(product, lines.filter((line) => line.productId === product.id), input.now))),
    afterDiscount - coupon,
  );
  const goods = afterDiscount - coupon - activity;

  // One parcel: the order pays the highest freight, postage and charge among its products.
  const shippingFee = Math.max(...ordered.map((product) => product.freight));
  const remote = !isPickup(input.deliveryMethod) && isRemoteArea(input.zone, input.postalCode);
  const remotePostage = remote ? Math.max(...ordered.map((product) => product.remoteAreasPostage)) : 0;
  const serviceCharge = Math.max(...ordered.map((product) => product.serviceCharge)) + (input.zone.paymentFees[input.paymentMethod] ?? 0);
  const tax = input.taxRate ? Math.round((goods * input.taxRate) / 10_000) : 0;
  const savings = sum(lines.map((line) => Math.max(0, line.originalUnitPrice - line.unitPrice) * line.quantity)) + discount;

  return {
    ok: true,
    totals: {
      lines,
      subtotal,
      discount,
      couponDeduction: coupon,
      activityDeduction: activity,
      shippingFee,
      remotePostage,
      serviceCharge,
      tax,
      total: goods + shippingFee + remotePostage + serviceCharge + tax,
      savings,
    },
  };
}

/** A running sale's share off the product's lines (after its quantity discount). */
export function saleDeduction(product: PricedProduct, lines: readonly Pick<PricedLine, 'quantity' | 'subtotal'>[], now?: number): number {
  const sale = product.sale;
  if (!sale || (now !== undefined && Date.parse(sale.endsAt) <= now)) return 0;
  const base = sum(lines.map((line) => line.subtotal)) - quantityDiscount(product, lines);
  return Math.floor((base * sale.percentOff) / 100);
}

/**
 * What a coupon takes off goods worth `goods` (after the quantity discount): nothing below its
 * threshold; a percent coupon its share rounded down to the minor unit; an amount coupon its
 * amount, never more than the goods.
 */
export function couponDeduction(coupon: Coupon, goods: number): number {
  if (goods < coupon.threshold || goods <= 0) return 0;
  if (coupon.percentOff !== undefined) return Math.floor((goods * coupon.percentOff) / 100);
  return Math.min(coupon.amount, goods);
}

/** The received coupon that takes the most off goods worth `goods` (its threshold met), if any. */
export function bestCoupon<T extends Coupon>(coupons: readonly T[], goods: number): T | null {
  return (
    coupons
      .filter((coupon) => couponDeduction(coupon, goods) > 0)
      .sort((a, b) => couponDeduction(b, goods) - couponDeduction(a, goods) || a.threshold - b.threshold)[0] ?? null
  );
}

/** The best quantity discount the product's units in the order reach, off its lines. */
export function quantityDiscount(product: PricedProduct, lines: readonly Pick<PricedLine, 'quantity' | 'subtotal'>[]): number {
  const units = sum(lines.map((line) => line.quantity));
  const tier = [...(product.quantityDiscounts ?? [])].sort((a, b) => b.minQuantity - a.minQuantity).find((candidate) => units >= candidate.minQuantity);
  return tier ? Math.floor((sum(lines.map((line) => line.subtotal)) * tier.percentOff) / 100) : 0;
}

/** The lines of a one-product order from the landing page. */
export function productLines(product: Pick<Product, 'id'>, selections: readonly Selection[]): OrderLine[] {
  return selections.map((selection) => ({ ...selection, productId: product.id }));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
