import { assign, fromPromise, setup } from 'xstate';

/**
 * Claiming a coupon (spec §4: obtainable, then received; it can be obtained only once). The server
 * decides: a second claim by the same shopper, from any tab, answers "already received", which
 * the shopper sees and which also leaves the coupon received.
 *
 *   obtainable ──coupon.claim──▶ claiming ──received──────────▶ received
 *                                    ├──already received──▶ received (with the message)
 *                                    └──failure──▶ failed ──coupon.claim──▶ claiming
 *
 * A notice (received, already received, failed) stays until the page dismisses it.
 */
export type ClaimAnswer = 'received' | 'alreadyReceived';

export interface CouponClaimInput {
  couponId: string;
  /** The shopper already has it (the server said so when the page loaded). */
  received: boolean;
}

export interface CouponClaimContext {
  couponId: string;
  /** What to tell the shopper: the server's answer or the failure. */
  notice: 'received' | 'alreadyReceived' | 'failed' | null;
}

export type CouponClaimEvent = { type: 'coupon.claim' } | { type: 'notice.dismiss' };

export const couponClaimMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as CouponClaimContext, events: {} as CouponClaimEvent, input: {} as CouponClaimInput },
  actors: {
    claimCoupon: fromPromise<ClaimAnswer, { couponId: string }>(async () => {
      throw new Error('claimCoupon is provided by the composition root');
    }),
  },
  actions: {
    tellAnswer: assign({ notice: ({ event }) => (event as unknown as { output: ClaimAnswer }).output }),
    tellFailure: assign({ notice: 'failed' as const }),
    dismiss: assign({ notice: null }),
  },
}).createMachine({
  id: 'couponClaim',
  context: ({ input }) => ({ couponId: input.couponId, notice: null }),
  initial: 'start',
  states: {
    start: {
      // Stryker disable next-line OptionalChaining: start is left at once, on the start event that carries the input
      always: [{ guard: ({ event }) => (event as unknown as { input?: CouponClaimInput }).input?.received === true, target: 'received' }, { target: 'obtainable' }],
    },
    obtainable: {
      on: { 'coupon.claim': 'claiming' },
    },
    claiming: {
      invoke: {
        id: 'claimCoupon',
        src: 'claimCoupon',
        input: ({ context }) => ({ couponId: context.couponId }),
        onDone: { target: 'received', actions: 'tellAnswer' },
        onError: { target: 'failed', actions: 'tellFailure' },
      },
    },
    received: {
      on: { 'notice.dismiss': { actions: 'dismiss' } },
    },
    failed: {
      // The page dismisses every notice once shown: a failure's too (ignored, the page's dismissal
      // would come back to it with the same notice, again and again).
      on: { 'coupon.claim': { target: 'claiming', actions: 'dismiss' }, 'notice.dismiss': { actions: 'dismiss' } },
    },
  },
});
