import { assign, fromPromise, setup } from 'xstate';
import { MAX_LINES, type OrderLine } from '../src/domain/pricing';
import { MAX_QUANTITY } from '../src/domain/product';
import type { CartLineView } from '../src/domain/cart';

export type { CartLineView } from '../src/domain/cart';

/**
 * The shopping cart (spec §2, §4, §5): up to 50 items; the 51st is refused with the purchase-limit
 * message. Items whose product is no longer sold are removed when the cart is opened and again
 * when the shopper continues to checkout, with the "products invalid and removed" message.
 * Checking out an empty cart says so. Checkout itself is the checkout machine, given the lines.
 *
 *   loading ─▶ validating ─▶ ready ──cart.checkout──▶ checkingOut ─▶ checkout (final)
 *                              ▲                          │ removed or empty
 *                              └──────────────────────────┘
 */
/** A line of the cart, with what the server last said about it (absent until validated). */
export type CartLine = OrderLine & { view?: CartLineView };

export interface CartValidation {
  lines: CartLine[];
  removed: number;
  /** What the checkout will charge for the lines (absent: not known). */
  total?: number;
}

export type CartNotice = 'limit' | 'removed' | 'empty' | null;

export interface CartContext {
  lines: CartLine[];
  notice: CartNotice;
  /** The checkout's total for the lines as last validated (null: not known, or stale). */
  total?: number | null;
}

type LineKey = Pick<OrderLine, 'productId' | 'kind' | 'id'>;

export type CartEvent =
  | { type: 'cart.add'; line: OrderLine }
  | { type: 'cart.remove'; line: LineKey }
  | { type: 'cart.quantity'; line: LineKey; quantity: number }
  | { type: 'cart.checkout' }
  | { type: 'notice.dismiss' };

const same = (a: LineKey, b: LineKey) => a.productId === b.productId && a.kind === b.kind && a.id === b.id;
const clamp = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity) || 1));

