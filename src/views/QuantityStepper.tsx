import { useId } from 'react';
import { useIntl } from 'react-intl';

/** What the stepper's owner allows: one less, one more (the machine's `snapshot.can`, or the domain's limits). */
export interface QuantityLimits {
  canDecrease: boolean;
  canIncrease: boolean;
}

/** Minus, the number, plus. The number is typeable too; the owner clamps it. */
export function QuantityStepper({ value, onChange, canDecrease = true, canIncrease = true }: { value: number; onChange: (quantity: number) => void } & Partial<QuantityLimits>) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="stepper">
      <label className="stepper__label" htmlFor={id}>
        {intl.formatMessage({ id: 'product.quantity' })}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          onClick={() => onChange(value - 1)}
          disabled={!canDecrease}
          aria-label={intl.formatMessage({ id: 'product.quantityDecrease' })}
        >
          −
        </button>
        <input
          id={id}
          name="quantity"
          className="stepper__input"
          type="number"
          inputMode="numeric"
          min={1}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <button
          type="button"
          className="stepper__button"
          onClick={() => onChange(value + 1)}
          disabled={!canIncrease}
          aria-label={intl.formatMessage({ id: 'product.quantityIncrease' })}
        >
          +
        </button>
      </div>
    </div>
  );
}
