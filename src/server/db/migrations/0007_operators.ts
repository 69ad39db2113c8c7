import type { Kysely } from 'kysely';

// Frozen. The shop's operators (back office and support console), their server-side sessions
// (only a hash of the cookie's id is kept) and the audit log of every change they make.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    // Argon2id, in its PHC string form (algorithm, parameters and salt included).
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operator_sessions')
    // SHA-256 of the cookie's random id: a copy of the table opens no session.
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('operator_sessions_operator_idx').on('operator_sessions').column('operator_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    // Who: kept as text too, so the row still says who after the operator is removed.
    .addColumn('operator_id', 'text')
    .addColumn('operator_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
