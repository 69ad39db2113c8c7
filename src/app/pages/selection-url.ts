import { clampQuantity, findChoice, maxQuantity, type Product, type Selection } from '../../domain/product';

/**
 * The chosen sku or combo travels from the landing page to the order form in the URL
 * (`?choice=sku:ID&quantity=2`), the same way the landing page's form submits without script.
 * So a reload, a shared link or the back button keep the choice.
 */
export function selectionToSearch(selection: Selection): string {
  return new URLSearchParams({ choice: `${selection.kind}:${selection.id}`, quantity: String(selection.quantity) }).toString();
}

export function selectionFromSearch(search: string, product: Pick<Product, 'skus' | 'combos' | 'purchaseLimit'>): Selection | null {
  const params = new URLSearchParams(search);
  const choice = params.get('choice');
  if (!choice) return null;
  const [kind, ...rest] = choice.split(':');
  const id = rest.join(':');
  if (kind !== 'sku' && kind !== 'combo') return null;
  const selection: Selection = { kind, id, quantity: clampQuantity(Number(params.get('quantity') ?? 1), maxQuantity(product)) };
  return findChoice(product, selection) ? selection : null;
}
