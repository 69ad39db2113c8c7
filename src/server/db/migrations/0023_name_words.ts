import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { nameWords } from '../../../domain/name-search';

// Frozen. Name search at a million orders (issue 19): every place a search may start in a
// recipient's name (src/domain/name-search.ts: each word's start, any CJK character) is a row,
// the name's key from there to its end, with the order's number and time. A search is then the
// start of a word, read from one index in order (word, created_at, order_no) without touching the
// orders, and counted the same way; only the page's orders are read. On PostgreSQL the index is
// text_pattern_ops (LIKE 'x%' by index in any collation). A search of one or two characters reads
// an index of the words' first characters with the time instead: the newest matches first.
// The names of the orders already here are read into words (in batches, in JavaScript: the same
// rule as every new order's). 0016's name indexes on the orders, which nothing reads now, go.

const BATCH = 1000;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('order_name_words')
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_name_words_pk', ['order_no', 'word'])
    .execute();
  if (postgres) {
    await sql`create index order_name_words_search_idx on order_name_words (word text_pattern_ops, created_at, order_no)`.execute(db);
    await sql`drop index if exists orders_name_trgm_idx`.execute(db);
    await sql`drop index if exists orders_name_prefix_idx`.execute(db);
  } else {
    await db.schema.createIndex('order_name_words_search_idx').on('order_name_words').columns(['word', 'created_at', 'order_no']).execute();
  }
  // A search of one or two characters (thousands of orders for the most common starts): the
  // words' first characters with the time, so the newest matches are read first and the page stops.
  for (const length of [1, 2]) await sql`create index ${sql.id(`order_name_words_start${length}_idx`)} on order_name_words (substr(word, 1, ${sql.lit(length)}), created_at, order_no)`.execute(db);
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
    const rows = orders.flatMap((order) => nameWords(order.recipient_name).map((word) => ({ order_no: order.order_no, word, created_at: order.created_at })));
    for (let start = 0; start < rows.length; start += BATCH) await db.insertInto('order_name_words').values(rows.slice(start, start + BATCH)).execute();
    after = orders.at(-1)!.order_no;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_name_words').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index orders_name_prefix_idx on orders (lower(recipient_name) text_pattern_ops)`.execute(db);
  }
}
