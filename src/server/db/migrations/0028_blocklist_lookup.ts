import type { Kysely } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

// Frozen. Blocklist entries looked up by value (issue 17, orders under an ad burst): an order read
// the site's whole list and compared each phone in turn (about 22 ms an order with 5,000 blocked
// phones). Now it asks for the entries of its own phone, email and postal code, on this index.
// Phone entries are kept in E.164 (as `add` writes them); an entry that reached the list another
// way (0022 moved the old `blockedPhones` setting as typed) is put in E.164 here, when the
// library reads it as a possible number, so the lookup finds it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('blocklist_entries_value_idx').on('blocklist_entries').columns(['kind', 'value']).execute();
  const phones = (await db.selectFrom('blocklist_entries').select(['id', 'value']).where('kind', '=', 'phone').execute()) as { id: string; value: string }[];
  for (const { id, value } of phones) {
    const cleaned = value.normalize('NFKC').replace(/[\s.\-()\u2010-\u2015]/g, '').replace(/^00/, '+');
    let parsed;
    try {
      parsed = cleaned.startsWith('+') ? parsePhoneNumberFromString(cleaned) : undefined;
    } catch {
      parsed = undefined;
    }
    const canonical = parsed?.isPossible() ? parsed.number : cleaned;
    if (canonical !== value && /^\+\d{4,17}$/.test(canonical)) await db.updateTable('blocklist_entries').set({ value: canonical }).where('id', '=', id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blocklist_entries_value_idx').execute();
}
