/**
 * An order's risk (issue 16): a score from 0 to 100 with its reasons, computed by the server when
 * the order is placed, from what the shop already knows about its phone, address and client
 * address. A flagged order is never reported to ad networks, and the site may hold it for a call.
 */
export const RISK_REASONS = ['samePhoneProduct', 'addressOtherNames', 'failedSubmissions', 'refusedParcels', 'phoneUnverified'] as const;
export type RiskReasonCode = (typeof RISK_REASONS)[number];

export interface RiskReason {
  code: RiskReasonCode;
  /** How many: earlier orders, other names, failed submissions, refused parcels. */
  count: number;
}

export interface Risk {
  score: number;
  reasons: RiskReason[];
}

/** What the server counted for one order. */
export interface RiskFacts {
  /** Orders from this phone for this product in the last day. */
  samePhoneProduct: number;
  /** Other names ordering to this delivery address in the last 30 days. */
  addressOtherNames: number;
  /** Failed submissions (refused, limited, invalid) from this client address in the last hour. */
  failedSubmissions: number;
  /** Parcels this phone refused at the door, ever. */
  refusedParcels: number;
  /** Whether the phone was verified by a one-time code; undefined where the shop does not verify. */
  phoneVerified?: boolean;
}

export const RISK_WINDOWS = { samePhoneProductMs: 24 * 3_600_000, addressOtherNamesMs: 30 * 24 * 3_600_000, failedSubmissionsMs: 3_600_000 } as const;
/** Failed submissions from one address in an hour before they count. */
export const FAILED_SUBMISSIONS_MIN = 5;
/** At this score or above an order is flagged. */
export const RISK_FLAG_SCORE = 40;

const WEIGHTS: Record<RiskReasonCode, (count: number) => number> = {
  samePhoneProduct: (count) => 25 + 10 * Math.min(count - 1, 3),
  addressOtherNames: (count) => 20 + 10 * Math.min(count - 1, 3),
  failedSubmissions: () => 20,
  refusedParcels: (count) => 40 + 15 * Math.min(count - 1, 3),
  phoneUnverified: () => 10,
};

export function riskOf(facts: RiskFacts): Risk {
  const counts: [RiskReasonCode, number][] = [
    ['samePhoneProduct', facts.samePhoneProduct],
    ['addressOtherNames', facts.addressOtherNames],
    ['failedSubmissions', facts.failedSubmissions >= FAILED_SUBMISSIONS_MIN ? facts.failedSubmissions : 0],
    ['refusedParcels', facts.refusedParcels],
    ['phoneUnverified', facts.phoneVerified === false ? 1 : 0],
  ];
  const reasons = counts.filter(([, count]) => count > 0).map(([code, count]) => ({ code, count }));
  const score = Math.min(100, reasons.reduce((sum, reason) => sum + WEIGHTS[reason.code](reason.count), 0));
  return { score, reasons };
}

export function isFlagged(risk: Pick<Risk, 'score'> | null | undefined): boolean {
  return (risk?.score ?? 0) >= RISK_FLAG_SCORE;
}
