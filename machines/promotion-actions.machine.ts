import { assign, fromPromise, setup } from 'xstate';
import type { AdminCoupon, AdminSale, AdminSoldCount, NewCouponInput, NewSaleRequest, SoldCountRequest } from '../src/domain/contracts/admin-promotions';

/**
 * What an owner changes on the back office's Promotions page, one change at a time:
 *
 *   idle ──sale.start | sale.end | coupon.add | coupon.retire | soldCount.set──▶ acting ──▶ done | failed
 *   done, failed: the same moves again (a retry, another change). A failure keeps the change asked
 *   for (so the page keeps its form) and the server's message; `reportChange` tells the page the
 *   sale, coupon or sold count as the server now has it.
 */

export type PromotionChange =
  | { type: 'sale.start'; productId: string; sale: NewSaleRequest }
  | { type: 'sale.end'; productId: string; saleId: string }
  | { type: 'coupon.add'; coupon: NewCouponInput }
  | { type: 'coupon.retire'; couponId: string }
  | { type: 'soldCount.set'; productId: string; choice: SoldCountRequest };

export type PromotionActionsEvent = PromotionChange;

export interface PromotionActionsContext {
  /** The change asked for last (while acting, the one being sent). */
  change: PromotionChange | null;
  /** The server's answer to the last change that went through. */
  answer: PromotionAnswer | null;
  /** The server's message (or "could not be reached") for the last failure. */
  message: string | null;
}

const moves = {
  'sale.start': { target: '#promotionActions.acting', actions: 'setChange' },
  'sale.end': { target: '#promotionActions.acting', actions: 'setChange' },
  'coupon.add': { target: '#promotionActions.acting', actions: 'setChange' },
  'coupon.retire': { target: '#promotionActions.acting', actions: 'setChange' },
  'soldCount.set': { target: '#promotionActions.acting', actions: 'setChange' },
} as const;

/** What the server answers a change with. */
export type PromotionAnswer = AdminSale | AdminCoupon | AdminSoldCount;

export const promotionActionsMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as PromotionActionsContext, events: {} as PromotionActionsEvent },
  actors: {
    applyChange: fromPromise<PromotionAnswer, PromotionChange>(async () => {
      throw new Error('applyChange is provided by the promotions page');
    }),
  },
  actions: {
    setChange: assign({ change: ({ event }) => event, message: null }),
    setAnswer: assign({ answer: ({ event }) => (event as unknown as { output: PromotionAnswer }).output }),
    setFailure: assign({
      message: ({ event }) => {
        const error = (event as unknown as { error: unknown }).error;
        return error instanceof Error && error.message !== '' ? error.message : null;
      },
    }),
    /** Provided by the page: the sale, coupon or sold count as the server now has it. */
    reportChange: () => {},
  },
}).createMachine({
  id: 'promotionActions',
  context: { change: null, answer: null, message: null },
  initial: 'idle',
  states: {
    idle: { on: moves },
    acting: {
      invoke: {
        id: 'applyChange',
        src: 'applyChange',
        input: ({ context }) => context.change!,
        onDone: { target: 'done', actions: ['setAnswer', 'reportChange'] },
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    done: { on: moves },
    failed: { on: moves },
  },
});
