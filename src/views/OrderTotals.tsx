import { FormattedMessage } from 'react-intl';
import type { CurrencyCode } from '../domain/money';
import type { OrderAmounts } from '../domain/pricing';
import { Money } from './Money';

export interface OrderTotalsProps extends OrderAmounts {
  currency: CurrencyCode;
  lines: readonly { name: string; quantity: number; unitPrice: number; subtotal: number }[];
  /** A placed order's settlement: what it closes at and what was paid (spec §3 Order). */
  closingAmount?: number;
  paidAmount?: number;
}

/** The order's money, line by line: what the shopper will hand the courier. */
export function OrderTotals(props: OrderTotalsProps) {
  const { currency } = props;
  const row = (id: string, amount: number, negative = false) => (
    <div className="totals__row" key={id}>
      <dt>
        <FormattedMessage id={id} />
      </dt>
      <dd>
        {negative && '−'}
        <Money amount={amount} currency={currency} />
      </dd>
    </div>
  );
  return (
    <div className="totals">
      <ul className="totals__lines">
        {props.lines.map((line, index) => (
          <li key={index} className="totals__line">
            <span className="totals__name">
              {line.name}{' '}
              <span className="muted">
                <Money amount={line.unitPrice} currency={currency} /> × {line.quantity}
              </span>
            </span>
            <Money amount={line.subtotal} currency={currency} />
          </li>
        ))}
      </ul>
      <dl className="totals__sums">
        {row('totals.subtotal', props.subtotal)}
        {props.discount > 0 && row('totals.discount', props.discount, true)}
        {props.couponDeduction > 0 && row('totals.couponDeduction', props.couponDeduction, true)}
        {props.activityDeduction > 0 && row('totals.activityDeduction', props.activityDeduction, true)}
        <div className="totals__row">
          <dt>
            <FormattedMessage id="totals.shipping" />
          </dt>
          <dd>{props.shippingFee === 0 ? <FormattedMessage id="totals.freeShipping" /> : <Money amount={props.shippingFee} currency={currency} />}</dd>
        </div>
        {props.remotePostage > 0 && row('totals.remotePostage', props.remotePostage)}
        {props.serviceCharge > 0 && row('totals.serviceCharge', props.serviceCharge)}
        {props.tax > 0 && row('totals.tax', props.tax)}
        <div className="totals__row totals__row--total">
          <dt>
            <FormattedMessage id="totals.total" />
          </dt>
          <dd>
            <Money amount={props.total} currency={currency} />
          </dd>
        </div>
        {props.closingAmount !== undefined && row('totals.closingAmount', props.closingAmount)}
        {props.paidAmount !== undefined && row('totals.paidAmount', props.paidAmount)}
      </dl>
    </div>
  );
}
