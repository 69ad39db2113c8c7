import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ProductImage, SaleType } from '../../../domain/product';
import type { QuantityDiscount } from '../../../domain/pricing';
import { inTransaction } from '../../db/transaction';
import { writeAudit, type AuditWrite } from '../audit/audit.repository';
import { basePrice, recordPrices } from '../promotions/price-history.repository';
import type { NewProduct } from './products.repository';

/** A product as the back office edits it (any status): its fields, skus and combos with their ids. */
export interface EditableProductRecord {
  id: string;
  siteId: string;
  status: 'active' | 'inactive';
  title: string;
  introductoryTitle: string;
  description: string[];
  banners: ProductImage[];
  saleType: SaleType;
  specificationType: string;
  saleQty: number;
  freight: number;
  serviceCharge: number;
  remoteAreasPostage: number;
  quantityDiscounts: QuantityDiscount[];
  purchaseLimit: number | null;
  recommendedIds: string[];
  skus: { id: string; name: string; image: string | null; originalPrice: number; price: number }[];
  combos: { id: string; name: string; image: string | null; originalPrice: number; price: number; components: { skuId: string; qty: number }[] }[];
}

/** What an edit writes: the product's page, prices and choices (its id, site, group and place stay). */
export type ProductEdit = Omit<NewProduct, 'siteId' | 'groupKey' | 'status' | 'position' | 'listedAt' | 'logo' | 'sizeChart'> & {
  purchaseLimit: number | null;
  recommendedIds: readonly string[];
};

/**
 * The back office's edits of a product. Orders never point at a sku or combo row: each order line
 * keeps its own copy of what was bought (name, prices, the id as it was), so an edit may rename,
 * reprice or remove a choice without touching an order. Kept choices keep their ids (carts and
 * translations name them); the product row itself is never deleted, only archived.
 */
