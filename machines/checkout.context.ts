import type { CheckoutState } from '../src/domain/checkout';
import { emptyRecipient } from '../src/domain/checkout';
import type { Coupon, OrderLine } from '../src/domain/pricing';
import type { OrderView, PickupStore } from '../src/domain/order';
import { defaultSelection, type Product, type Selection } from '../src/domain/product';
import type { RecipientField, RecipientInput } from '../src/domain/recipient-fields';
import type { SubmitFailure } from '../src/domain/submit-order';
import { initialVerification, type VerificationMode, type VerificationState } from '../src/domain/verification';
import { requireZone, type AddressPart, type DeliveryMethod, type PaymentMethod } from '../src/domain/zones';

/** The checkout machine's input, context and events (the machine is checkout.machine.ts). */

/** What a checkout starts from. */
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
  /** The site's phone verification setting (never unless it says so). */
  verification?: VerificationMode;
  /** The page opened back from a chain's store map: the delivery step shows, with the store picked there. */
  fromStoreMap?: boolean;
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
  /** The phone's one-time code and token (issue 16). */
  verification: VerificationState;
  /** Opened back from a chain's store map (not a reload of the form). */
  fromStoreMap: boolean;
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
  /** A sale's countdown reached its end: its price is gone. */
  | { type: 'sale.end'; productId: string }
  /** The shopper switched language: the products as read in it (their names; the prices stay the checkout's). */
  | { type: 'locale.change'; products: readonly Product[] }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' }
  /** The one-time code typed, asked again, or the verification given up (back to the form). */
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  | { type: 'verification.cancel' };

/** The context a checkout starts with: the input's choices where the zone offers them, else the zone's first. */
export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
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
    verification: initialVerification(input.verification),
    fromStoreMap: input.fromStoreMap ?? false,
  };
}

/**
 * A product's texts in another language (its title, its choice's label, each sku's and combo's
 * name), its prices and sale as the checkout has them: the summary names the lines in the
 * shopper's language, and a language switch changes nothing of what is ordered or paid.
 */
export function withTextsOf(product: Product, translated: Product | undefined): Product {
  if (!translated || translated.id !== product.id) return product;
  const nameOf = (list: readonly { id: string; name: string }[], id: string, name: string) => list.find((item) => item.id === id)?.name ?? name;
  return {
    ...product,
    title: translated.title,
    introductoryTitle: translated.introductoryTitle,
    description: translated.description,
    specificationType: translated.specificationType,
    textsLocale: translated.textsLocale,
    skus: product.skus.map((sku) => ({ ...sku, name: nameOf(translated.skus, sku.id, sku.name) })),
    combos: product.combos.map((combo) => ({ ...combo, name: nameOf(translated.combos, combo.id, combo.name) })),
  };
}

/** The product line after an edit of its choice or quantity (the cart's lines are not edited here). */
export const editLine = (context: CheckoutContext, edit: (selection: Selection | null) => Selection | null): OrderLine[] => {
  const first = context.lines[0] ?? null;
  const product = context.products[context.productId]!;
  const next = edit(first);
  return next ? [{ ...next, productId: product.id }] : [...context.lines];
};

