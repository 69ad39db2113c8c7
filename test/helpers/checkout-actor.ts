import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { checkoutMachine, type CheckoutEvent, type CheckoutInput, type SubmitOrderInput } from '../../machines/checkout.machine';
import type { OrderView, PickupStore } from '../../src/domain/order';
import type { Coupon } from '../../src/domain/pricing';
import type { Product, Sale } from '../../src/domain/product';
import type { CodeSent, SendCodeInput, VerifyCodeInput } from '../../src/domain/verification';
import { deferred } from './deferred';
import { testProduct, VALID_TW_RECIPIENT } from './fixtures';

/**
 * The checkout machine under test, shared by its hand-written rules
 * (test/machines/checkout-rules.machine.test.ts) and its generated paths (checkout.machine.test.ts).
 */

export const taiwan = testProduct();
export const macau = testProduct({ id: 'bottle-mo', zoneId: 11, currency: 'MOP' });
export const placed = { orderNo: 'TW0123456789AB' } as OrderView;
export const store: PickupStore = { brand: 'seven_eleven', id: '990001', name: 'Sample store', address: 'Taipei' };

/**
 * A checkout actor whose order submissions, coupon and map-store lookups the test answers by hand;
 * `sales` end the watched sale, `drafts` holds every draft saved (null: cleared), `mapFailures` each
 * time the page was told the map's store was not found.
 */
export function startCheckout(input: Partial<CheckoutInput> & { product?: Product } = {}, clock = new SimulatedClock()) {
  const sends: { input: SendCodeInput; answer: ReturnType<typeof deferred<CodeSent>> }[] = [];
  const checks: { input: VerifyCodeInput; answer: ReturnType<typeof deferred<{ token: string }>> }[] = [];
  const submissions: { input: SubmitOrderInput; answer: ReturnType<typeof deferred<OrderView>> }[] = [];
  const couponLoads: { input: { productIds: readonly string[] }; answer: ReturnType<typeof deferred<readonly Coupon[]>> }[] = [];
  const mapLookups: ReturnType<typeof deferred<PickupStore | null>>[] = [];
  const sales: { input: { productId: string; sale: Sale | null }; end: () => void }[] = [];
  const drafts: (Pick<CheckoutInput, 'recipient' | 'deliveryMethod' | 'store' | 'paymentMethod'> | null)[] = [];
  /** Each noted lead's phone as typed then; null: the lead was dropped (the order is placed). */
  const leads: (string | null)[] = [];
  /** How many times the page was told the map's store could not be found. */
  const mapFailures: string[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      submitOrder: fromPromise<OrderView, SubmitOrderInput>(({ input }) => {
        const answer = deferred<OrderView>();
        submissions.push({ input, answer });
        return answer.promise;
      }),
      loadCoupons: fromPromise<readonly Coupon[], { productIds: readonly string[] }>(({ input }) => {
        const answer = deferred<readonly Coupon[]>();
        couponLoads.push({ input, answer });
        return answer.promise;
      }),
      findStoreFromMap: fromPromise<PickupStore | null>(() => {
        const answer = deferred<PickupStore | null>();
        mapLookups.push(answer);
        return answer.promise;
      }),
      watchSaleEnd: fromCallback<CheckoutEvent, { productId: string; sale: Sale | null }>(({ input, sendBack }) => {
        sales.push({ input, end: () => sendBack({ type: 'sale.end', productId: input.productId }) });
      }),
      sendCode: fromPromise<CodeSent, SendCodeInput>(({ input }) => {
        const answer = deferred<CodeSent>();
        sends.push({ input, answer });
        return answer.promise;
      }),
      verifyCode: fromPromise<{ token: string }, VerifyCodeInput>(({ input }) => {
        const answer = deferred<{ token: string }>();
        checks.push({ input, answer });
        return answer.promise;
      }),
    },
    actions: {
      saveDraft: ({ context }) => void drafts.push({ recipient: context.recipient, deliveryMethod: context.deliveryMethod, store: context.store, paymentMethod: context.paymentMethod }),
      clearDraft: () => void drafts.push(null),
      noteLead: ({ context }) => void leads.push(context.recipient.phone),
      dropLead: () => void leads.push(null),
      reportMapFailure: () => void mapFailures.push('not found'),
    },
  });
  const actor = createActor(machine, { input: { product: taiwan, ...input }, clock });
  actor.start();
  return { actor, submissions, couponLoads, mapLookups, mapFailures, sales, drafts, leads, sends, checks, clock };
}

export type Actor = ReturnType<typeof startCheckout>['actor'];
export const fill = (actor: Actor, values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'recipient.change', field: field as never, value });
};
/** Home delivery by courier, cash on delivery: from the delivery step to the form. */
export const toForm = (actor: Actor) => {
  actor.send({ type: 'delivery.select', method: 'tw_courier' });
  actor.send({ type: 'delivery.confirm' });
  actor.send({ type: 'payment.confirm' });
};
export const TW_FORM = { ...VALID_TW_RECIPIENT, city: '臺北市', district: '中正區' };
