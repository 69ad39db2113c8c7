import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import { attemptOf, hasValidLines, isDeliveryComplete, isDeliveryFixed, isFormFilled, isOrderReady, isPaymentFixed } from '../src/domain/checkout';
import { randomToken } from '../src/domain/ids';
import type { OrderView, PickupStore } from '../src/domain/order';
import type { Coupon } from '../src/domain/pricing';
import { choose, clampQuantity, maxQuantity, withQuantity, type Sale } from '../src/domain/product';
import { SubmitOrderError, type SubmitOrderInput } from '../src/domain/submit-order';
import { chooseAddressPart } from '../src/domain/address-form';
import { requireZone } from '../src/domain/zones';
import { editLine, initialCheckoutContext, type CheckoutContext, type CheckoutEvent, type CheckoutInput } from './checkout.context';
import { selectSubmitInput } from './checkout.selectors';

export { SubmitOrderError, type SubmitFailure, type SubmitOrderInput } from '../src/domain/submit-order';
export type { CheckoutContext, CheckoutEvent, CheckoutInput } from './checkout.context';

/**
 * Checkout: what is bought (sku or combo, quantity) -> delivery method (and the pickup store) ->
 * payment method -> recipient form -> submit -> placed. A step with a single possible answer
 * passes by itself. Leaving a filled form asks first ("this popular item may sell out soon").
 *
 * One idempotency key per checkout attempt: a retry of the same order keeps it (so a request that
 * did reach the server is not placed twice); any change to what is ordered makes a new one.
 * Nothing the shopper typed is dropped on any path: the draft is saved as it changes
 * (`saveDraft`) and forgotten once the order is placed or the shopper leaves (`clearDraft`).
 * A valid phone typed is noted as a possible abandoned form (`noteLead`; dropped once placed).
 *
 * While the checkout is open it loads the shopper's received coupons (`loadCoupons`), watches the
 * sale's end (`watchSaleEnd`, which sends `sale.end`) and, back from a chain's store map, looks up
 * the store picked there (`findStoreFromMap`). The page provides them (src/app/actors).
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
  actors: {
    submitOrder: fromPromise<OrderView, SubmitOrderInput>(async () => {
      throw new SubmitOrderError({ kind: 'network', message: 'submitOrder is provided by the composition root' });
    }),
    /** The coupons the shopper received and may still use, for the order's products (none here). */
    loadCoupons: fromPromise<readonly Coupon[], { productIds: readonly string[] }>(async () => []),
    /** Sends `sale.end` once the product's sale is over (here: never). */
    watchSaleEnd: fromCallback<CheckoutEvent, { productId: string; sale: Sale | null }>(() => {}),
    /** The store the shopper picked on a chain's map, back from it; null when they did not come from one. Fails when it is not found. */
    findStoreFromMap: fromPromise<PickupStore | null>(async () => null),
  },
  guards: {
    hasValidLines: ({ context }) => hasValidLines(context),
    canEditLines: ({ context }) => context.source === 'product',
    isDeliveryFixed: ({ context }) => isDeliveryFixed(context),
    isDeliveryComplete: ({ context }) => isDeliveryComplete(context),
    isPaymentFixed: ({ context }) => isPaymentFixed(context),
    isOrderReady: ({ context }) => isOrderReady(context),
    isAttemptChanged: ({ context }) => context.attempt !== attemptOf(context),
    isFormFilled: ({ context }) => isFormFilled(context),
    /** A quantity the line does not have yet (1 to the product's purchase limit; the stepper's buttons ask this). */
    isNewQuantity: ({ context, event }) => event.type === 'quantity.change' && context.lines[0]?.quantity !== clampQuantity(event.quantity, maxQuantity(context.products[context.productId])),
    isStoreFound: (_, store: PickupStore | null) => store !== null,
    isNetworkFailure: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return !(error instanceof SubmitOrderError) || error.failure.kind === 'network';
    },
  },
  actions: {
    selectChoice: assign({
      lines: ({ context, event }) =>
        event.type === 'sku.select' ? editLine(context, (current) => choose(context.products[context.productId]!, current, event.kind, event.id)) : [...context.lines],
    }),
    setQuantity: assign({
      lines: ({ context, event }) => (event.type === 'quantity.change' ? editLine(context, (current) => withQuantity(current, event.quantity, maxQuantity(context.products[context.productId]))) : [...context.lines]),
    }),
    setDelivery: assign(({ context, event }) => {
      if (event.type !== 'delivery.select' || !requireZone(context.zoneId).deliveryMethods.includes(event.method)) return {};
      // A store belongs to one chain: choosing another method drops it.
      return { deliveryMethod: event.method, store: context.store?.brand === event.method ? context.store : null };
    }),
    setStore: assign({
      store: ({ context, event }) => (event.type === 'store.select' && event.store.brand === context.deliveryMethod ? event.store : context.store),
      touched: ({ context }) => (context.touched.includes('store') ? context.touched : [...context.touched, 'store']),
    }),
    /** The store picked on a chain's map: that chain's pickup, and the store (where the zone offers the chain). */
    chooseMapStore: assign(({ context }, store: PickupStore | null) => {
      if (!store || !requireZone(context.zoneId).deliveryMethods.includes(store.brand)) return {};
      return { deliveryMethod: store.brand, store, touched: context.touched.includes('store') ? context.touched : [...context.touched, 'store' as const] };
    }),
    touchStore: assign({ touched: ({ context }) => (context.touched.includes('store') ? context.touched : [...context.touched, 'store']) }),
    setPayment: assign({
      paymentMethod: ({ context, event }) =>
        event.type === 'payment.select' && requireZone(context.zoneId).paymentMethods.includes(event.method) ? event.method : context.paymentMethod,
    }),
    setRecipientField: assign({
      recipient: ({ context, event }) => (event.type === 'recipient.change' ? { ...context.recipient, [event.field]: event.value } : context.recipient),
    }),
    setCoupons: assign((_, coupons: readonly Coupon[]) => ({ coupons: [...coupons] })),
    /** Provided by the page: keep the recipient and the choices for a reload. */
    saveDraft: () => {},
    /** Provided by the page: the draft is done with (placed, or the shopper left). */
    clearDraft: () => {},
    /**
     * Provided by the page: the recipient changed. Once the phone is a valid mobile of the zone
     * (and consent allows it), a small ping makes an abandoned-form lead (debounced).
     */
    noteLead: () => {},
    /** Provided by the page: the order is placed; a ping still waiting is dropped. */
    dropLead: () => {},
    /** Provided by the page: the store picked on the map could not be found; they choose it here. */
    reportMapFailure: () => {},
    endSale: assign({
      products: ({ event, context }) => {
        if (event.type !== 'sale.end' || !context.products[event.productId]) return context.products;
        return { ...context.products, [event.productId]: { ...context.products[event.productId]!, sale: null } };
      },
    }),
    setAddressPart: assign({
      recipient: ({ context, event }) =>
        event.type === 'address.choose' ? chooseAddressPart(requireZone(context.zoneId), context.recipient, event.field, event.value, event.postalCode) : context.recipient,
    }),
    touchField: assign({
      touched: ({ context, event }) =>
        event.type === 'recipient.blur' && !context.touched.includes(event.field) ? [...context.touched, event.field] : context.touched,
    }),
    revealErrors: assign({ revealAll: true }),
    rotateIdempotencyKey: assign({ idempotencyKey: () => randomToken() }),
    rememberAttempt: assign({ attempt: ({ context }) => attemptOf(context) }),
    setOrder: assign({ order: ({ event }) => (event as unknown as { output: OrderView }).output, failure: null }),
    setFailure: assign({
      failure: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return error instanceof SubmitOrderError ? error.failure : { kind: 'network' as const, message: String(error) };
      },
      revealAll: true,
    }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  invoke: [
    {
      id: 'loadCoupons',
      src: 'loadCoupons',
      input: ({ context }) => ({ productIds: Object.keys(context.products) }),
      onDone: { actions: { type: 'setCoupons', params: ({ event }) => event.output } },
      // The total goes without coupons.
      onError: { actions: { type: 'setCoupons', params: [] } },
    },
    {
      id: 'watchSaleEnd',
      src: 'watchSaleEnd',
      input: ({ context }) => ({ productId: context.productId, sale: context.products[context.productId]!.sale ?? null }),
    },
    {
      id: 'findStoreFromMap',
      src: 'findStoreFromMap',
      onDone: { guard: { type: 'isStoreFound', params: ({ event }) => event.output }, actions: [{ type: 'chooseMapStore', params: ({ event }) => event.output }, 'saveDraft'] },
      onError: { actions: 'reportMapFailure' },
    },
  ],
  initial: 'editing',
  states: {
    editing: {
      initial: 'start',
      on: {
        'checkout.leave': [{ guard: 'isFormFilled', target: 'confirmingLeave' }, { target: 'left' }],
        // The price moves with them; the key of an attempt changes when what is ordered does.
        'coupons.update': { actions: { type: 'setCoupons', params: ({ event }) => event.coupons } },
        'sale.end': { actions: 'endSale' },
      },
      states: {
        start: { always: [{ guard: 'hasValidLines', target: 'delivery' }, { target: 'sku' }] },
        sku: {
          on: {
            'sku.select': { actions: 'selectChoice' },
            'quantity.change': { guard: 'isNewQuantity', actions: 'setQuantity' },
            'sku.confirm': { guard: 'hasValidLines', target: 'delivery' },
          },
        },
        delivery: {
          always: { guard: 'isDeliveryFixed', target: 'payment' },
          on: {
            'delivery.select': { actions: ['setDelivery', 'saveDraft'] },
            'store.select': { actions: ['setStore', 'saveDraft'] },
            'delivery.confirm': [{ guard: 'isDeliveryComplete', target: 'payment' }, { actions: 'touchStore' }],
            'sku.change': { guard: 'canEditLines', target: 'sku' },
          },
        },
        payment: {
          always: { guard: 'isPaymentFixed', target: 'recipient' },
          on: {
            'payment.select': { actions: ['setPayment', 'saveDraft'] },
            'payment.confirm': { target: 'recipient' },
            'delivery.change': { target: 'delivery' },
            'sku.change': { guard: 'canEditLines', target: 'sku' },
          },
        },
        recipient: {
          on: {
            'quantity.change': { guard: and(['canEditLines', 'isNewQuantity']), actions: ['setQuantity', 'clearFailure'] },
            'recipient.change': { actions: ['setRecipientField', 'clearFailure', 'saveDraft', 'noteLead'] },
            'address.choose': { actions: ['setAddressPart', 'clearFailure', 'saveDraft'] },
            'recipient.blur': { actions: 'touchField' },
            'sku.change': { guard: 'canEditLines', target: 'sku', actions: 'clearFailure' },
            'delivery.change': { target: 'delivery', actions: 'clearFailure' },
            'payment.change': { target: 'payment', actions: 'clearFailure' },
            'order.submit': [
              {
                guard: and(['isOrderReady', 'isAttemptChanged']),
                target: '#checkout.submitting',
                actions: ['rotateIdempotencyKey', 'rememberAttempt', 'clearFailure'],
              },
              { guard: 'isOrderReady', target: '#checkout.submitting', actions: 'clearFailure' },
              { actions: 'revealErrors' },
            ],
          },
        },
        networkFailure: {
          on: {
            'order.retry': { target: '#checkout.submitting', actions: 'clearFailure' },
            'recipient.change': { target: 'recipient', actions: ['setRecipientField', 'clearFailure', 'saveDraft', 'noteLead'] },
            'address.choose': { target: 'recipient', actions: ['setAddressPart', 'clearFailure', 'saveDraft'] },
            'delivery.change': { target: 'delivery', actions: 'clearFailure' },
            'payment.change': { target: 'payment', actions: 'clearFailure' },
          },
        },
        history: { type: 'history' },
      },
    },
    confirmingLeave: {
      on: {
        'leave.cancel': { target: 'editing.history' },
        'leave.confirm': { target: 'left' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => selectSubmitInput(context),
        onDone: { target: 'placed', actions: 'setOrder' },
        onError: [
          { guard: 'isNetworkFailure', target: 'editing.networkFailure', actions: 'setFailure' },
          { target: 'editing.recipient', actions: 'setFailure' },
        ],
      },
    },
    placed: { type: 'final', entry: ['clearDraft', 'dropLead'] },
    left: { type: 'final', entry: 'clearDraft' },
  },
});
