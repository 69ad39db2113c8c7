import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen. The support console at a million orders (issue 19): list and search under 100 ms.
// - Newest-first keyset paging per filter: (filter, created_at, order_no) for the site, the
//   delivery and payment methods, and a site's orders by status (an agent's usual view). Status
//   and payment status have theirs (0012); the site's index gains order_no, so the old one goes.
// - A name from its start (short search texts): lower(recipient_name) with text_pattern_ops on
//   PostgreSQL (LIKE 'x%' by index in any collation).
// - A name anywhere (three characters or more): a pg_trgm GIN index on lower(recipient_name) on
//   PostgreSQL, where the extension can be had: created in `public` (never in a schema that may be
//   dropped with the extension in it) under an advisory lock (migrations running at once wait),
//   or used where it is already installed. Without it the search still answers, by a scan.
// - Order numbers (the primary key, searched upper case), phones (E.164) and tracking numbers
//   have their indexes already (0001, 0012).
// SQLite: the same btree indexes; it has no trigram index (a shop on SQLite is a small one).

const FILTER_INDEXES = {
  orders_site_created_order_idx: ['site_id', 'created_at', 'order_no'],
  orders_delivery_created_idx: ['delivery_method', 'created_at', 'order_no'],
  orders_payment_method_created_idx: ['payment_method', 'created_at', 'order_no'],
  orders_site_status_created_idx: ['site_id', 'status', 'created_at', 'order_no'],
} as const;

/** Where pg_trgm is (installing it into `public` when it can be), or null where it cannot be had. */
async function trigramSchema(db: Kysely<any>): Promise<string | null> {
  const where = async () =>
    (await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)).rows[0]?.schema ?? null;
  const installed = await where();
  if (installed) return installed;
  const { rows } = await sql<{ available: boolean; allowed: boolean; public: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
           coalesce((select rolsuper from pg_roles where rolname = current_user), false)
             or has_database_privilege(current_database(), 'CREATE') as allowed,
           exists (select 1 from pg_namespace where nspname = 'public') as public`.execute(db);
  const can = rows[0];
  if (!can?.available || !can.allowed || !can.public) return null;
  await sql`select pg_advisory_xact_lock(7016160016)`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  return where();
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of Object.entries(FILTER_INDEXES)) await db.schema.createIndex(name).on('orders').columns([...columns]).execute();
  await db.schema.dropIndex('orders_site_created_idx').execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create index orders_name_prefix_idx on orders (lower(recipient_name) text_pattern_ops)`.execute(db);
  const trigrams = await trigramSchema(db);
  if (trigrams) await sql`create index orders_name_trgm_idx on orders using gin (lower(recipient_name) ${sql.id(trigrams)}.gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists orders_name_trgm_idx`.execute(db);
    await sql`drop index if exists orders_name_prefix_idx`.execute(db);
  }
  await db.schema.createIndex('orders_site_created_idx').on('orders').columns(['site_id', 'created_at']).execute();
  for (const name of Object.keys(FILTER_INDEXES)) await db.schema.dropIndex(name).execute();
}
