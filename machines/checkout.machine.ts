import { and, assign, fromPromise, setup } from 'xstate';
import { choose, defaultSelection, findChoice, withQuantity, type Product, type Selection } from '../src/domain/product';
import { priceOrder, type PricingResult } from '../src/domain/pricing';
import {
  EMPTY_RECIPIENT,
  validateRecipient,
  type RecipientErrors,
  type RecipientField,
  type RecipientInput,
} from '../src/domain/recipient';
import { randomToken } from '../src/domain/ids';
import { requireZone } from '../src/domain/zones';
import type { OrderView } from '../src/domain/order';
import { SubmitOrderError, type SubmitFailure, type SubmitOrderInput } from '../src/domain/submit-order';

/**
 * Checkout: choose a sku or combo and a quantity, fill the recipient form, submit, succeed.
 *
 *   sku ──sku.confirm──▶ recipient ──order.submit──▶ submitting ──done──▶ placed
 *                          ▲   │                        │
 *                          │   └─recipient.back─▶ sku   ├─network error─▶ networkFailure ─order.retry─▶ submitting
 *                          └────────────────────────────┴─rejected (the server said no)
 *
 * One idempotency key per checkout attempt: a retry of the same order keeps it (so a request that
 * did reach the server is not placed twice); any change to what is ordered makes a new one.
 * Nothing the shopper typed is dropped on any path.
 */
export { SubmitOrderError, type SubmitFailure, type SubmitOrderInput } from '../src/domain/submit-order';

export interface CheckoutInput {
  product: Product;
  selection?: Selection | null;
  recipient?: Partial<RecipientInput>;
}

export interface CheckoutContext {
  product: Product;
  selection: Selection | null;
  recipient: RecipientInput;
  /** Fields the shopper has left; their errors show. */
  touched: RecipientField[];
  /** After a submit attempt every field's error shows. */
  revealAll: boolean;
  idempotencyKey: string;
  /** What the current key was used for (JSON of the order without the key). */
  attempt: string | null;
  order: OrderView | null;
  failure: SubmitFailure | null;
}

export type CheckoutEvent =
  | { type: 'sku.select'; kind: Selection['kind']; id: string }
  | { type: 'quantity.change'; quantity: number }
  | { type: 'sku.confirm' }
  | { type: 'recipient.change'; field: RecipientField; value: string }
  | { type: 'recipient.blur'; field: RecipientField }
  | { type: 'recipient.back' }
  | { type: 'order.submit' }
  | { type: 'order.retry' };

// ---- selectors: the views ask these, they never re-derive a rule -------------------------------

export function selectTotals(context: Pick<CheckoutContext, 'product' | 'selection'>): PricingResult {
  return priceOrder(context.product, context.selection ? [context.selection] : []);
}

export function selectAllErrors(context: Pick<CheckoutContext, 'product' | 'recipient'>): RecipientErrors {
  const result = validateRecipient(requireZone(context.product.zoneId), context.recipient);
  return result.ok ? {} : result.errors;
}

/** The errors to show now: those of fields already left, or all after a submit attempt. */
export function selectVisibleErrors(context: CheckoutContext): RecipientErrors {
  const all = selectAllErrors(context);
  if (context.revealAll) return all;
  return Object.fromEntries(Object.entries(all).filter(([field]) => context.touched.includes(field as RecipientField)));
}

export function selectSubmitInput(context: CheckoutContext): SubmitOrderInput {
  const totals = selectTotals(context);
  return {
    idempotencyKey: context.idempotencyKey,
    productId: context.product.id,
    lines: context.selection ? [context.selection] : [],
    recipient: context.recipient,
    expectedTotal: totals.ok ? totals.totals.total : 0,
  };
}

function attemptOf(context: CheckoutContext): string {
  const { idempotencyKey: _key, ...order } = selectSubmitInput(context);
  return JSON.stringify(order);
}

// ---- the machine --------------------------------------------------------------------------------

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    submitOrder: fromPromise<OrderView, SubmitOrderInput>(async () => {
      throw new SubmitOrderError({ kind: 'network', message: 'submitOrder is provided by the composition root' });
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selection !== null && findChoice(context.product, context.selection) !== undefined,
    isRecipientValid: ({ context }) => validateRecipient(requireZone(context.product.zoneId), context.recipient).ok,
    isAttemptChanged: ({ context }) => context.attempt !== attemptOf(context),
    isNetworkFailure: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return !(error instanceof SubmitOrderError) || error.failure.kind === 'network';
    },
  },
  actions: {
    selectChoice: assign({
      selection: ({ context, event }) =>
        event.type === 'sku.select' ? choose(context.product, context.selection, event.kind, event.id) : context.selection,
    }),
    setQuantity: assign({
      selection: ({ context, event }) => (event.type === 'quantity.change' ? withQuantity(context.selection, event.quantity) : context.selection),
    }),
    setRecipientField: assign({
      recipient: ({ context, event }) =>
        event.type === 'recipient.change' ? { ...context.recipient, [event.field]: event.value } : context.recipient,
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
    }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    product: input.product,
    selection: input.selection === undefined ? defaultSelection(input.product) : input.selection,
    recipient: { ...EMPTY_RECIPIENT, ...input.recipient },
    touched: [],
    revealAll: false,
    idempotencyKey: '',
    attempt: null,
    order: null,
    failure: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasSelection', target: 'recipient' }, { target: 'sku' }],
    },
    sku: {
      on: {
        'sku.select': { actions: 'selectChoice' },
        'quantity.change': { actions: 'setQuantity' },
        'sku.confirm': { guard: 'hasSelection', target: 'recipient' },
      },
    },
    recipient: {
      on: {
        'sku.select': { actions: ['selectChoice', 'clearFailure'] },
        'quantity.change': { actions: ['setQuantity', 'clearFailure'] },
        'recipient.change': { actions: ['setRecipientField', 'clearFailure'] },
        'recipient.blur': { actions: 'touchField' },
        'recipient.back': { target: 'sku', actions: 'clearFailure' },
        'order.submit': [
          {
            guard: and(['hasSelection', 'isRecipientValid', 'isAttemptChanged']),
            target: 'submitting',
            actions: ['rotateIdempotencyKey', 'rememberAttempt', 'clearFailure'],
          },
          { guard: and(['hasSelection', 'isRecipientValid']), target: 'submitting', actions: 'clearFailure' },
          { actions: 'revealErrors' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => selectSubmitInput(context),
        onDone: { target: 'placed', actions: 'setOrder' },
        onError: [
          { guard: 'isNetworkFailure', target: 'networkFailure', actions: 'setFailure' },
          { target: 'recipient', actions: 'setFailure' },
        ],
      },
    },
    networkFailure: {
      on: {
        'order.retry': { target: 'submitting', actions: 'clearFailure' },
        'recipient.change': { target: 'recipient', actions: ['setRecipientField', 'clearFailure'] },
        'recipient.back': { target: 'sku', actions: 'clearFailure' },
      },
    },
    placed: { type: 'final' },
  },
});
