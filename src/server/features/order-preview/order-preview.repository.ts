import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Where an order was placed: its site and the language the shopper used (the preview's). */
export function createOrderPreviewRepository(db: Kysely<DB>) {
  return {
    async placeOf(orderNo: string): Promise<{ siteId: string; locale: string } | undefined> {
      const row = await db.selectFrom('orders').select(['site_id', 'locale']).where('order_no', '=', orderNo).executeTakeFirst();
      return row && { siteId: row.site_id, locale: row.locale };
    },
  };
}

export type OrderPreviewRepository = ReturnType<typeof createOrderPreviewRepository>;
