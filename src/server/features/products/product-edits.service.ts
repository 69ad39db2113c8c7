import type { ProductDraft } from '../../../domain/contracts/admin-catalog';
import type { Actor } from '../audit/audit.repository';
import { productFromDraft } from './product-draft';
import type { EditableProductRecord, ProductEditRepository } from './product-edits.repository';
import type { ProductService } from './products.service';

export type ProductEditResult = { ok: true; before: EditableProductRecord; after: EditableProductRecord } | { ok: false; reason: 'notFound' | 'otherSite' | 'unknownChoice' | 'unknownRecommendation' };

/**
 * The back office's changes to a listed product: edit it, archive it (shoppers no longer find it:
 * its page is a 404, carts drop it, a new order for it is refused) and restore it. Every change
 * clears the product cache, so shoppers served by this process see it at once.
 */
export function createProductEditService(deps: { edits: ProductEditRepository; products: Pick<ProductService, 'invalidate'>; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return {
    /** A product as the editor starts from, any status; undefined for an unknown id. */
    editable: (productId: string) => deps.edits.editable(productId),

    /**
     * Writes an edit of product `productId`. Kept skus and combos must be its own (their ids stay, so
     * carts and translations naming them still find them; orders keep their own copy of what was
     * bought); choices without an id are new. Recommended products must be other products of its site.
     */
    async update(productId: string, draft: ProductDraft, actor: Actor): Promise<ProductEditResult> {
      const current = await deps.edits.editable(productId);
      if (!current) return { ok: false, reason: 'notFound' };
      if (draft.siteId !== current.siteId) return { ok: false, reason: 'otherSite' };
      const input = productFromDraft(draft, productId, { skus: new Set(current.skus.map((sku) => sku.id)), combos: new Set(current.combos.map((combo) => combo.id)) });
      if (!input) return { ok: false, reason: 'unknownChoice' };
      const picks = input.recommendedIds ?? [];
      const ofSite = await deps.edits.ofSite(current.siteId, picks);
      if (picks.includes(productId) || ofSite.length !== picks.length) return { ok: false, reason: 'unknownRecommendation' };
      const written = await deps.edits.update(
        {
          id: productId,
          title: input.title,
          introductoryTitle: input.introductoryTitle,
          description: input.description,
          banners: input.banners,
          saleType: input.saleType ?? 1,
          specificationType: input.specificationType,
          saleQty: input.saleQty ?? 0,
          freight: input.freight,
          serviceCharge: input.serviceCharge ?? 0,
          remoteAreasPostage: input.remoteAreasPostage ?? 0,
          quantityDiscounts: input.quantityDiscounts ?? [],
          purchaseLimit: input.purchaseLimit ?? null,
          recommendedIds: picks,
          skus: input.skus,
          combos: input.combos ?? [],
        },
        { actor, at: clock().toISOString() },
      );
      deps.products.invalidate();
      return written ? { ok: true, ...written } : { ok: false, reason: 'notFound' };
    },

    /** Archives ('inactive') or restores ('active') a product; false for an unknown one. */
    async setStatus(productId: string, status: 'active' | 'inactive', actor: Actor): Promise<boolean> {
      const found = await deps.edits.setStatus(productId, status, { actor, at: clock().toISOString() });
      deps.products.invalidate();
      return found;
    },
  };
}

export type ProductEditService = ReturnType<typeof createProductEditService>;
