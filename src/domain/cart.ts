import { findChoice, maxQuantity, unitPrice, type Product } from './product';
import { priceOrder, type OrderLine } from './pricing';
import type { Zone } from './zones';

/**
 * The cart's rule that items whose product is no longer sold (or whose sku or combo is gone) are
 * removed, with what the shopper sees of each remaining line. The server runs it against the
 * products it sells now; the cart machine applies the answer.
 */
export interface CartLineView {
  title: string;
  name: string;
  image: string | null;
  unitPrice: number;
  originalUnitPrice: number;
  currency: string;
  /** The most units of its product one order may hold (its purchase limit): the stepper stops there. */
  maxQuantity?: number;
}

export type ValidatedLine = OrderLine & { view: CartLineView };

export interface CartValidationResult {
  lines: ValidatedLine[];
  removed: number;
  /** What the order form will charge for these lines with the zone's first delivery and payment methods. */
  total?: number;
}

/** `zone` given: also the total the checkout will charge (priced as the order form prices it, at `now`). */
export function validateCartLines(lines: readonly OrderLine[], products: ReadonlyMap<string, Product>, zone?: Zone, now?: number): CartValidationResult {
  const valid: ValidatedLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    const choice = product && findChoice(product, line);
    if (!product || !choice) continue;
    valid.push({
      productId: line.productId,
      kind: line.kind,
      id: line.id,
      // Within the product's purchase limit (its lines are priced together against it below).
      quantity: Math.min(maxQuantity(product), Math.max(1, Math.trunc(line.quantity))),
      view: {
        title: product.title,
        name: choice.name,
        image: choice.image ?? product.banners[0]?.src ?? null,
        // What the landing page shows for this choice: the running sale applied.
        unitPrice: unitPrice(product, choice, now).price,
        originalUnitPrice: choice.originalPrice,
        currency: product.currency,
        maxQuantity: maxQuantity(product),
      },
    } as ValidatedLine);
  }
  const priced = zone && valid.length > 0
    ? priceOrder({ zone, products, lines: valid, deliveryMethod: zone.deliveryMethods[0]!, paymentMethod: zone.paymentMethods[0]!, postalCode: null, now })
    : null;
  return { lines: valid, removed: lines.length - valid.length, ...(priced?.ok ? { total: priced.totals.total } : {}) };
}
