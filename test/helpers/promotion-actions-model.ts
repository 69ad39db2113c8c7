import type { SnapshotFrom } from 'xstate';
import type { PromotionActionsEvent, PromotionChange, promotionActionsMachine } from '../../machines/promotion-actions.machine';
import type { AdminSale } from '../../src/domain/contracts/admin-promotions';

type Snapshot = SnapshotFrom<typeof promotionActionsMachine>;

/** A sale as the server answers it. */
export const PROMOTION_SALE: AdminSale = { id: 'sale-1', productId: 'lampka', kind: 'flash', percentOff: 20, startsAt: '2030-01-01T00:00:00.000Z', endsAt: '2030-01-02T00:00:00.000Z', state: 'scheduled' };
export const START_SALE: PromotionChange = { type: 'sale.start', productId: 'lampka', sale: { percentOff: 20, endsAt: '2030-01-02T00:00:00.000Z' } };
/** The server's message for every refused change of the model. */
export const PROMOTION_REFUSAL = 'Refused.';

/** The events a tester sends: each change an owner makes on the Promotions page, and the server's answers. */
export const PROMOTION_EVENTS = [
  START_SALE,
  { type: 'sale.end', productId: 'lampka', saleId: 'sale-1' },
  { type: 'coupon.add', coupon: { productId: 'lampka', kind: 'percent', value: 15, minOrder: 0 } },
  { type: 'coupon.retire', couponId: 'cp-1' },
  { type: 'soldCount.set', productId: 'lampka', choice: { mode: 'real' } },
  { type: 'xstate.done.actor.applyChange', output: PROMOTION_SALE },
  { type: 'xstate.error.actor.applyChange', error: new Error(PROMOTION_REFUSAL) },
] as unknown as PromotionActionsEvent[];

/** A snapshot as the model tells states apart: where it is, which change it sent last, the server's message. */
export const serializePromotion = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, change: snapshot.context.change?.type ?? null, message: snapshot.context.message });
