import { useId, type HTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { findChoice, type Product, type Selection } from '../domain/product';
import type { Totals } from '../domain/pricing';
import type { RecipientErrors, RecipientField, RecipientInput } from '../domain/recipient';
import type { Zone } from '../domain/zones';
import { ChoicePicker } from './ChoicePicker';
import { FieldMessage } from './FieldMessage';
import { Money } from './Money';
import { OrderTotals } from './OrderTotals';
import { QuantityStepper } from './QuantityStepper';

export interface OrderFormProps {
  product: Product;
  zone: Zone;
  fields: readonly RecipientField[];
  selection: Selection | null;
  totals: Totals | null;
  recipient: RecipientInput;
  errors: RecipientErrors;
  /** The sku step is open (the shopper is choosing what to buy). */
  choosing: boolean;
  submitting: boolean;
  networkFailure: boolean;
  canConfirmChoice: boolean;
  onSelect: (kind: Selection['kind'], id: string) => void;
  onQuantity: (quantity: number) => void;
  onConfirmChoice: () => void;
  onChangeChoice: () => void;
  onField: (field: RecipientField, value: string) => void;
  onBlur: (field: RecipientField) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

type FieldSpec = {
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  hint?: string;
  optional?: boolean;
};

const FIELD_SPECS: Record<RecipientField, FieldSpec> = {
  name: { label: 'form.name', autoComplete: 'name' },
  firstName: { label: 'form.firstName', autoComplete: 'given-name' },
  lastName: { label: 'form.lastName', autoComplete: 'family-name', hint: 'form.lastNameHint' },
  phone: { label: 'form.phone', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  email: { label: 'form.email', type: 'email', autoComplete: 'email', inputMode: 'email', optional: true },
  address: { label: 'form.address', autoComplete: 'street-address', multiline: true },
  postalCode: { label: 'form.postalCode', autoComplete: 'postal-code' },
  remark: { label: 'form.remark', autoComplete: 'off', multiline: true, optional: true },
};

/** The order form: what is bought, who receives it, what it costs, one button. */
export function OrderForm(props: OrderFormProps) {
  const intl = useIntl();
  const { product, zone, selection, totals } = props;
  const chosen = selection && findChoice(product, selection);
  const skuNames = Object.fromEntries(product.skus.map((sku) => [sku.id, sku.name]));

  return (
    <form
      className="order-form"
      noValidate
      aria-busy={props.submitting}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <section className="card" aria-labelledby="order-choice">
        <h2 id="order-choice" className="section-title">
          <FormattedMessage id="checkout.yourChoice" />
        </h2>
        {props.choosing ? (
          <>
            <ChoicePicker
              specificationType={product.specificationType}
              skus={product.skus}
              combos={product.combos}
              currency={product.currency}
              selection={selection}
              onSelect={props.onSelect}
              skuNames={skuNames}
            />
            <QuantityStepper value={selection?.quantity ?? 1} onChange={props.onQuantity} />
            <button type="button" className="button button--primary" onClick={props.onConfirmChoice} disabled={!props.canConfirmChoice}>
              <FormattedMessage id="checkout.continue" />
            </button>
          </>
        ) : (
          chosen &&
          selection && (
            <div className="chosen">
              {chosen.image && <img className="chosen__image" src={chosen.image} alt="" width={72} height={72} />}
              <div className="chosen__text">
                <p className="chosen__name">{chosen.name}</p>
                <p>
                  <Money amount={chosen.price} currency={product.currency} />
                </p>
                <QuantityStepper value={selection.quantity} onChange={props.onQuantity} />
              </div>
              <button type="button" className="button button--link" onClick={props.onChangeChoice} disabled={props.submitting}>
                <FormattedMessage id="checkout.change" />
              </button>
            </div>
          )
        )}
      </section>

      <section className="card" aria-labelledby="order-recipient">
        <h2 id="order-recipient" className="section-title">
          <FormattedMessage id="checkout.recipient" />
        </h2>
        <p className="muted small">
          <FormattedMessage id="checkout.deliveryPayment" />
        </p>
        {props.fields.map((field) => (
          <Field
            key={field}
            field={field}
            spec={FIELD_SPECS[field]}
            value={props.recipient[field]}
            error={props.errors[field]}
            prefix={field === 'phone' ? zone.callingCode : undefined}
            placeholder={field === 'postalCode' ? zone.postalCode?.example : undefined}
            disabled={props.submitting}
            onChange={(value) => props.onField(field, value)}
            onBlur={() => props.onBlur(field)}
          />
        ))}
      </section>

      {totals && (
        <section className="card" aria-labelledby="order-totals">
          <h2 id="order-totals" className="section-title">
            <FormattedMessage id="checkout.summary" />
          </h2>
          <OrderTotals currency={product.currency} {...totals} />
          <p className="muted small">
            <FormattedMessage id="checkout.codNote" />
          </p>
        </section>
      )}

      {props.networkFailure && (
        <div className="notice notice--warning" role="alert">
          <p>
            <FormattedMessage id="checkout.networkPoor" />
          </p>
          <button type="button" className="button button--primary" onClick={props.onRetry}>
            <FormattedMessage id="checkout.retry" />
          </button>
        </div>
      )}

      {!props.choosing && !props.networkFailure && (
        <div className="submit-bar">
          <button type="submit" className="button button--primary button--block" disabled={props.submitting}>
            {props.submitting ? (
              <FormattedMessage id="checkout.submitting" />
            ) : totals ? (
              <FormattedMessage
                id="checkout.submitWithTotal"
                values={{ total: <Money amount={totals.total} currency={product.currency} /> }}
              />
            ) : (
              intl.formatMessage({ id: 'checkout.submit' })
            )}
          </button>
        </div>
      )}
    </form>
  );
}

interface FieldProps {
  field: RecipientField;
  spec: FieldSpec;
  value: string;
  error: RecipientErrors[RecipientField];
  prefix?: string;
  placeholder?: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function Field({ field, spec, value, error, prefix, placeholder, disabled, onChange, onBlur }: FieldProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, spec.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field,
    value,
    disabled,
    autoComplete: spec.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    placeholder,
    onBlur,
  } as const;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {intl.formatMessage({ id: spec.label })}
        {spec.optional && <span className="muted"> {intl.formatMessage({ id: 'form.optional' })}</span>}
      </label>
      {spec.hint && (
        <p id={hintId} className="field__hint">
          {intl.formatMessage({ id: spec.hint })}
        </p>
      )}
      <div className="field__control">
        {prefix && (
          <span className="field__prefix" dir="ltr">
            {prefix}
          </span>
        )}
        {spec.multiline ? (
          <textarea {...common} rows={2} maxLength={500} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type={spec.type ?? 'text'}
            inputMode={spec.inputMode}
            maxLength={field === 'phone' ? 30 : 200}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </div>
      {error && <FieldMessage id={errorId} error={error} />}
    </div>
  );
}
