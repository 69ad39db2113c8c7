import type { Kysely } from 'kysely';
import { nameWords } from '../../../domain/name-search';

// Frozen. Name search without accents (issue 19): a support agent types a caller's name on the
// keyboard at hand, "lukasz" for "Łukasz", "nguyen" for "Nguyễn"; the name's key now drops the
// accents of Latin letters (src/domain/name-search.ts), searches as well as stored words. The
// words of the orders already here are read again by that rule, a batch of orders at a time
// (only the names with a letter outside ASCII can change; the others are rewritten the same).

const BATCH = 1000;

export async function up(db: Kysely<any>): Promise<void> {
  let after = '';
  for (;;) {
    const orders: { order_no: string; recipient_name: string; created_at: string }[] = await db
      .selectFrom('orders')
      .select(['order_no', 'recipient_name', 'created_at'])
      .where('order_no', '>', after)
      .orderBy('order_no')
      .limit(BATCH)
      .execute();
    if (orders.length === 0) return;
    after = orders.at(-1)!.order_no;
    const changed = orders.filter((order) => /[^\x00-\x7f]/.test(order.recipient_name));
    if (changed.length === 0) continue;
    const rewrite = async (trx: Kysely<any>) => {
      await trx.deleteFrom('order_name_words').where('order_no', 'in', changed.map((order) => order.order_no)).execute();
      const rows = changed.flatMap((order) => nameWords(order.recipient_name).map((word) => ({ order_no: order.order_no, word, created_at: order.created_at })));
      for (let start = 0; start < rows.length; start += BATCH) await trx.insertInto('order_name_words').values(rows.slice(start, start + BATCH)).execute();
    };
    // PostgreSQL runs the whole migration in one transaction; on SQLite each batch is one, so a
    // stop between a batch's delete and its insert cannot leave its orders without words.
    if (db.isTransaction) await rewrite(db);
    else await db.transaction().execute(rewrite);
  }
}

// Nothing to undo in the schema; the words stay as read without accents (the earlier code, which
// searched with the accents kept, would find those names only by their ASCII words).
export async function down(): Promise<void> {}