export const cartMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as CartContext, events: {} as CartEvent },
  actors: {
    loadCart: fromPromise<CartLine[]>(async () => []),
    validateCart: fromPromise<CartValidation, { lines: CartLine[] }>(async ({ input }) => ({ lines: input.lines, removed: 0 })),
  },
  actions: {
    /** Writes the lines to the shopper's storage (provided by the page). */
    saveCart: () => {},
    setLines: assign({ lines: ({ event }) => (event as unknown as { output: CartLine[] }).output }),
    applyValidation: assign(({ event }) => {
      const { lines, removed, total } = (event as unknown as { output: CartValidation }).output;
      return { lines, total: total ?? null, notice: removed > 0 ? ('removed' as const) : null };
    }),
    addLine: assign({
      lines: ({ context, event }) => {
        // Stryker disable next-line ConditionalExpression: addLine runs on cart.add only: the check narrows the event's type, no other event reaches it
        if (event.type !== 'cart.add') return context.lines;
        const existing = context.lines.find((line) => same(line, event.line));
        if (existing) return context.lines.map((line) => (line === existing ? { ...line, quantity: clamp(line.quantity + event.line.quantity) } : line));
        return [...context.lines, { ...event.line, quantity: clamp(event.line.quantity) }];
      },
      notice: null,
      total: null,
    }),
    // Stryker disable next-line ConditionalExpression: removeLine runs on cart.remove only: the check narrows the event's type
    removeLine: assign({ lines: ({ context, event }) => (event.type === 'cart.remove' ? context.lines.filter((line) => !same(line, event.line)) : context.lines), total: null }),
    setQuantity: assign({
      lines: ({ context, event }) =>
        // Stryker disable next-line ConditionalExpression: setQuantity runs on cart.quantity only: the check narrows the event's type
        event.type === 'cart.quantity' ? context.lines.map((line) => (same(line, event.line) ? { ...line, quantity: clamp(event.quantity) } : line)) : context.lines,
      total: null,
    }),
    noticeLimit: assign({ notice: 'limit' as const }),
    noticeEmpty: assign({ notice: 'empty' as const }),
    dismissNotice: assign({ notice: null }),
  },
  guards: {
    canAdd: ({ context, event }) => event.type === 'cart.add' && (context.lines.length < MAX_LINES || context.lines.some((line) => same(line, event.line))),
    hasLines: ({ context }) => context.lines.length > 0,
    // Stryker disable next-line ConditionalExpression: hasLine guards cart.remove and cart.quantity only: the check narrows the event's type
    hasLine: ({ context, event }) => (event.type === 'cart.remove' || event.type === 'cart.quantity') && context.lines.some((line) => same(line, event.line)),
    /** The line is on screen with its price (the cart shows lines while it checks them again). */
    // Stryker disable next-line ConditionalExpression: isLinePriced guards cart.remove and cart.quantity only: the check narrows the event's type
    isLinePriced: ({ context, event }) => (event.type === 'cart.remove' || event.type === 'cart.quantity') && context.lines.some((line) => same(line, event.line) && line.view),
    isCheckoutReady: ({ event }) => {
      const { lines, removed } = (event as unknown as { output: CartValidation }).output;
      return removed === 0 && lines.length > 0;
    },
  },
}).createMachine({
  id: 'cart',
  context: { lines: [], notice: null, total: null },
  /** What goes on to checkout. */
  output: ({ context }) => context.lines,
  initial: 'loading',
  states: {
    loading: {
      invoke: { id: 'loadCart', src: 'loadCart', onDone: { target: 'validating', actions: 'setLines' }, onError: { target: 'ready' } },
    },
    validating: {
      invoke: {
        id: 'validateCart',
        src: 'validateCart',
        input: ({ context }) => ({ lines: context.lines }),
        onDone: { target: 'ready', actions: ['applyValidation', 'saveCart'] },
        // Offline: keep the lines as they are; checkout validates again.
        onError: { target: 'ready' },
      },
      // Changed while checking: checked again as it is now.
      on: {
        'cart.add': [{ guard: 'canAdd', target: 'validating', reenter: true, actions: ['addLine', 'saveCart'] }, { actions: 'noticeLimit' }],
        'cart.remove': { guard: 'isLinePriced', target: 'validating', reenter: true, actions: ['removeLine', 'saveCart'] },
        'cart.quantity': { guard: 'isLinePriced', target: 'validating', reenter: true, actions: ['setQuantity', 'saveCart'] },
      },
    },
    ready: {
      on: {
        // A new line is checked with the server at once, so the cart shows its name, picture and price.
        'cart.add': [{ guard: 'canAdd', target: 'validating', actions: ['addLine', 'saveCart'] }, { actions: 'noticeLimit' }],
        // The total the checkout charges is the server's: asked again after every change.
        'cart.remove': { guard: 'hasLine', target: 'validating', actions: ['removeLine', 'saveCart'] },
        'cart.quantity': { guard: 'hasLine', target: 'validating', actions: ['setQuantity', 'saveCart'] },
        'cart.checkout': [{ guard: 'hasLines', target: 'checkingOut' }, { actions: 'noticeEmpty' }],
        'notice.dismiss': { actions: 'dismissNotice' },
      },
    },
    checkingOut: {
      invoke: {
        id: 'validateForCheckout',
        src: 'validateCart',
        input: ({ context }) => ({ lines: context.lines }),
        onDone: [
          { guard: 'isCheckoutReady', target: 'checkout', actions: 'applyValidation' },
          { target: 'ready', actions: ['applyValidation', 'saveCart'] },
        ],
        onError: { target: 'ready' },
      },
    },
    checkout: { type: 'final' },
  },
});

/** What the items in the cart come to, at the prices the server last gave (the order form prices the order itself). */
export function selectItemsTotal(context: CartContext): number {
  return context.lines.reduce((total, line) => total + selectLineTotal(line), 0);
}

/** A line's total at the price the landing page shows (0 until the server has priced it). */
export function selectLineTotal(line: CartLine): number {
  return (line.view?.unitPrice ?? 0) * line.quantity;
}

/** What the checkout will charge for the cart (null: not known yet, or the cart changed since). */
export function selectCheckoutTotal(context: CartContext): number | null {
  return context.total ?? null;
}
