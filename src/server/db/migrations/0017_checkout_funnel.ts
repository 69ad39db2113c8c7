import type { Kysely } from 'kysely';

// Frozen. The checkout funnel (issue 19 item 5): anonymous counts the storefront reports per
// checkout session, added up per site and day (UTC). No shopper, session or address is stored.
// One row a (site, day, kind, state, event, target):
// - kind 'session':     state '', event '', target ''             count: sessions that reported
// - kind 'state':       state <graph state id>, event '', target ''  count: sessions that reached it
// - kind 'transition':  state <source>, event <type, '' for always>, target <target id>  count: times taken
// Reading a site's period is one range scan of the primary key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkout_funnel')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('checkout_funnel_pk', ['site_id', 'day', 'kind', 'state', 'event', 'target'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('checkout_funnel').execute();
}
