import { MAX_QUANTITY, findChoice, type Product, type Selection } from './product';

/**
 * Order totals: one pure function, run by the browser to show the total and by the server to
 * price the order it stores. Every amount is an integer in the product's currency minor unit.
 */
export interface PricedLine {
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
  /** Order-level discounts (none yet in this release; kept in the record so totals add up). */
  discount: number;
  shippingFee: number;
  serviceCharge: number;
  tax: number;
  couponDeduction: number;
  activityDeduction: number;
  total: number;
}

export interface Totals extends OrderAmounts {
  lines: PricedLine[];
  /** What the shopper saves against the crossed-out prices (shown, not subtracted again). */
  savings: number;
}

export type PricingProblem =
  | { code: 'emptyOrder' }
  | { code: 'unknownChoice'; id: string }
  | { code: 'badQuantity'; id: string };

export type PricingResult = { ok: true; totals: Totals } | { ok: false; problem: PricingProblem };

type PricedProduct = Pick<Product, 'skus' | 'combos' | 'freight' | 'serviceCharge'>;

export function priceOrder(product: PricedProduct, selections: readonly Selection[]): PricingResult {
  if (selections.length === 0) return { ok: false, problem: { code: 'emptyOrder' } };
  const lines: PricedLine[] = [];
  for (const selection of selections) {
    const choice = findChoice(product, selection);
    if (!choice) return { ok: false, problem: { code: 'unknownChoice', id: selection.id } };
    if (!Number.isInteger(selection.quantity) || selection.quantity < 1 || selection.quantity > MAX_QUANTITY) {
      return { ok: false, problem: { code: 'badQuantity', id: selection.id } };
    }
    lines.push({
      kind: selection.kind,
      id: choice.id,
      name: choice.name,
      quantity: selection.quantity,
      unitPrice: choice.price,
      originalUnitPrice: choice.originalPrice,
      subtotal: choice.price * selection.quantity,
    });
  }
  const subtotal = sum(lines.map((line) => line.subtotal));
  const savings = sum(lines.map((line) => Math.max(0, line.originalUnitPrice - line.unitPrice) * line.quantity));
  const discount = 0;
  const couponDeduction = 0;
  const activityDeduction = 0;
  const tax = 0;
  const shippingFee = product.freight;
  const serviceCharge = product.serviceCharge;
  const total = Math.max(0, subtotal - discount - couponDeduction - activityDeduction + shippingFee + serviceCharge + tax);
  return {
    ok: true,
    totals: { lines, subtotal, discount, shippingFee, serviceCharge, tax, couponDeduction, activityDeduction, total, savings },
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
