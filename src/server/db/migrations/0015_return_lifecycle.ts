import { sql, type Kysely } from 'kysely';

// Frozen. Returns on the support console (issue 19 item 3): a return request moves through its own
// lifecycle machine (machines/return-lifecycle.machine.ts) like an order.
// - `return_requests.version`: bumped by every move, so two agents answering one request cannot both win.
// - `return_requests.refund_*`: the refund recorded once the parcel came back (amount in the
//   order's currency's minor unit, method, reference, when and who).
// - `return_history`: every move with who (an operator's email; null for the shopper or the CLI),
//   when, from, to and what came with it (the reply, the refund). Requests filed before this
//   migration get their filing as the first row.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('return_requests').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('return_requests').addColumn('refund_amount', 'integer').execute();
  await db.schema.alterTable('return_requests').addColumn('refund_method', 'text').execute();
  await db.schema.alterTable('return_requests').addColumn('refund_reference', 'text').execute();
  await db.schema.alterTable('return_requests').addColumn('refunded_at', 'text').execute();
  await db.schema.alterTable('return_requests').addColumn('refunded_by', 'text').execute();

  await db.schema
    .createTable('return_history')
    .addColumn('return_id', 'text', (c) => c.notNull().references('return_requests.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('return_history_pk', ['return_id', 'seq'])
    .execute();
  await sql`insert into return_history (return_id, seq, event, from_status, to_status, actor, detail, created_at)
    select id, 0, 'return.submit', null, 'SUBMITTED', null, null, created_at from return_requests`.execute(db);

  // The console's queue: requests by status, oldest first.
  await db.schema.createIndex('return_requests_status_idx').on('return_requests').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('return_requests_status_idx').execute();
  await db.schema.dropTable('return_history').execute();
  for (const column of ['refunded_by', 'refunded_at', 'refund_reference', 'refund_method', 'refund_amount', 'version']) {
    await db.schema.alterTable('return_requests').dropColumn(column).execute();
  }
}
