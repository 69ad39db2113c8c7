import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import { attemptOf, hasValidLines, isDeliveryComplete, isDeliveryFixed, isFormFilled, isOrderReady, isPaymentFixed } from '../src/domain/checkout';
import { randomToken } from '../src/domain/ids';
import type { OrderView, PickupStore } from '../src/domain/order';
import type { Coupon } from '../src/domain/pricing';
import { choose, clampQuantity, maxQuantity, withQuantity, type Sale } from '../src/domain/product';
import { SubmitOrderError, type SubmitOrderInput } from '../src/domain/submit-order';
import { chooseAddressPart } from '../src/domain/address-form';
import { requireZone } from '../src/domain/zones';
import { editLine, initialCheckoutContext, withTextsOf, type CheckoutContext, type CheckoutEvent, type CheckoutInput } from './checkout.context';
import { selectSubmitInput } from './checkout.selectors';
import { cleanCode, CODE_LENGTH, VerificationError, type CodeSent, type SendCodeInput, type VerifyCodeInput } from '../src/domain/verification';

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
 *
 * Phone verification (issue 16), before the order is created: where the site asks for it always,
 * or when the server answers that this order needs it (a velocity limit with the site's `risky`
 * setting), a one-time code goes to the form's phone (`sendCode`), the shopper types it
 * (`verifyCode`), and the order goes on with the token the right code gave. The code lives for
 * `codeLifetime`; another may be asked after `resendCooldown`; five wrong codes end it.
 */
