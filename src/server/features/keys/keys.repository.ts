import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A secret the server keeps in the database (app_secrets): a key, by name. */
export interface StoredSecret {
  name: string;
  value: string;
}

export function createKeyRepository(db: Kysely<DB>) {
  return {
    async read(names: readonly string[]): Promise<StoredSecret[]> {
      return db.selectFrom('app_secrets').select(['name', 'value']).where('name', 'in', [...names]).execute();
    },

    /** Stores the secrets not stored yet; one already there keeps its value (the first writer wins). */
    async insertMissing(secrets: readonly StoredSecret[], createdAt: string): Promise<void> {
      await db
        .insertInto('app_secrets')
        .values(secrets.map((secret) => ({ name: secret.name, value: secret.value, created_at: createdAt })))
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    },
  };
}

export type KeyRepository = ReturnType<typeof createKeyRepository>;
