import { FormattedMessage } from 'react-intl';

/** The order number, large and selectable, with a one-tap copy. */
export function OrderNumber({ orderNo, copied, onCopy }: { orderNo: string; copied: boolean; onCopy: () => void }) {
  return (
    <div className="order-number">
      <p className="order-number__label">
        <FormattedMessage id="order.number" />
      </p>
      <p className="order-number__value" data-testid="order-number" dir="ltr">
        {orderNo}
      </p>
      <button type="button" className="button button--secondary" onClick={onCopy} aria-live="polite">
        {copied ? <FormattedMessage id="order.copied" /> : <FormattedMessage id="order.copy" />}
      </button>
    </div>
  );
}
