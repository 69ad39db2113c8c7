import { FormattedMessage, useIntl } from 'react-intl';
import type { CurrencyCode } from '../domain/money';
import type { Totals } from '../domain/pricing';
import type { Combo, Selection, Sku } from '../domain/product';
import type { PickupStore } from '../domain/order';
import type { CheckoutErrors, LineView } from '../domain/checkout';
export type { LineView } from '../domain/checkout';
import type { RecipientField, RecipientInput } from '../domain/recipient-fields';
import type { DeliveryMethod, PaymentMethod } from '../domain/zones';
import { ChoicePicker } from './ChoicePicker';
import { Money } from './Money';
import { PriceTag } from './PriceTag';
import { OrderTotals } from './OrderTotals';
import { QuantityStepper, type QuantityLimits } from './QuantityStepper';
import { DateRangeText } from './DateRangeText';
import { LeaveDialog } from './checkout/LeaveDialog';
import { MethodChoice } from './checkout/MethodChoice';
import { RecipientFields, type FieldPresentation } from './checkout/RecipientFields';
import { Section } from './checkout/Section';
import { StorePicker, type StoreAreas, type StoreOption } from './checkout/StorePicker';
import { rendition } from '../domain/renditions';

export type CheckoutStep = 'sku' | 'delivery' | 'payment' | 'recipient';

export interface OrderFormProps {
  currency: CurrencyCode;
  step: CheckoutStep;
  /** The lines came from the landing page (editable here), not from the cart. */
  canEditLines: boolean;
  lines: readonly LineView[];
  choice: { specificationType: string; skus: readonly Sku[]; combos: readonly Combo[]; selection: Selection | null; skuNames: Record<string, string> };
  canConfirmChoice: boolean;
  /** What the machine lets the quantity do now. */
  quantity: QuantityLimits;
  delivery: {
    methods: readonly DeliveryMethod[];
    chosen: DeliveryMethod;
    pickup: boolean;
    store: PickupStore | null;
    storeQuery: string;
    storeAreas: StoreAreas | null;
    storeMapHref: string | null;
    storeSearching: boolean;
    storeResults: readonly StoreOption[] | null;
    fixed: boolean;
  };
  payment: { methods: readonly PaymentMethod[]; chosen: PaymentMethod; fees: Partial<Record<PaymentMethod, number>>; fixed: boolean };
  fields: readonly FieldPresentation[];
  /** How the region's lists of places stand; `message` is the address machine's own error. */
  address: { status: 'none' | 'loading' | 'ready' | 'noScripts' | 'failed'; message: string | null };
  recipient: RecipientInput;
  errors: CheckoutErrors;
  totals: Totals | null;
  /** The promised delivery dates, YYYY-MM-DD~YYYY-MM-DD. */
  deliveryRange: string;
  notices: readonly { key: string; values?: Record<string, string | number> }[];
  submitting: boolean;
  networkFailure: boolean;
  confirmingLeave: boolean;
  /** The site's cancel prompt says the item may sell out soon (a site setting, off by default in the EU). */
  sellOutWarning?: boolean;
  onSelect: (kind: Selection['kind'], id: string) => void;
  onQuantity: (quantity: number) => void;
  onConfirmChoice: () => void;
  onChangeChoice: () => void;
  onDelivery: (method: DeliveryMethod) => void;
  onStoreQuery: (query: string) => void;
  onStoreArea: (city: string, district: string) => void;
  onStore: (store: StoreOption) => void;
  onConfirmDelivery: () => void;
  onChangeDelivery: () => void;
  onPayment: (method: PaymentMethod) => void;
  onConfirmPayment: () => void;
  onChangePayment: () => void;
  onField: (field: RecipientField, value: string) => void;
  onBlur: (field: RecipientField) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onAddressRetry: () => void;
  onStay: () => void;
  onLeave: () => void;
}

const ORDER: CheckoutStep[] = ['sku', 'delivery', 'payment', 'recipient'];

