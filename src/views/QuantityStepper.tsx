import { useId } from 'react';
import { useIntl } from 'react-intl';
import { MAX_QUANTITY } from '../domain/product';

/** Minus, the number, plus. The number is typeable too; the owner clamps it. */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
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
          disabled={value <= 1}
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
          max={MAX_QUANTITY}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <button
          type="button"
          className="stepper__button"
          onClick={() => onChange(value + 1)}
          disabled={value >= MAX_QUANTITY}
          aria-label={intl.formatMessage({ id: 'product.quantityIncrease' })}
        >
          +
        </button>
      </div>
    </div>
  );
}
