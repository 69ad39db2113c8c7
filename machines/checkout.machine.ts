import { and, assign, fromPromise, setup } from 'xstate';
import {
  attemptOf,
  checkoutErrors,
  checkoutTotals,
  emptyRecipient,
  hasValidLines,
  isDeliveryComplete,
  isFormFilled,
  isOrderReady,
  submitInput,
  type CheckoutErrors,
  type CheckoutState,
} from '../src/domain/checkout';
import { randomToken } from '../src/domain/ids';
import type { Coupon } from '../src/domain/pricing';
import type { OrderView, PickupStore } from '../src/domain/order';
import type { OrderLine, PricingResult } from '../src/domain/pricing';
import { choose, defaultSelection, withQuantity, type Product, type Selection } from '../src/domain/product';
import type { RecipientField, RecipientInput } from '../src/domain/recipient-fields';
import { SubmitOrderError, type SubmitFailure, type SubmitOrderInput } from '../src/domain/submit-order';
import { chooseAddressPart } from '../src/domain/address-form';
import { isPickup, requireZone, type AddressPart, type DeliveryMethod, type PaymentMethod } from '../src/domain/zones';

export { SubmitOrderError, type SubmitFailure, type SubmitOrderInput } from '../src/domain/submit-order';

/**
 * Checkout: what is bought (sku or combo, quantity) -> delivery method (and the pickup store) ->
 * payment method -> recipient form -> submit -> placed. A step with a single possible answer
 * passes by itself. Leaving a filled form asks first ("this popular item may sell out soon").
 *
 * One idempotency key per checkout attempt: a retry of the same order keeps it (so a request that
 * did reach the server is not placed twice); any change to what is ordered makes a new one.
 * Nothing the shopper typed is dropped on any path.
 */
export interface CheckoutInput {
  /** The product the shopper came for, and every product the lines name. */
  product: Product;
  products?: readonly Product[];
  /** From the landing page (one line, editable here) or from the cart (fixed lines). */
  selection?: Selection | null;
  lines?: readonly OrderLine[];
  recipient?: Partial<RecipientInput>;
  /** Coupons the shopper received (the best one the order reaches applies). */
  coupons?: readonly Coupon[];
  /** The delivery and payment chosen before (a draft after a reload); ignored where the zone lacks them. */
  deliveryMethod?: DeliveryMethod;
  store?: PickupStore | null;
  paymentMethod?: PaymentMethod;
}

export interface CheckoutContext extends CheckoutState {
  source: 'product' | 'cart';
  /** Fields the shopper has left; their errors show. */
  touched: (RecipientField | 'store')[];
  /** After a submit attempt every field's error shows. */
  revealAll: boolean;
  idempotencyKey: string;
  /** What the current key was used for. */
  attempt: string | null;
  order: OrderView | null;
  failure: SubmitFailure | null;
}

export type CheckoutEvent =
  | { type: 'sku.select'; kind: Selection['kind']; id: string }
  | { type: 'quantity.change'; quantity: number }
  | { type: 'sku.confirm' }
  | { type: 'sku.change' }
  | { type: 'delivery.select'; method: DeliveryMethod }
  | { type: 'store.select'; store: PickupStore }
  | { type: 'delivery.confirm' }
  | { type: 'delivery.change' }
  | { type: 'payment.select'; method: PaymentMethod }
  | { type: 'payment.confirm' }
  | { type: 'payment.change' }
  | { type: 'recipient.change'; field: RecipientField; value: string }
  /** A place chosen from the region's list; `postalCode` is the place's own, where it has one. */
  | { type: 'address.choose'; field: AddressPart; value: string; postalCode?: string }
  | { type: 'recipient.blur'; field: RecipientField }
  | { type: 'order.submit' }
  | { type: 'order.retry' }
  | { type: 'checkout.leave' }
  /** The shopper's received coupons, as the server tells them (after the page opens, or a claim). */
  | { type: 'coupons.update'; coupons: readonly Coupon[] }
  /** A sale's countdown reached its end: its price is gone. */
  | { type: 'sale.end'; productId: string }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' };

// ---- selectors: the views ask these ------------------------------------------------------------

export const selectTotals = (context: CheckoutContext): PricingResult => checkoutTotals(context);
export const selectAllErrors = (context: CheckoutContext): CheckoutErrors => checkoutErrors(context);

/** The errors to show now: those of fields already left, or all after a submit attempt. */
export function selectVisibleErrors(context: CheckoutContext): CheckoutErrors {
  const all = checkoutErrors(context);
  if (context.revealAll) return all;
  return Object.fromEntries(Object.entries(all).filter(([field]) => context.touched.includes(field as RecipientField)));
}

export const selectSubmitInput = (context: CheckoutContext): SubmitOrderInput => submitInput(context, context.idempotencyKey);

const editLine = (context: CheckoutContext, edit: (selection: Selection | null) => Selection | null): OrderLine[] => {
  const first = context.lines[0] ?? null;
  const product = context.products[context.productId]!;
  const next = edit(first);
  return next ? [{ ...next, productId: product.id }] : [...context.lines];
};