/** The order form: what is bought, how it comes, how it is paid, who receives it, what it costs. */
export function OrderForm(props: OrderFormProps) {
  const intl = useIntl();
  const { currency, step, totals } = props;
  const reached = (candidate: CheckoutStep) => ORDER.indexOf(step) >= ORDER.indexOf(candidate);
  const busy = props.submitting;
  // On the recipient step a landing page's shopper can still change how many; elsewhere the card says it.
  const stepsQuantity = props.canEditLines && step === 'recipient';

  return (
    <form
      className="order-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Section
        id="step-choice"
        titleKey="checkout.yourChoice"
        open={step === 'sku'}
        onChange={props.canEditLines ? props.onChangeChoice : undefined}
        changeDisabled={busy}
        summary={
          <ul className="chosen-lines">
            {props.lines.map((line) => (
              <li key={line.key} className="chosen">
                {line.image && <img className="chosen__image" src={rendition(line.image, 160)} alt="" width={64} height={64} />}
                <div className="chosen__text">
                  <p className="chosen__name">{line.name}</p>
                  <PriceTag price={line.unitPrice} originalPrice={line.priceBeforeSale} currency={currency} size="small" />
                  {stepsQuantity ? <QuantityStepper value={line.quantity} onChange={props.onQuantity} {...props.quantity} /> : <p className="muted chosen__quantity">× {line.quantity}</p>}
                </div>
              </li>
            ))}
          </ul>
        }
      >
        <ChoicePicker
          specificationType={props.choice.specificationType}
          skus={props.choice.skus}
          combos={props.choice.combos}
          currency={currency}
          selection={props.choice.selection}
          onSelect={props.onSelect}
          skuNames={props.choice.skuNames}
        />
        <QuantityStepper value={props.choice.selection?.quantity ?? 1} onChange={props.onQuantity} {...props.quantity} />
        <button type="button" className="button button--primary" onClick={props.onConfirmChoice} disabled={!props.canConfirmChoice}>
          <FormattedMessage id="checkout.continue" />
        </button>
      </Section>

      {reached('delivery') && (
        <Section
          id="step-delivery"
          titleKey="checkout.delivery"
          open={step === 'delivery'}
          onChange={props.delivery.fixed ? undefined : props.onChangeDelivery}
          changeDisabled={busy}
          summary={
            <p>
              <FormattedMessage id={`deliveryMethod.${props.delivery.chosen}`} />
              {props.delivery.store && <span className="muted"> · {props.delivery.store.name}</span>}
            </p>
          }
        >
          <MethodChoice name="delivery" methods={props.delivery.methods} chosen={props.delivery.chosen} labelPrefix="deliveryMethod" currency={currency} onChoose={props.onDelivery} />
          {props.delivery.pickup && (
            <StorePicker
              brandKey={`storeBrand.${props.delivery.chosen}`}
              areas={props.delivery.storeAreas}
              mapHref={props.delivery.storeMapHref}
              onArea={props.onStoreArea}
              query={props.delivery.storeQuery}
              searching={props.delivery.storeSearching}
              results={props.delivery.storeResults}
              chosen={props.delivery.store}
              error={props.errors.store}
              onQuery={props.onStoreQuery}
              onChoose={props.onStore}
            />
          )}
          <button type="button" className="button button--primary" onClick={props.onConfirmDelivery}>
            <FormattedMessage id="checkout.continue" />
          </button>
        </Section>
      )}

      {reached('payment') && (
        <Section
          id="step-payment"
          titleKey="checkout.payment"
          open={step === 'payment'}
          onChange={props.payment.fixed ? undefined : props.onChangePayment}
          changeDisabled={busy}
          summary={
            <p>
              <FormattedMessage id={`paymentMethod.${props.payment.chosen}`} />
            </p>
          }
        >
          <MethodChoice
            name="payment"
            methods={props.payment.methods}
            chosen={props.payment.chosen}
            labelPrefix="paymentMethod"
            fees={props.payment.fees}
            currency={currency}
            onChoose={props.onPayment}
          />
          <button type="button" className="button button--primary" onClick={props.onConfirmPayment}>
            <FormattedMessage id="checkout.continue" />
          </button>
        </Section>
      )}

      {reached('recipient') && (
        <>
          <section className="card" aria-labelledby="step-recipient" data-testid="step-recipient">
            <h2 id="step-recipient" className="section-title">
              <FormattedMessage id="checkout.recipient" />
            </h2>
            <AddressNotice {...props.address} onRetry={props.onAddressRetry} />
            <RecipientFields fields={props.fields} values={props.recipient} errors={props.errors} disabled={busy} onChange={props.onField} onBlur={props.onBlur} />
          </section>

          {totals && (
            <section className="card" aria-labelledby="order-totals">
              <h2 id="order-totals" className="section-title">
                <FormattedMessage id="checkout.summary" />
              </h2>
              <OrderTotals currency={currency} {...totals} />
              <p className="small" data-testid="delivery-range">
                <FormattedMessage id="checkout.deliveryRange" values={{ range: <DateRangeText range={props.deliveryRange} /> }} />
              </p>
              {props.payment.chosen === 'cod' && (
                <p className="muted small">
                  <FormattedMessage id={props.delivery.pickup ? 'checkout.codNoteStore' : 'checkout.codNote'} />
                </p>
              )}
            </section>
          )}

          {props.notices.length > 0 && (
            <ul className="notices">
              {props.notices.map((notice) => (
                <li key={notice.key}>
                  <FormattedMessage id={notice.key} values={notice.values} />
                </li>
              ))}
            </ul>
          )}

          {props.networkFailure ? (
            <div className="notice notice--warning" role="alert">
              <p>
                <FormattedMessage id="checkout.networkPoor" />
              </p>
              <button type="button" className="button button--primary" onClick={props.onRetry}>
                <FormattedMessage id="checkout.retry" />
              </button>
            </div>
          ) : (
            <div className="submit-bar">
              <button type="submit" className="button button--primary button--block" disabled={busy}>
                {busy ? (
                  <FormattedMessage id="checkout.submitting" />
                ) : totals ? (
                  <FormattedMessage
                    id={props.payment.chosen === 'cod' ? 'checkout.submitWithTotal' : 'checkout.payWithTotal'}
                    values={{ total: <Money amount={totals.total} currency={currency} /> }}
                  />
                ) : (
                  intl.formatMessage({ id: 'checkout.submit' })
                )}
              </button>
            </div>
          )}
        </>
      )}

      {props.confirmingLeave && <LeaveDialog sellOutWarning={props.sellOutWarning} onStay={props.onStay} onLeave={props.onLeave} />}
    </form>
  );
}

/**
 * Why the address is typed rather than chosen: the lists of places failed to load (with a retry),
 * in the shopper's language. A region that has no lists (the spec's "no address scripts", stored
 * by the loader in Chinese) simply has text fields: nothing went wrong, so nothing is said.
 */
function AddressNotice({ status, onRetry }: OrderFormProps['address'] & { onRetry: () => void }) {
  if (status !== 'failed') return null;
  return (
    <div className="notice notice--info" role="status" data-testid="address-notice">
      <p>
        <FormattedMessage id="address.failed" />
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <FormattedMessage id="address.retry" />
      </button>
    </div>
  );
}
