import { createActor, fromPromise } from 'xstate';
import { couponClaimMachine, type ClaimAnswer } from '../../../machines/coupon-claim.machine';
import type { ApiClient } from '../../api/client';
import { API_PATHS } from '../../domain/api-paths';

export const COUPON_RECEIVED_CODE = 1009;

/**
 * A coupon's claim actor with the real API call; loaded when the shopper first taps "Get", or when
 * the server says they already have the coupon (it then starts received).
 */
export function startCouponClaim(api: ApiClient, couponId: string, received = false) {
  const actor = createActor(
    couponClaimMachine.provide({
      actors: {
        claimCoupon: fromPromise<ClaimAnswer, { couponId: string }>(async ({ input }) => {
          // "Already received" is an answer, not a failure: the shopper has the coupon.
          const result = await api<{ received: boolean }>(API_PATHS.claimCoupon, { method: 'POST', body: { couponId: input.couponId }, silent: true });
          if (result.ok) return 'received';
          if (result.reason === 'business' && result.code === COUPON_RECEIVED_CODE) return 'alreadyReceived';
          throw new Error(result.message);
        }),
      },
    }),
    { input: { couponId, received } },
  );
  actor.start();
  return actor;
}
