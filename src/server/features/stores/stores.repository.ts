import { sql, type Kysely } from 'kysely';
import type { PickupBrand } from '../../../domain/order';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { writeAudit, type AuditWrite } from '../audit/audit.repository';
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

/** The built-in directory, and the writes of the operator's store lists. */
export function createStoreRepository(db: Kysely<DB>) {
  return {
    ...createDatabaseStoreDirectory(db),
    /**
     * Adds or updates stores, in one transaction; `replaceBrands` first removes every store of
     * those brands (a chain's full new list).
     */
    async save(stores: readonly PickupStoreRecord[], options: { replaceBrands: readonly PickupBrand[]; audit?: AuditWrite }): Promise<void> {
      await inTransaction(db, async (trx) => {
        if (options.audit) await writeAudit(trx, options.audit.actor, options.audit.change, options.audit.at);
        if (options.replaceBrands.length > 0) await trx.deleteFrom('pickup_stores').where('brand', 'in', [...options.replaceBrands]).execute();
        for (let start = 0; start < stores.length; start += 200) {
          await trx
            .insertInto('pickup_stores')
            .values(
              stores.slice(start, start + 200).map((store) => ({
                brand: store.brand,
                store_id: store.id,
                name: store.name,
                city: store.city,
                district: store.district,
                address: store.address,
                phone: store.phone,
              })),
            )
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
    },
  };
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;
