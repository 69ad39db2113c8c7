import type { ProductDraft } from '../../../domain/contracts/admin-catalog';
import { randomToken } from '../../../domain/ids';
import type { EditableProductRecord } from './product-edits.repository';
import type { CreateProductInput } from './products.service';

/** A draft as a caller may write it: the editor fields added later may be left out (none, no limit). */
export type DraftInput = Omit<ProductDraft, 'quantityDiscounts' | 'purchaseLimit' | 'recommendedIds'> & Partial<Pick<ProductDraft, 'quantityDiscounts' | 'purchaseLimit' | 'recommendedIds'>>;

/** The ids of an existing product's skus and combos, which an edit may keep. */
export interface ExistingChoices {
  skus: ReadonlySet<string>;
  combos: ReadonlySet<string>;
}

/** A choice's new id: unique across products (the product's id, then a random part). */
const freshId = (productId: string, kind: 's' | 'c') => `${productId}-${kind}${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}`;

/**
 * The draft as the service takes it: ids for the product, its skus and combos. A new product's
 * are numbered (`{id}-s1`); an edit keeps the ids the draft carries (which must be the product's
 * own: null otherwise) and gives new choices new ids.
 */
export function productFromDraft(draft: DraftInput, id: string, existing?: ExistingChoices): CreateProductInput;
export function productFromDraft(draft: DraftInput, id: string, existing?: ExistingChoices): CreateProductInput | null;
export function productFromDraft(draft: DraftInput, id: string, existing?: ExistingChoices): CreateProductInput | null {
  const choiceId = (kind: 's' | 'c', given: string | undefined, index: number): string | null => {
    if (!existing) return `${id}-${kind}${index + 1}`;
    if (!given) return freshId(id, kind);
    return (kind === 's' ? existing.skus : existing.combos).has(given) ? given : null;
  };
  const skuIds = draft.skus.map((sku, index) => choiceId('s', sku.id, index));
  const comboIds = draft.combos.map((combo, index) => choiceId('c', combo.id, index));
  if ([...skuIds, ...comboIds].some((choice) => choice === null)) return null;
  return {
    id,
    siteId: draft.siteId,
    title: draft.title,
    introductoryTitle: draft.introductoryTitle,
    description: draft.description,
    banners: draft.banners.map((banner) => ({ src: banner.src, srcset: '', width: banner.width, height: banner.height, alt: banner.alt })),
    saleType: draft.saleType,
    specificationType: draft.specificationType,
    saleQty: draft.saleQty,
    freight: draft.freight,
    serviceCharge: draft.serviceCharge,
    remoteAreasPostage: draft.remoteAreasPostage,
    quantityDiscounts: [...(draft.quantityDiscounts ?? [])].sort((a, b) => a.minQuantity - b.minQuantity),
    purchaseLimit: draft.purchaseLimit ?? null,
    recommendedIds: draft.recommendedIds ?? [],
    skus: draft.skus.map((sku, index) => ({ id: skuIds[index]!, name: sku.name, image: sku.image ?? null, price: sku.price, originalPrice: sku.originalPrice })),
    combos: draft.combos.map((combo, index) => ({
      id: comboIds[index]!,
      name: combo.name,
      image: combo.image ?? null,
      price: combo.price,
      originalPrice: combo.originalPrice,
      components: combo.components.map((part) => ({ skuId: skuIds[part.sku]!, qty: part.qty })),
    })),
  };
}

/** A stored product as the editor's draft: its ids kept, combo parts by the index of their sku. */
export function draftFromRecord(record: EditableProductRecord, siteDefault: boolean): ProductDraft {
  const skuIndex = new Map(record.skus.map((sku, index) => [sku.id, index]));
  const image = (src: string | null) => (src ? { image: src } : {});
  return {
    siteId: record.siteId,
    id: record.id,
    title: record.title,
    introductoryTitle: record.introductoryTitle,
    description: record.description,
    specificationType: record.specificationType,
    saleType: record.saleType,
    skus: record.skus.map((sku) => ({ id: sku.id, name: sku.name, price: sku.price, originalPrice: sku.originalPrice, ...image(sku.image) })),
    combos: record.combos.map((combo) => ({
      id: combo.id,
      name: combo.name,
      price: combo.price,
      originalPrice: combo.originalPrice,
      ...image(combo.image),
      components: combo.components.flatMap((part) => (skuIndex.has(part.skuId) ? [{ sku: skuIndex.get(part.skuId)!, qty: part.qty }] : [])),
    })),
    banners: record.banners.map((banner) => ({ src: banner.src, alt: banner.alt, width: banner.width, height: banner.height })),
    freight: record.freight,
    serviceCharge: record.serviceCharge,
    remoteAreasPostage: record.remoteAreasPostage,
    saleQty: record.saleQty,
    quantityDiscounts: record.quantityDiscounts,
    purchaseLimit: record.purchaseLimit,
    recommendedIds: record.recommendedIds,
    siteDefault,
  };
}
