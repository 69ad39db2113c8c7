import { sql, type Kysely } from 'kysely';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { PICKUP_BRANDS, type PickupBrand } from '../../../domain/order';
import type { DB } from '../../db/schema';
import type { PickupStoreRecord, StoreDirectory, StoreQuery } from './stores.directory';

/** The built-in store directory: a table the operator fills from a CSV file. */
export function createDatabaseStoreDirectory(db: Kysely<DB>): StoreDirectory {
  const toRecord = (row: DB['pickup_stores']): PickupStoreRecord => ({
    brand: row.brand as PickupBrand,
    id: row.store_id,
    name: row.name,
    city: row.city,
    district: row.district,
    address: row.address,
    phone: row.phone,
  });
  return {
    async search(brand: PickupBrand, query: StoreQuery, limit: number) {
      let select = db.selectFrom('pickup_stores').selectAll().where('brand', '=', brand);
      if (query.city) select = select.where('city', '=', query.city);
      if (query.district) select = select.where('district', '=', query.district);
      const text = query.text?.normalize('NFKC').trim().toLowerCase();
      if (text) {
        const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        select = select.where((eb) =>
          eb.or(
            (['name', 'address', 'city', 'district', 'store_id'] as const).map(
              (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
            ),
          ),
        );
      }
      const rows = await select.orderBy('city').orderBy('district').orderBy('store_id').limit(limit).execute();
      return rows.map(toRecord);
    },
    async find(brand: PickupBrand, id: string) {
      const row = await db.selectFrom('pickup_stores').selectAll().where('brand', '=', brand).where('store_id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },
    async areas(brand: PickupBrand) {
      const rows = await db
        .selectFrom('pickup_stores')
        .select(['city', 'district', (eb) => eb.fn.countAll<number | string | bigint>().as('stores')])
        .where('brand', '=', brand)
        .groupBy(['city', 'district'])
        .orderBy('city')
        .orderBy('district')
        .execute();
      return rows.map((row) => ({ city: row.city, district: row.district, stores: Number(row.stores) }));
    },
    async remember(store: PickupStoreRecord) {
      const values = { brand: store.brand, store_id: store.id, name: store.name, city: store.city, district: store.district, address: store.address, phone: store.phone };
      await db
        .insertInto('pickup_stores')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['brand', 'store_id']).doUpdateSet({ name: values.name, city: values.city, district: values.district, address: values.address, phone: values.phone }),
        )
        .execute();
    },
  };
}

const csvRow = z.object({
  brand: z.enum(PICKUP_BRANDS),
  store_id: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(100),
  city: z.string().trim().min(1).max(50),
  district: z.string().trim().max(50),
  address: z.string().trim().min(1).max(200),
  phone: z
    .string()
    .trim()
    .max(30)
    .optional()
    .transform((value) => value || null),
});

export interface ImportResult {
  imported: number;
  problems: string[];
}

/**
 * Reads a store list (header: brand,store_id,name,city,district,address,phone) into the
 * directory. Rows that do not fit are reported by line and skipped; `replace` first empties the
 * brands the file lists.
 */
export async function importStoresCsv(db: Kysely<DB>, csv: string, options: { replace: boolean }): Promise<ImportResult> {
  const rows = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<string, string>[];
  const problems: string[] = [];
  const valid: z.infer<typeof csvRow>[] = [];
  rows.forEach((row, index) => {
    const result = csvRow.safeParse(row);
    if (result.success) valid.push(result.data);
    else problems.push(`line ${index + 2}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  });
  await db.transaction().execute(async (trx) => {
    if (options.replace) {
      const brands = [...new Set(valid.map((row) => row.brand))];
      if (brands.length > 0) await trx.deleteFrom('pickup_stores').where('brand', 'in', brands).execute();
    }
    for (let start = 0; start < valid.length; start += 200) {
      await trx
        .insertInto('pickup_stores')
        .values(valid.slice(start, start + 200))
        .onConflict((conflict) =>
          conflict.columns(['brand', 'store_id']).doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            city: eb.ref('excluded.city'),
            district: eb.ref('excluded.district'),
            address: eb.ref('excluded.address'),
            phone: eb.ref('excluded.phone'),
          })),
        )
        .execute();
    }
  });
  return { imported: valid.length, problems };
}
