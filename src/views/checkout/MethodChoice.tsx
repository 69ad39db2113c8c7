import { FormattedMessage } from 'react-intl';
import type { CurrencyCode } from '../../domain/money';
import { Money } from '../Money';

/** A radio group of delivery or payment methods, each with what it adds to the order, if anything. */
export function MethodChoice<T extends string>({ name, methods, chosen, labelPrefix, fees, currency, onChoose }: {
  name: string;
  methods: readonly T[];
  chosen: T;
  labelPrefix: 'deliveryMethod' | 'paymentMethod';
  fees?: Partial<Record<T, number>>;
  currency: CurrencyCode;
  onChoose: (method: T) => void;
}) {
  return (
    <fieldset className="methods">
      <legend className="visually-hidden">
        <FormattedMessage id={`checkout.${labelPrefix}`} />
      </legend>
      {methods.map((method) => (
        <label key={method} className={`method${method === chosen ? ' method--chosen' : ''}`}>
          <input type="radio" name={name} value={method} checked={method === chosen} onChange={() => onChoose(method)} />
          <span className="method__text">
            <span className="method__name">
              <FormattedMessage id={`${labelPrefix}.${method}`} />
            </span>
            <span className="method__note muted">
              <FormattedMessage id={`${labelPrefix}.${method}.note`} />
            </span>
          </span>
          {fees?.[method] ? (
            <span className="method__fee">
              +<Money amount={fees[method]!} currency={currency} />
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
