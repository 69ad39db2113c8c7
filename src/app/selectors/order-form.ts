import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '../../../machines/checkout.machine';
import { selectTotals, selectVisibleErrors } from '../../../machines/checkout.selectors';
import { isDeliveryFixed, isPaymentFixed, lineViews } from '../../domain/checkout';
import type { PickupBrand } from '../../domain/order';
import { maxQuantity } from '../../domain/product';
import { fieldLabels } from '../../domain/recipient-fields';
import { isPickup, requireZone, type Zone } from '../../domain/zones';
import type { OrderFormProps } from '../../views/OrderForm';
import type { FieldPresentation } from '../../views/checkout/RecipientFields';
import type { AddressView } from '../hooks/use-address';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** What the order form shows of a checkout, and what the machine lets the shopper do now (as zag's `connect`). */
export type OrderFormState = Pick<
  OrderFormProps,
  'currency' | 'canEditLines' | 'lines' | 'choice' | 'canConfirmChoice' | 'quantity' | 'payment' | 'recipient' | 'errors' | 'totals' | 'submitting' | 'networkFailure' | 'confirmingLeave'
> & { delivery: Pick<OrderFormProps['delivery'], 'methods' | 'chosen' | 'pickup' | 'store' | 'fixed'> };

/**
 * The order form's state from a checkout snapshot. The machine's products are the page's, in the
 * shopper's language (`locale.change` renames them) at the prices and sale the checkout has: the
 * card above and the summary below read the same ones.
 */
export function selectOrderForm(snapshot: CheckoutSnapshot): OrderFormState {
  const { context } = snapshot;
  const zone = requireZone(context.zoneId);
  const primary = context.products[context.productId]!;
  const totals = selectTotals(context);
  const quantity = context.lines[0]?.quantity ?? 1;
  return {
    currency: zone.currency,
    canEditLines: context.source === 'product',
    lines: lineViews(context),
    choice: {
      specificationType: primary.specificationType,
      skus: primary.skus,
      combos: primary.combos,
      selection: context.lines[0] ?? null,
      skuNames: Object.fromEntries(primary.skus.map((sku) => [sku.id, sku.name])),
    },
    canConfirmChoice: snapshot.can({ type: 'sku.confirm' }),
    quantity: {
      canDecrease: snapshot.can({ type: 'quantity.change', quantity: quantity - 1 }),
      canIncrease: snapshot.can({ type: 'quantity.change', quantity: quantity + 1 }),
      max: maxQuantity(primary),
    },
    delivery: { methods: zone.deliveryMethods, chosen: context.deliveryMethod, pickup: isPickup(context.deliveryMethod), store: context.store, fixed: isDeliveryFixed(context) },
    payment: { methods: zone.paymentMethods, chosen: context.paymentMethod, fees: zone.paymentFees, fixed: isPaymentFixed(context) },
    recipient: context.recipient,
    errors: selectVisibleErrors(context),
    totals: totals.ok ? totals.totals : null,
    submitting: snapshot.matches('submitting') || snapshot.matches('placed'),
    networkFailure: snapshot.matches({ editing: 'networkFailure' }),
    confirmingLeave: snapshot.matches('confirmingLeave'),
  };
}

/** The pickup chain chosen, if the delivery is a pickup. */
export const selectPickupBrand = (snapshot: CheckoutSnapshot): PickupBrand | null =>
  isPickup(snapshot.context.deliveryMethod) ? (snapshot.context.deliveryMethod as PickupBrand) : null;

/** The recipient form's fields: each labelled for the zone, and a list, suggestions or a hint where the region's places give one. */
export function selectRecipientFields(form: Zone, address: AddressView, recipient: CheckoutSnapshot['context']['recipient'], hasMessage: (key: string) => boolean): FieldPresentation[] {
  return fieldLabels(form, hasMessage).map((label): FieldPresentation => {
    const part = address.parts.find((candidate) => candidate.field === label.field);
    if (part?.loading) return { ...label, loading: true };
    if (part?.mode === 'select') return { ...label, options: part.options.map((name) => ({ value: name, label: name })) };
    if (part?.mode === 'suggest') return { ...label, suggestions: part.options, hintKey: 'form.citySuggest' };
    if (label.field === 'postalCode' && address.parts.some((candidate) => candidate.mode === 'select' && address.postalCodeOf(candidate.field, recipient[candidate.field]))) {
      return { ...label, hintKey: 'form.postalCodeAuto' };
    }
    return label;
  });
}
