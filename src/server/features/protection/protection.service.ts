import { blocklistHit, blocklistKeys, canonicalEntry, type BlocklistHit, type BlocklistKind, type OrderIdentity } from '../../../domain/blocklist';
import { riskOf, type Risk } from '../../../domain/risk';
import type { Actor } from '../audit/audit.repository';
import type { Tx } from '../../db/transaction';
import { addressMatcher, canonicalRange } from './address-ranges';
import type { AttemptOutcome, BlocklistRow, ProtectionRepository, RiskQuery } from './protection.repository';

export interface NewEntry {
  /** Null: the whole shop. */
  siteId: string | null;
  kind: BlocklistKind;
  value: string;
  reason: string;
}

/**
 * Cash-on-delivery protection (issue 16): the blocklists an order is checked against, the
 * refused attempts, and the risk score an order is placed with.
 */
export function createProtectionService(repository: ProtectionRepository, clock: () => Date = () => new Date()) {
  return {
    /** The list that refuses an order from this site, or null. */
    async check(siteId: string, order: OrderIdentity): Promise<BlocklistHit | null> {
      const { entries, allowList } = await repository.forOrder(siteId, blocklistKeys(order));
      if (entries.length === 0 && !allowList) return null;
      const ranges = addressMatcher(entries.filter((entry) => entry.kind === 'address').map((entry) => entry.value));
      return blocklistHit(entries as { kind: BlocklistKind; value: string }[], order, ranges, allowList);
    },

    /**
     * The order's risk; `phoneVerified` where the shop verifies phones (left undefined otherwise);
     * `trx`: read inside the order's own transaction.
     */
    async assess(query: RiskQuery, phoneVerified?: boolean, trx?: Tx): Promise<Risk> {
      const facts = await repository.riskFacts(query, trx);
      return riskOf(phoneVerified === undefined ? facts : { ...facts, phoneVerified });
    },

    async recordAttempt(attempt: { siteId: string; outcome: AttemptOutcome; rule?: string | null; matched?: string | null; clientIp?: string | null; phone?: string | null }): Promise<void> {
      const { siteId, outcome, rule = null, matched = null, clientIp = null, phone = null } = attempt;
      await repository.recordAttempt({ siteId, outcome, rule, matched, clientIp, phone, at: clock().toISOString() });
    },

    entries: (siteId: string | null) => repository.entries(siteId),
    attempts: (siteId: string | null, limit: number) => repository.attempts(siteId, limit),

    /** Adds an entry in its canonical form; undefined when the value is not one of its kind. */
    async add(entry: NewEntry, country: string | undefined, actor: Actor): Promise<BlocklistRow | undefined> {
      const value = entry.kind === 'address' ? canonicalRange(entry.value) : canonicalEntry(entry.kind, entry.value, country);
      if (value === undefined) return undefined;
      return repository.addEntry({ siteId: entry.siteId, kind: entry.kind, value, typed: entry.value.trim(), reason: entry.reason.trim() }, actor, clock().toISOString());
    },

    remove: (id: string, actor: Actor) => repository.removeEntry(id, actor, clock().toISOString()),
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
