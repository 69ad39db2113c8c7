import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { randomToken } from '../../../src/domain/ids';
import { migrate, openDatabase } from '../../../src/server/db/database';

const url = process.env.TEST_DATABASE_URL;

/** Kysely finds its migration tables in any schema unless told which: two shops in one database. */
describe.runIf(url)('migrations on PostgreSQL', () => {
  it('migrates a schema while another schema of the same database holds migrated tables', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const schemas = [0, 1].map(() => `test_${randomToken(9).toLowerCase().replace(/[^a-z0-9]/g, '')}`);
    for (const schema of schemas) await admin.query(`create schema "${schema}"`);
    const databases = schemas.map((schema) => openDatabase({ url, dataDir: '.', schema }));
    try {
      await migrate(databases[0]!.db);
      await migrate(databases[1]!.db);
      // And again: a restart finds its own schema migrated.
      await migrate(databases[1]!.db);
      const tables = await admin.query<{ schema: string }>(`select table_schema as schema from information_schema.tables where table_name = 'kysely_migration' and table_schema = any($1)`, [schemas]);
      expect(tables.rows.map((row) => row.schema).sort()).toEqual([...schemas].sort());
    } finally {
      for (const database of databases) await database.close();
      for (const schema of schemas) await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    }
  });

  it('looks only at its own schema when it asks which tables exist: another schema’s, even a migration table, is not seen', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = () => `test_${randomToken(9).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
    const [own, other] = [name(), name()];
    await admin.query(`create schema "${own}"; create table "${own}".shelves (id serial primary key, label text not null)`);
    await admin.query(`create schema "${other}"; create table "${other}".kysely_migration (name text); create table "${other}".boxes (id int)`);
    const database = openDatabase({ url, dataDir: '.', schema: own });
    try {
      expect(await database.db.introspection.getSchemas()).toEqual([{ name: own }]);
      const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(tables.map((table) => [table.schema, table.name])).toEqual([[own, 'shelves']]);
      expect(tables[0]!.columns.map((column) => [column.name, column.dataType, column.isNullable])).toEqual([
        ['id', 'int4', false],
        ['label', 'text', false],
      ]);
    } finally {
      await database.close();
      await admin.query(`drop schema "${own}" cascade; drop schema "${other}" cascade`);
      await admin.end();
    }
  });

  it('migrates a schema while other schemas of the database are being dropped (another shop, another test)', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = () => `test_${randomToken(9).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
    const others = Array.from({ length: 12 }, name);
    for (const other of others) await admin.query(`create schema "${other}"; create table "${other}".t (id int)`);
    const schema = name();
    await admin.query(`create schema "${schema}"`);
    const database = openDatabase({ url, dataDir: '.', schema });
    try {
      const dropping = (async () => {
        for (const other of others) await admin.query(`drop schema "${other}" cascade`);
      })();
      await Promise.all([migrate(database.db), dropping]);
      const tables = await admin.query(`select 1 from information_schema.tables where table_schema = $1 and table_name = 'orders'`, [schema]);
      expect(tables.rowCount).toBe(1);
    } finally {
      await database.close();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    }
  });
});