export function createProductEditRepository(db: Kysely<DB>) {
  async function editable(productId: string, trx: Kysely<DB> = db): Promise<EditableProductRecord | undefined> {
    const row = await trx.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirst();
    if (!row) return undefined;
    const [skus, combos, components] = await Promise.all([
      trx.selectFrom('skus').selectAll().where('product_id', '=', productId).orderBy('position').execute(),
      trx.selectFrom('combos').selectAll().where('product_id', '=', productId).orderBy('position').execute(),
      trx
        .selectFrom('combo_components')
        .innerJoin('combos', 'combos.id', 'combo_components.combo_id')
        .select(['combo_components.combo_id', 'combo_components.sku_id', 'combo_components.qty'])
        .where('combos.product_id', '=', productId)
        .orderBy('combo_components.sku_id')
        .execute(),
    ]);
    return {
      id: row.id,
      siteId: row.site_id,
      status: row.status === 'inactive' ? 'inactive' : 'active',
      title: row.title,
      introductoryTitle: row.introductory_title,
      description: JSON.parse(row.description) as string[],
      banners: JSON.parse(row.banners) as ProductImage[],
      saleType: row.sale_type as SaleType,
      specificationType: row.specification_type,
      saleQty: row.sale_qty,
      freight: Number(row.freight),
      serviceCharge: Number(row.service_charge),
      remoteAreasPostage: Number(row.remote_areas_postage),
      quantityDiscounts: JSON.parse(row.quantity_discounts) as QuantityDiscount[],
      purchaseLimit: row.purchase_limit ?? null,
      recommendedIds: JSON.parse(row.recommended_ids) as string[],
      skus: skus.map((sku) => ({ id: sku.id, name: sku.name, image: sku.image, originalPrice: Number(sku.original_price), price: Number(sku.price) })),
      combos: combos.map((combo) => ({
        id: combo.id,
        name: combo.name,
        image: combo.image,
        originalPrice: Number(combo.original_price),
        price: Number(combo.price),
        components: components.filter((part) => part.combo_id === combo.id).map((part) => ({ skuId: part.sku_id, qty: part.qty })),
      })),
    };
  }

  return {
    editable: (productId: string) => editable(productId),

    /** Which of `ids` are products of `siteId` (recommendations must be the site's own). */
    async ofSite(siteId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('products').select('id').where('site_id', '=', siteId).where('id', 'in', [...ids]).execute();
      return rows.map((row) => row.id);
    },

    /**
     * Writes an edit, all or nothing, with its audit row (before and after): the product's fields,
     * its skus and combos (kept ids updated, new ones added, the rest removed), and a new headline
     * price in the price history when the edit changed it.
     */
    async update(edit: ProductEdit, audit: Omit<AuditWrite, 'change'>): Promise<{ before: EditableProductRecord; after: EditableProductRecord } | undefined> {
      return inTransaction(db, async (trx) => {
        const before = await editable(edit.id, trx);
        if (!before) return undefined;
        const priceBefore = await basePrice(trx, edit.id);
        await trx
          .updateTable('products')
          .set({
            title: edit.title,
            introductory_title: edit.introductoryTitle,
            description: JSON.stringify(edit.description),
            banners: JSON.stringify(edit.banners),
            sale_type: edit.saleType,
            specification_type: edit.specificationType,
            sale_qty: edit.saleQty,
            freight: edit.freight,
            service_charge: edit.serviceCharge,
            remote_areas_postage: edit.remoteAreasPostage,
            quantity_discounts: JSON.stringify(edit.quantityDiscounts),
            purchase_limit: edit.purchaseLimit,
            recommended_ids: JSON.stringify(edit.recommendedIds),
          })
          .where('id', '=', edit.id)
          .execute();
        // Combo parts are written again from the edit; choices the edit leaves out go.
        const comboIds = before.combos.map((combo) => combo.id);
        if (comboIds.length > 0) await trx.deleteFrom('combo_components').where('combo_id', 'in', comboIds).execute();
        const keptCombos = new Set(edit.combos.map((combo) => combo.id));
        const keptSkus = new Set(edit.skus.map((sku) => sku.id));
        const goneCombos = comboIds.filter((id) => !keptCombos.has(id));
        const goneSkus = before.skus.map((sku) => sku.id).filter((id) => !keptSkus.has(id));
        if (goneCombos.length > 0) await trx.deleteFrom('combos').where('product_id', '=', edit.id).where('id', 'in', goneCombos).execute();
        if (goneSkus.length > 0) await trx.deleteFrom('skus').where('product_id', '=', edit.id).where('id', 'in', goneSkus).execute();
        const hadSku = new Set(before.skus.map((sku) => sku.id));
        for (const [index, sku] of edit.skus.entries()) {
          const values = { name: sku.name, image: sku.image, original_price: sku.originalPrice, price: sku.price, position: index + 1 };
          if (hadSku.has(sku.id)) await trx.updateTable('skus').set(values).where('id', '=', sku.id).where('product_id', '=', edit.id).execute();
          else await trx.insertInto('skus').values({ id: sku.id, product_id: edit.id, ...values }).execute();
        }
        const hadCombo = new Set(comboIds);
        for (const [index, combo] of edit.combos.entries()) {
          const values = { name: combo.name, image: combo.image, original_price: combo.originalPrice, price: combo.price, position: index + 1 };
          if (hadCombo.has(combo.id)) await trx.updateTable('combos').set(values).where('id', '=', combo.id).where('product_id', '=', edit.id).execute();
          else await trx.insertInto('combos').values({ id: combo.id, product_id: edit.id, ...values }).execute();
          if (combo.components.length > 0) {
            await trx
              .insertInto('combo_components')
              .values(combo.components.map((part) => ({ combo_id: combo.id, sku_id: part.skuId, qty: part.qty })))
              .execute();
          }
        }
        const priceAfter = await basePrice(trx, edit.id);
        if (priceAfter !== undefined && priceAfter !== priceBefore) await recordPrices(trx, [{ productId: edit.id, price: priceAfter, at: audit.at }]);
        const after = (await editable(edit.id, trx))!;
        await writeAudit(trx, audit.actor, { action: 'product.update', entity: 'product', entityId: edit.id, before, after }, audit.at);
        return { before, after };
      });
    },

    /** Archives ('inactive') or restores ('active') a product, with its audit row; false for an unknown product. */
    async setStatus(productId: string, status: 'active' | 'inactive', audit: Omit<AuditWrite, 'change'>): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('products').select('status').where('id', '=', productId).executeTakeFirst();
        if (!row) return false;
        await trx.updateTable('products').set({ status }).where('id', '=', productId).execute();
        await writeAudit(trx, audit.actor, { action: status === 'inactive' ? 'product.archive' : 'product.restore', entity: 'product', entityId: productId, before: { status: row.status }, after: { status } }, audit.at);
        return true;
      });
    },
  };
}

export type ProductEditRepository = ReturnType<typeof createProductEditRepository>;
