import { FormattedDate, FormattedMessage } from 'react-intl';
import { isCurrencyCode } from '../domain/money';
import type { OrderView } from '../domain/order';
import { OrderTotals } from './OrderTotals';

/** Everything about one order the shopper may see (masked fields come masked from the server). */
export function OrderDetails({ order }: { order: OrderView }) {
  const currency = isCurrencyCode(order.currency) ? order.currency : null;
  return (
    <div className="order-details">
      <dl className="facts">
        <div>
          <dt>
            <FormattedMessage id="order.status" />
          </dt>
          <dd data-testid="order-status">
            <span className={`status status--${order.status.toLowerCase()}`}>
              <FormattedMessage id={`status.${order.status}`} />
            </span>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="order.paymentStatus" />
          </dt>
          <dd>
            <FormattedMessage id={`paymentStatus.${order.paymentStatus}`} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="order.placedAt" />
          </dt>
          <dd>
            <FormattedDate value={order.createdAt} dateStyle="medium" timeStyle="short" />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="order.payment" />
          </dt>
          <dd>
            <FormattedMessage id={`paymentMethod.${order.paymentMethod}`} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="order.delivery" />
          </dt>
          <dd>
            <FormattedMessage id={`deliveryMethod.${order.deliveryMethod}`} />
          </dd>
        </div>
        {order.deliveryRange.from && (
          <div>
            <dt>
              <FormattedMessage id="order.deliveryRange" />
            </dt>
            <dd>
              <bdi dir="ltr">{`${order.deliveryRange.from}~${order.deliveryRange.to}`}</bdi>
            </dd>
          </div>
        )}
      </dl>

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
          <span>
            {order.recipient.postalCode && `${order.recipient.postalCode} `}
            {order.recipient.address}
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
        <ol className="timeline">
          {order.history.map((entry, index) => (
            <li key={index}>
              <FormattedMessage id={`status.${entry.status}`} />{' '}
              <span className="muted">
                <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