export const checkoutMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, nothing reads them at run time
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
    /** Sends a one-time code to the phone. */
    sendCode: fromPromise<CodeSent, SendCodeInput>(async () => {
      throw new VerificationError('network', 'sendCode is provided by the composition root');
    }),
    /** Checks the code typed; answers the verification token. */
    verifyCode: fromPromise<{ token: string }, VerifyCodeInput>(async () => {
      throw new VerificationError('network', 'verifyCode is provided by the composition root');
    }),
  },
  delays: {
    codeLifetime: ({ context }) => context.verification.expiresIn * 1000,
    resendCooldown: ({ context }) => context.verification.resendIn * 1000,
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
    /** The page did not open back from a chain's store map (a reload, or a way back in history). */
    isNotBackFromStoreMap: ({ context }) => !context.fromStoreMap,
    /** A quantity the line does not have yet (1 to the product's purchase limit; the stepper's buttons ask this). */
    isNewQuantity: ({ context, event }) => event.type === 'quantity.change' && context.lines[0]?.quantity !== clampQuantity(event.quantity, maxQuantity(context.products[context.productId])),
    isStoreFound: (_, store: PickupStore | null) => store !== null,
    /** The site asks for a verified phone on every order, and this phone has no token yet. */
    needsVerification: ({ context }) => context.verification.mode === 'always' && !(context.verification.token && context.verification.phone === context.recipient.phone),
    isVerificationAsked: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return error instanceof SubmitOrderError && error.failure.kind === 'verify';
    },
    isCodeComplete: ({ context }) => context.verification.code.length === CODE_LENGTH,
    /** A code was sent a moment ago: the one already on its way is the one to type. */
    isCooldown: ({ event }) => reasonOf(event) === 'cooldown',
    isCodeExpired: ({ event }) => reasonOf(event) === 'expired',
    isOutOfAttempts: ({ event }) => reasonOf(event) === 'tooManyAttempts',
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
    /** The products' names in the language the shopper switched to (the summary's lines say them). */
    translateProducts: assign({
      products: ({ event, context }) => {
        if (event.type !== 'locale.change') return context.products;
        return Object.fromEntries(Object.entries(context.products).map(([id, product]) => [id, withTextsOf(product, event.products.find((translated) => translated.id === id))]));
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
    startVerification: assign({ verification: ({ context }) => ({ ...context.verification, phone: context.recipient.phone, token: null, code: '', attemptsLeft: null, failure: null }) }),
    setCodeSent: assign({ verification: ({ context, event }) => ({ ...context.verification, ...(event as unknown as { output: CodeSent }).output, code: '', attemptsLeft: null, failure: null }) }),
    setCode: assign({ verification: ({ context, event }) => ({ ...context.verification, code: event.type === 'code.change' ? cleanCode(event.code) : context.verification.code, failure: null }) }),
    setToken: assign({ verification: ({ context, event }) => ({ ...context.verification, token: (event as unknown as { output: { token: string } }).output.token, code: '', failure: null }) }),
    setVerificationFailure: assign({
      verification: ({ context, event }) => {
        const error = (event as { error?: unknown }).error;
        const attemptsLeft = error instanceof VerificationError ? error.attemptsLeft : null;
        return { ...context.verification, code: '', failure: reasonOf(event) ?? 'network', attemptsLeft: attemptsLeft ?? context.verification.attemptsLeft };
      },
    }),
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
  // Whatever the step (the code dialog too), the form's texts follow the shopper's language.
  on: { 'locale.change': { actions: 'translateProducts' } },
  initial: 'editing',
  states: {
    editing: {
      initial: 'start',
      on: {
        'checkout.leave': [{ guard: 'isFormFilled', target: 'confirmingLeave' }, { target: 'left' }],
        // The price moves with it; the key of an attempt changes when what is ordered does.
        'sale.end': { actions: 'endSale' },
      },
      states: {
        // Back after a reload with fields typed (typed only on the form): the form, as the shopper
        // left it. Back from a store map, the delivery step, with the store picked there.
        start: {
          always: [
            { guard: and(['hasValidLines', 'isFormFilled', 'isDeliveryComplete', 'isNotBackFromStoreMap']), target: 'recipient' },
            { guard: 'hasValidLines', target: 'delivery' },
            { target: 'sku' },
          ],
        },
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
                target: '#checkout.gate',
                actions: ['rotateIdempotencyKey', 'rememberAttempt', 'clearFailure'],
              },
              { guard: 'isOrderReady', target: '#checkout.gate', actions: 'clearFailure' },
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
    /** Before the order: a verified phone where the site asks for one on every order. */
    gate: { always: [{ guard: 'needsVerification', target: 'verifying' }, { target: 'submitting' }] },
    verifying: {
      initial: 'sending',
      entry: 'startVerification',
      on: { 'verification.cancel': { target: 'editing.recipient' } },
      states: {
        sending: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ phone: context.recipient.phone, channel: 'sms' as const }),
            onDone: { target: 'codeEntry', actions: 'setCodeSent' },
            onError: [{ guard: 'isCooldown', target: 'codeEntry' }, { target: 'sendFailed', actions: 'setVerificationFailure' }],
          },
        },
        sendFailed: { on: { 'code.resend': { target: 'sending' } } },
        codeEntry: {
          type: 'parallel',
          after: { codeLifetime: { target: 'expired' } },
          states: {
            code: {
              initial: 'typing',
              states: {
                typing: {
                  on: {
                    'code.change': { actions: 'setCode' },
                    'code.submit': { guard: 'isCodeComplete', target: 'checking' },
                  },
                },
                checking: {
                  invoke: {
                    id: 'verifyCode',
                    src: 'verifyCode',
                    input: ({ context }) => ({ phone: context.recipient.phone, code: context.verification.code }),
                    onDone: { target: '#checkout.verifying.verified', actions: 'setToken' },
                    onError: [
                      { guard: 'isCodeExpired', target: '#checkout.verifying.expired', actions: 'setVerificationFailure' },
                      { guard: 'isOutOfAttempts', target: '#checkout.verifying.tooManyAttempts', actions: 'setVerificationFailure' },
                      { target: 'typing', actions: 'setVerificationFailure' },
                    ],
                  },
                },
              },
            },
            resend: {
              initial: 'coolingDown',
              states: {
                coolingDown: { after: { resendCooldown: { target: 'ready' } } },
                ready: { on: { 'code.resend': { target: '#checkout.verifying.sending' } } },
              },
            },
          },
        },
        expired: { on: { 'code.resend': { target: 'sending' } } },
        tooManyAttempts: { on: { 'code.resend': { target: 'sending' } } },
        verified: { always: { target: '#checkout.submitting' } },
      },
    },
    submitting: {
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => selectSubmitInput(context),
        onDone: { target: 'placed', actions: 'setOrder' },
        onError: [
          { guard: 'isVerificationAsked', target: 'verifying' },
          { guard: 'isNetworkFailure', target: 'editing.networkFailure', actions: 'setFailure' },
          { target: 'editing.recipient', actions: 'setFailure' },
        ],
      },
    },
    placed: { type: 'final', entry: ['clearDraft', 'dropLead'] },
    left: { type: 'final', entry: 'clearDraft' },
  },
});

/** The reason a verification actor failed with, if it said one. */
function reasonOf(event: unknown) {
  const error = (event as { error?: unknown }).error;
  return error instanceof VerificationError ? error.reason : undefined;
}
