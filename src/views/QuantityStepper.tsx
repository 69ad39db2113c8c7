import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { limitQuantity, MAX_QUANTITY } from '../domain/product';

/** What the stepper's owner allows: one less, one more (the machine's `snapshot.can`, or the domain's limits). */
export interface QuantityLimits {
  canDecrease: boolean;
  canIncrease: boolean;
  /** The most it may be: the product's purchase limit (default MAX_QUANTITY). */
  max?: number;
}

/**
 * Minus, the number, plus. The number is typeable too; the owner clamps it, and a typed number
 * outside the limits says what it became and why (never a silent change).
 */
export function QuantityStepper({ value, onChange, canDecrease = true, canIncrease = true, max = MAX_QUANTITY }: { value: number; onChange: (quantity: number) => void } & Partial<QuantityLimits>) {
  const intl = useIntl();
  const id = useId();
  const [typedPast, setLimited] = useState<'min' | 'max' | null>(null);
  // A purchase limit below the shop's own says so once the quantity reaches it.
  const limited = typedPast ?? (max < MAX_QUANTITY && value >= max ? 'max' : null);
  const change = (typed: number) => {
    const result = limitQuantity(typed, max);
    setLimited(result.limited);
    onChange(result.quantity);
  };
  return (
    <div className="stepper">
      <label className="stepper__label" htmlFor={id}>
        {intl.formatMessage({ id: 'product.quantity' })}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          onClick={() => change(value - 1)}
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
          max={max}
          value={value}
          aria-describedby={limited ? `${id}-limit` : undefined}
          onChange={(event) => change(Number(event.target.value))}
        />
        <button
          type="button"
          className="stepper__button"
          onClick={() => change(value + 1)}
          disabled={!canIncrease}
          aria-label={intl.formatMessage({ id: 'product.quantityIncrease' })}
        >
          +
        </button>
      </div>
      {limited && (
        <p id={`${id}-limit`} className="field__hint stepper__limit" role="status" data-testid="quantity-limit">
          {intl.formatMessage({ id: 'product.quantityLimit' }, { min: 1, max, quantity: value })}
        </p>
      )}
    </div>
  );
}
