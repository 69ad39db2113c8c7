import type { Kysely } from 'kysely';

// Frozen. Abandoned forms (issue 16): a shopper typed a valid phone in the order form and did not
// order. One lead per site and phone (E.164), refreshed by each ping from the form: the name if
// typed, the product and what was chosen, the language. Converted is read from the orders (the
// same phone ordering on the site after the lead began); the housekeeping forgets leads after 30
// days without a ping.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('phone_e164', 'text', (c) => c.notNull())
    // The national number as the shopper's zone writes it (what a caller dials).
    .addColumn('phone_national', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('product_id', 'text', (c) => c.notNull())
    // JSON: [{ kind: 'sku' | 'combo', id, quantity }], as the form had it.
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leads_site_phone_idx').on('leads').columns(['site_id', 'phone_e164']).unique().execute();
  await db.schema.createIndex('leads_updated_idx').on('leads').columns(['updated_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leads').execute();
}
