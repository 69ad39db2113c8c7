import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { isCurrencyCode } from '../domain/money';
import type { OrderHistoryEntry, OrderView } from '../domain/order';
import { statusWords } from '../domain/order-status';
import { OrderTotals } from './OrderTotals';
import { DateRangeText } from './DateRangeText';

export interface OrderDetailsProps {
  order: OrderView;
  /** Offered when the shopper may cancel (a full view of an order not yet dispatched). */
  onCancel?: () => void;
  /** Where to ask for a return, while the order may be returned. */
  returnHref?: string;
}

/** Everything about one order the shopper may see (masked fields come masked from the server). */
export function OrderDetails({ order, onCancel, returnHref }: OrderDetailsProps) {
  const currency = isCurrencyCode(order.currency) ? order.currency : null;
  const fact = (labelId: string, value: ReactNode, testId?: string) => (
    <div>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  const when = (at: string) => <FormattedDate value={at} dateStyle="medium" timeStyle="short" />;
  const words = statusWords(order);
  return (
    <div className="order-details">
      <dl className="facts">
        {fact(
          'order.status',
          <span className={`status status--${order.status.toLowerCase()}`}>
            <FormattedMessage id={words.status} />
          </span>,
          'order-status',
        )}
        {fact('order.paymentStatus', <FormattedMessage id={words.payment} />, 'payment-status')}
        {fact('order.placedAt', when(order.createdAt))}
        {fact('order.payment', <FormattedMessage id={`paymentMethod.${order.paymentMethod}`} />)}
        {fact('order.delivery', <FormattedMessage id={`deliveryMethod.${order.deliveryMethod}`} />)}
        {order.shipment && fact('order.carrier', order.shipment.carrierName, 'order-carrier')}
        {order.shipment && fact('order.trackingNo', <bdi dir="ltr">{order.shipment.trackingNo}</bdi>, 'order-tracking')}
        {order.deliveredAt
          ? fact('order.deliveredAt', when(order.deliveredAt), 'order-delivered')
          : order.deliveryRange.from &&
            order.status !== 'ORDER_CLOSE' &&
            fact('order.deliveryRange', <DateRangeText range={`${order.deliveryRange.from}~${order.deliveryRange.to}`} />, 'order-delivery-range')}
        {order.returnUntil && order.allowed.return && fact('order.returnUntil', <FormattedDate value={order.returnUntil} dateStyle="medium" />)}
      </dl>

      {(onCancel || returnHref) && (
        <p className="actions">
          {returnHref && (
            <a className="button button--secondary" href={returnHref} data-testid="request-return">
              <FormattedMessage id="order.requestReturn" />
            </a>
          )}
          {onCancel && (
            <button type="button" className="button button--secondary" onClick={onCancel} data-testid="cancel-order">
              <FormattedMessage id="order.cancel" />
            </button>
          )}
        </p>
      )}

      {order.returns.length > 0 && (
        <section aria-labelledby="order-returns">
          <h2 id="order-returns" className="section-title">
            <FormattedMessage id="order.returns" />
          </h2>
          <ul className="returns">
            {order.returns.map((entry) => (
              <li key={entry.id} className="returns__item" data-testid="return-status">
                <strong className={`status status--return-${entry.status.toLowerCase()}`}>
                  <FormattedMessage id={`returnStatus.${entry.status}`} />
                </strong>
                <span>
                  <FormattedMessage id={`return.reason.${entry.reason}`} />
                </span>
                <span className="muted">{when(entry.createdAt)}</span>
                {entry.reply && (
                  <span className="returns__reply" data-testid="return-reply">
                    <FormattedMessage id="return.replyLabel" />: {entry.reply}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {order.store && (
        <section aria-labelledby="order-store">
          <h2 id="order-store" className="section-title">
            <FormattedMessage id="order.store" />
          </h2>
          <p data-testid="order-store">
            <strong>{order.store.name}</strong>
            <br />
            <span className="muted">{order.store.address}</span>
          </p>
        </section>
      )}

      <section aria-labelledby="order-items">
        <h2 id="order-items" className="section-title">
          {order.productTitle}
        </h2>
        {currency && <OrderTotals currency={currency} lines={order.items} {...order.totals} />}
      </section>

      <section aria-labelledby="order-recipient">
        <h2 id="order-recipient" className="section-title">
          <FormattedMessage id="order.recipient" />
        </h2>
        <address className="recipient">
          <span data-testid="recipient-name">{order.recipient.name}</span>
          <span dir="ltr">{order.recipient.phone}</span>
          {order.recipient.email && <span>{order.recipient.email}</span>}
          {order.recipient.whatsapp && <span dir="ltr">WhatsApp {order.recipient.whatsapp}</span>}
          {order.recipient.line && <span>LINE {order.recipient.line}</span>}
          <span data-testid="recipient-address">
            {order.recipient.addressLines.map((line, index) => (
              <span key={index} className="recipient__line">
                {line}
              </span>
            ))}
          </span>
          {order.recipient.remark && <span className="muted">{order.recipient.remark}</span>}
        </address>
        {order.masked && (
          <p className="notice" data-testid="masked-notice">
            <FormattedMessage id="lookup.maskedNote" />
          </p>
        )}
      </section>

      <section aria-labelledby="order-history">
        <h2 id="order-history" className="section-title">
          <FormattedMessage id="order.history" />
        </h2>
        <ol className="timeline" data-testid="order-timeline">
          {order.history.map((entry, index) => (
            <li key={index} className="timeline__entry">
              <span className="timeline__what">
                <HistoryCause entry={entry} />
              </span>
              <span className="muted">{when(entry.at)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** The message of each cause of a status change (the lifecycle machine's events). */
const CAUSES: Record<string, string> = {
  'order.placed': 'history.placed',
  'payment.succeeded': 'history.paid',
  'payment.failed': 'history.paymentFailed',
  'order.dispatch': 'history.dispatched',
  'order.outForDelivery': 'history.outForDelivery',
  'order.deliver': 'history.delivered',
  'order.refuse': 'history.refused',
  'order.complete': 'history.completed',
  'return.receive': 'history.returned',
};

/** What happened, in the shopper's words: "Dispatched with 黑貓宅急便, tracking number 1234…". */
function HistoryCause({ entry }: { entry: OrderHistoryEntry }) {
  if (entry.cause === 'order.cancel') return <FormattedMessage id={entry.detail?.by === 'shop' ? 'history.cancelledByShop' : 'history.cancelledByYou'} />;
  const key = CAUSES[entry.cause];
  if (!key) return <FormattedMessage id={`status.${entry.status}`} />;
  if (entry.cause === 'order.dispatch') {
    return <FormattedMessage id={key} values={{ carrier: entry.detail?.carrier ?? '', trackingNo: <bdi dir="ltr">{entry.detail?.trackingNo ?? ''}</bdi> }} />;
  }
  return <FormattedMessage id={key} />;
}
