import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The live code of a site and phone (hashes only). */
export interface StoredCode {
  codeHash: string;
  expiresAt: string;
  attempts: number;
  sentAt: string;
  tokenHash: string | null;
  tokenExpiresAt: string | null;
}

export function createVerificationRepository(db: Kysely<DB>) {
  const row = (siteId: string, phone: string) => db.selectFrom('verification_codes').selectAll().where('site_id', '=', siteId).where('phone', '=', phone);

  return {
    async find(siteId: string, phone: string): Promise<StoredCode | undefined> {
      const found = await row(siteId, phone).executeTakeFirst();
      return found && { codeHash: found.code_hash, expiresAt: found.expires_at, attempts: found.attempts, sentAt: found.sent_at, tokenHash: found.token_hash, tokenExpiresAt: found.token_expires_at };
    },

    /** A new code replaces the phone's last one (its attempts and any unused token go with it). */
    async replace(siteId: string, phone: string, code: { codeHash: string; expiresAt: string; sentAt: string }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('verification_codes').where('site_id', '=', siteId).where('phone', '=', phone).execute();
        await trx
          .insertInto('verification_codes')
          .values({ site_id: siteId, phone, code_hash: code.codeHash, expires_at: code.expiresAt, sent_at: code.sentAt, attempts: 0, token_hash: null, token_expires_at: null })
          .execute();
      });
    },

    /**
     * Counts one attempt on a live code, in one statement so concurrent guesses cannot pass the
     * limit: the attempts counted so far, this one included; null when the code is gone, expired or
     * out of attempts.
     */
    async countAttempt(siteId: string, phone: string, maxAttempts: number, now: string): Promise<number | null> {
      const result = await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('site_id', '=', siteId)
        .where('phone', '=', phone)
        .where('attempts', '<', maxAttempts)
        .where('expires_at', '>', now)
        .returning('attempts')
        .executeTakeFirst();
      return result ? Number(result.attempts) : null;
    },

    /** The right code: it ends (no second use) and the token's hash takes its place. */
    async verified(siteId: string, phone: string, token: { tokenHash: string; tokenExpiresAt: string; now: string }): Promise<void> {
      await db
        .updateTable('verification_codes')
        .set({ token_hash: token.tokenHash, token_expires_at: token.tokenExpiresAt, expires_at: token.now })
        .where('site_id', '=', siteId)
        .where('phone', '=', phone)
        .execute();
    },

    /** Uses a token up: true when it was live and is now gone (so two orders cannot share one). */
    async consumeToken(siteId: string, phone: string, tokenHash: string, now: string): Promise<boolean> {
      const result = await db
        .deleteFrom('verification_codes')
        .where('site_id', '=', siteId)
        .where('phone', '=', phone)
        .where('token_hash', '=', tokenHash)
        .where('token_expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Housekeeping: rows whose code and token have both ended. */
    async sweep(before: string): Promise<number> {
      const result = await db
        .deleteFrom('verification_codes')
        .where('expires_at', '<', before)
        .where((eb) => eb.or([eb('token_expires_at', 'is', null), eb('token_expires_at', '<', before)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
