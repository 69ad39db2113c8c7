import { MAX_QUANTITY, findChoice, type Product } from './product';
import type { OrderLine } from './pricing';

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
}

export type ValidatedLine = OrderLine & { view: CartLineView };

export interface CartValidationResult {
  lines: ValidatedLine[];
  removed: number;
}

export function validateCartLines(lines: readonly OrderLine[], products: ReadonlyMap<string, Product>): CartValidationResult {
  const valid: ValidatedLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    const choice = product && findChoice(product, line);
    if (!product || !choice) continue;
    valid.push({
      productId: line.productId,
      kind: line.kind,
      id: line.id,
      quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(line.quantity))),
      view: {
        title: product.title,
        name: choice.name,
        image: choice.image ?? product.banners[0]?.src ?? null,
        unitPrice: choice.price,
        originalUnitPrice: choice.originalPrice,
        currency: product.currency,
      },
    } as ValidatedLine);
  }
  return { lines: valid, removed: lines.length - valid.length };
}
