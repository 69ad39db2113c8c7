import type { Kysely } from 'kysely';
import { headlinePrice, salePrice, type SaleType } from '../../../domain/product';
import { randomToken } from '../../../domain/ids';
import type { DB } from '../../db/schema';
import type { SaleRecord } from './sale-record';

/**
 * The price history: the headline price a product's page showed from a moment on, sale included.
 * Only the services that change prices and sales write it (in their own transaction, through
 * these functions); nobody types it. The EU's "lowest price in the last 30 days" is read from it.
 */
export interface PriceChange {
  productId: string;
  price: number;
  at: string;
  saleId?: string | null;
}

/** Writes price changes in `trx` (the change's own transaction). */
export async function recordPrices(trx: Kysely<DB>, changes: readonly PriceChange[], writtenAt = new Date().toISOString()): Promise<void> {
  if (changes.length === 0) return;
  await trx
    .insertInto('price_history')
    .values(changes.map((change) => ({ id: randomToken(), product_id: change.productId, price: change.price, at: change.at, sale_id: change.saleId ?? null, written_at: writtenAt })))
    .execute();
}

/** The product's headline price without a sale, as its skus and combos stand in `trx`; undefined when it has none. */
export async function basePrice(trx: Kysely<DB>, productId: string): Promise<number | undefined> {
  const [product, skus, combos] = await Promise.all([
    trx.selectFrom('products').select('sale_type').where('id', '=', productId).executeTakeFirst(),
    trx.selectFrom('skus').select(['id', 'price', 'original_price']).where('product_id', '=', productId).orderBy('position').execute(),
    trx.selectFrom('combos').select(['id', 'price', 'original_price']).where('product_id', '=', productId).orderBy('position').execute(),
  ]);
  if (!product) return undefined;
  const choices = (rows: typeof skus) => rows.map((row) => ({ id: row.id, name: '', image: null, price: Number(row.price), originalPrice: Number(row.original_price), components: [] }));
  return headlinePrice({ saleType: product.sale_type as SaleType, skus: choices(skus), combos: choices(combos), sale: null })?.price;
}

/** A sale's prices: its own from its start, the base price again from its end. */
export async function recordSale(trx: Kysely<DB>, sale: Pick<SaleRecord, 'id' | 'productId' | 'kind' | 'percentOff' | 'startsAt' | 'endsAt'>): Promise<void> {
  const base = await basePrice(trx, sale.productId);
  if (base === undefined) return;
  await recordPrices(trx, [
    { productId: sale.productId, price: salePrice(base, { id: sale.id, kind: sale.kind, percentOff: sale.percentOff, endsAt: sale.endsAt }), at: sale.startsAt, saleId: sale.id },
    { productId: sale.productId, price: base, at: sale.endsAt, saleId: sale.id },
  ]);
}

/** A sale ended early at `at`: its rows after `at` go, and the base price holds from `at`. */
export async function recordSaleEnded(trx: Kysely<DB>, productId: string, saleId: string, at: string): Promise<void> {
  await trx.deleteFrom('price_history').where('sale_id', '=', saleId).where('at', '>', at).execute();
  const base = await basePrice(trx, productId);
  if (base !== undefined) await recordPrices(trx, [{ productId, price: base, at, saleId }]);
}

/**
 * The lowest headline price in force at any moment from `from` until (not including) `until`:
 * the price in force at `from` and every later one; undefined without history.
 */
export async function lowestPriceBetween(db: Kysely<DB>, productId: string, from: string, until: string): Promise<number | undefined> {
  const [atStart, within] = await Promise.all([
    db.selectFrom('price_history').select('price').where('product_id', '=', productId).where('at', '<=', from).orderBy('at', 'desc').orderBy('written_at', 'desc').executeTakeFirst(),
    db
      .selectFrom('price_history')
      .select((eb) => eb.fn.min<number>('price').as('lowest'))
      .where('product_id', '=', productId)
      .where('at', '>', from)
      .where('at', '<', until)
      .executeTakeFirst(),
  ]);
  const prices = [atStart?.price, within?.lowest].filter((price) => price !== undefined && price !== null).map(Number);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}
