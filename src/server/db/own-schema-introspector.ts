import { PostgresDialect, sql, type DatabaseIntrospector, type DatabaseMetadata, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/**
 * Kysely's PostgreSQL introspector reads every column of every table of every schema, naming each
 * schema and table by text (`has_schema_privilege`, `pg_get_serial_sequence`): a schema another
 * shop or test drops meanwhile fails the whole read with "schema … does not exist", and the
 * migrator (which asks it whether its own tables exist) fails with it. This one reads only the
 * connection's own schema (`current_schema()`), by oid: nothing another schema does can fail it.
 */
export class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.#db);
    return rows.filter((row) => row.name !== null).map((row) => ({ name: row.name }));
  }

  async getTables(options: { withInternalKyselyTables?: boolean } = {}): Promise<TableMetadata[]> {
    const { rows } = await sql<{ table: string; kind: string; schema: string; column: string; type: string; type_schema: string; not_null: boolean; has_default: boolean }>`
      select c.relname as table, c.relkind as kind, ns.nspname as schema, a.attname as column,
             typ.typname as type, tns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && row.table.startsWith('kysely_migration')) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({ name: row.column, dataType: row.type, dataTypeSchema: row.type_schema, isNullable: !row.not_null, hasDefaultValue: row.has_default, isAutoIncrementing: false });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: { withInternalKyselyTables?: boolean }): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL, with the introspector above. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
