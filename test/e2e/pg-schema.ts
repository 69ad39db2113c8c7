import pg from 'pg';

/**
 * A PostgreSQL schema of its own for a server the test starts: `databaseUrl` points the server at
 * it (pg's `options` sets the search path), `drop` removes it and everything in it.
 */
export async function createPgSchema(url: string, prefix: string): Promise<{ schema: string; databaseUrl: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema "${schema}"`);
  return {
    schema,
    databaseUrl: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: () => admin(`drop schema if exists "${schema}" cascade`),
  };
}