export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
  actors: {
    submitOrder: fromPromise<OrderView, SubmitOrderInput>(async () => {
      throw new SubmitOrderError({ kind: 'network', message: 'submitOrder is provided by the composition root' });
    }),
  },
  guards: {
    hasValidLines: ({ context }) => hasValidLines(context),
    canEditLines: ({ context }) => context.source === 'product',
    isDeliveryFixed: ({ context }) => {
      const methods = requireZone(context.zoneId).deliveryMethods;
      return methods.length === 1 && !isPickup(methods[0]!);
    },
    isDeliveryComplete: ({ context }) => isDeliveryComplete(context),
    isPaymentFixed: ({ context }) => requireZone(context.zoneId).paymentMethods.length === 1,
    isOrderReady: ({ context }) => isOrderReady(context),
    isAttemptChanged: ({ context }) => context.attempt !== attemptOf(context),
    isFormFilled: ({ context }) => isFormFilled(context),
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
      lines: ({ context, event }) => (event.type === 'quantity.change' ? editLine(context, (current) => withQuantity(current, event.quantity)) : [...context.lines]),
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
    touchStore: assign({ touched: ({ context }) => (context.touched.includes('store') ? context.touched : [...context.touched, 'store']) }),
    setPayment: assign({
      paymentMethod: ({ context, event }) =>
        event.type === 'payment.select' && requireZone(context.zoneId).paymentMethods.includes(event.method) ? event.method : context.paymentMethod,
    }),
    setRecipientField: assign({
      recipient: ({ context, event }) => (event.type === 'recipient.change' ? { ...context.recipient, [event.field]: event.value } : context.recipient),
    }),
    setCoupons: assign({ coupons: ({ event, context }) => (event.type === 'coupons.update' ? [...event.coupons] : context.coupons) }),
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
  context: ({ input }) => {
    const zone = requireZone(input.product.zoneId);
    const products = Object.fromEntries([input.product, ...(input.products ?? [])].map((product) => [product.id, product]));
    const fromCart = input.lines !== undefined;
    const selection = input.selection === undefined ? defaultSelection(input.product) : input.selection;
    const deliveryMethod = input.deliveryMethod && zone.deliveryMethods.includes(input.deliveryMethod) ? input.deliveryMethod : zone.deliveryMethods[0]!;
    return {
      zoneId: zone.id,
      productId: input.product.id,
      products,
      lines: fromCart ? [...input.lines!] : selection ? [{ ...selection, productId: input.product.id }] : [],
      source: fromCart ? 'cart' : 'product',
      deliveryMethod,
      paymentMethod: input.paymentMethod && zone.paymentMethods.includes(input.paymentMethod) ? input.paymentMethod : zone.paymentMethods[0]!,
      store: input.store && input.store.brand === deliveryMethod ? input.store : null,
      recipient: emptyRecipient(input.recipient),
      coupons: [...(input.coupons ?? [])],
      touched: [],
      revealAll: false,
      idempotencyKey: '',
      attempt: null,
      order: null,
      failure: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'start',
      on: {
        'checkout.leave': [{ guard: 'isFormFilled', target: 'confirmingLeave' }, { target: 'left' }],
        // The price moves with them; the key of an attempt changes when what is ordered does.
        'coupons.update': { actions: 'setCoupons' },
        'sale.end': { actions: 'endSale' },
      },
      states: {
        start: { always: [{ guard: 'hasValidLines', target: 'delivery' }, { target: 'sku' }] },
        sku: {
          on: {
            'sku.select': { actions: 'selectChoice' },
            'quantity.change': { actions: 'setQuantity' },
            'sku.confirm': { guard: 'hasValidLines', target: 'delivery' },
          },
        },
        delivery: {
          always: { guard: 'isDeliveryFixed', target: 'payment' },
          on: {
            'delivery.select': { actions: 'setDelivery' },
            'store.select': { actions: 'setStore' },
            'delivery.confirm': [{ guard: 'isDeliveryComplete', target: 'payment' }, { actions: 'touchStore' }],
            'sku.change': { guard: 'canEditLines', target: 'sku' },
          },
        },
        payment: {
          always: { guard: 'isPaymentFixed', target: 'recipient' },
          on: {
            'payment.select': { actions: 'setPayment' },
            'payment.confirm': { target: 'recipient' },
            'delivery.change': { target: 'delivery' },
            'sku.change': { guard: 'canEditLines', target: 'sku' },
          },
        },
        recipient: {
          on: {
            'quantity.change': { guard: 'canEditLines', actions: ['setQuantity', 'clearFailure'] },
            'recipient.change': { actions: ['setRecipientField', 'clearFailure'] },
            'address.choose': { actions: ['setAddressPart', 'clearFailure'] },
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
            'recipient.change': { target: 'recipient', actions: ['setRecipientField', 'clearFailure'] },
            'address.choose': { target: 'recipient', actions: ['setAddressPart', 'clearFailure'] },
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
    placed: { type: 'final' },
    left: { type: 'final' },
  },
});

/** Which step the form shows open: the step the machine is in (submitting and failure: the form). */
export function selectStep(snapshot: { matches: (state: never) => boolean }): 'sku' | 'delivery' | 'payment' | 'recipient' {
  const is = (state: object) => snapshot.matches(state as never);
  if (is({ editing: 'sku' })) return 'sku';
  if (is({ editing: 'delivery' })) return 'delivery';
  if (is({ editing: 'payment' })) return 'payment';
  return 'recipient';
}
