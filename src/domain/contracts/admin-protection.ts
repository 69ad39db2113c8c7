import { z } from 'zod';
import { BLOCKLIST_KINDS } from '../blocklist';

/**
 * The back office's Protection page (owners; issue 16): the blocklists of a site and of the whole
 * shop, each entry with its reason and who added it (the audit log records each change), and the
 * latest orders refused by a list or a limit.
 *   GET    /admin/api/protection?siteId=       the site's and the shop's entries, the site's refused attempts
 *   POST   /admin/api/protection/entries       { siteId (null: the whole shop), kind, value, reason }
 *   DELETE /admin/api/protection/entries/:id
 * A value that is not one of its kind answers 400 (`data.issues`: `body.value`, `invalid`).
 */
export const ATTEMPTS_SHOWN = 100;

export const protectionQuery = z.strictObject({ siteId: z.string().min(1).max(64).optional().describe('left out: the shop-wide entries and every site’s attempts') });
export const blocklistEntryParams = z.strictObject({ id: z.string().min(1).max(64) });

export const newBlocklistEntryRequest = z.strictObject({
  siteId: z.string().min(1).max(64).nullable().describe('null: the whole shop'),
  kind: z.enum(BLOCKLIST_KINDS, 'invalid').describe('phone, address (one client address or a CIDR range, IPv4 or IPv6), email, postalDeny, postalAllow (only these codes)'),
  value: z.string('invalid').trim().min(1, 'required').max(100, 'tooLong').describe('as typed: a national phone is read with the site’s country'),
  reason: z.string('invalid').trim().min(1, 'required').max(300, 'tooLong'),
});
export type NewBlocklistEntryRequest = z.input<typeof newBlocklistEntryRequest>;

export const blocklistEntrySchema = z
  .object({
    id: z.string(),
    siteId: z.string().nullable(),
    kind: z.enum(BLOCKLIST_KINDS),
    value: z.string().describe('the canonical form matched: E.164, lower case, no spaces'),
    typed: z.string(),
    reason: z.string(),
    addedBy: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'BlocklistEntry' });
export type BlocklistEntryView = z.infer<typeof blocklistEntrySchema>;

export const orderAttemptSchema = z
  .object({
    id: z.string(),
    siteId: z.string(),
    outcome: z.enum(['blocked', 'limited', 'invalid']),
    rule: z.string().nullable().describe('the list (blocked) or the limit (limited) that refused it'),
    matched: z.string().nullable(),
    clientIp: z.string().nullable(),
    phone: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'OrderAttempt' });
export type OrderAttemptView = z.infer<typeof orderAttemptSchema>;

export const protectionSchema = z.object({ entries: z.array(blocklistEntrySchema), attempts: z.array(orderAttemptSchema) }).meta({ id: 'Protection' });
export type ProtectionView = z.infer<typeof protectionSchema>;

export const removedSchema = z.object({ removed: z.boolean() });
