import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import type { OrderView, PaymentState } from '../../domain/order';
import { isPrepaid } from '../../domain/zones';
import { OrderDetails } from '../../views/OrderDetails';
import { OrderNumber } from '../../views/OrderNumber';
import { PATHS } from './routes';
import { useLocale } from '../providers/locale';
import { useServices } from '../providers/services';
import { SESSION_KEYS } from '../services/storage';
import { LookupPanel } from './LookupPanel';
import { useReports } from '../hooks/use-tracking';
import { PaymentResultPanel } from './PaymentResultPanel';

/**
 * Order success / order information (spec §2). Right after the order the page has it in full
 * from the session; opened later from a link it looks the order up (masked until the phone number
 * is given). A prepaid order shows how its payment stands.
 */
export default function OrderInfoPage() {
  const services = useServices();
  const { href } = useLocale();
  const params = new URLSearchParams(useSearch());
  const orderNo = params.get('orderNo') ?? '';
  const [copied, setCopied] = useState(false);
  const [paymentState, setPaymentState] = useState<PaymentState | null>(null);
  const onState = useCallback((state: PaymentState) => setPaymentState(state), []);
  const last = services.session.get<OrderView>(SESSION_KEYS.lastOrder);
  const stored = last && last.orderNo === orderNo ? last : null;
  const showPayment = params.get('payment') === 'return' || (stored !== null && isPrepaid(stored.paymentMethod) && stored.status === 'PENDING_PAYMENT');
  const order = stored && paymentState ? { ...stored, status: paymentState.status, paymentStatus: paymentState.paymentStatus } : stored;
  // A prepaid order is a purchase once its payment succeeded (reported once per order).
  const reports = useReports();
  const paid = stored !== null && paymentState?.paymentStatus === 'SUCCESS';
  useEffect(() => {
    if (paid && stored) reports.purchased(stored);
  }, [paid, stored, reports]);

  if (!order) {
    return (
      <div className="page page--order-info">
        <h1 className="page__title">
          <FormattedMessage id="lookup.title" />
        </h1>
        {showPayment && orderNo && <PaymentResultPanel orderNo={orderNo} onState={onState} />}
        <LookupPanel initialOrderNo={orderNo} autoSubmit={orderNo !== ''} />
      </div>
    );
  }
  return (
    <div className="page page--order-info">
      <div className="success">
        <p className="success__icon" aria-hidden="true">
          ✓
        </p>
        <h1 className="page__title">
          <FormattedMessage id="success.title" />
        </h1>
        <p>
          <FormattedMessage id={order.paymentMethod === 'cod' ? 'success.next' : 'success.nextPrepaid'} />
        </p>
        <OrderNumber orderNo={order.orderNo} copied={copied} onCopy={() => void services.copyText(order.orderNo).then(setCopied)} />
        <p className="muted small">
          <FormattedMessage id="success.keepNumber" />
        </p>
      </div>
      {showPayment && <PaymentResultPanel orderNo={order.orderNo} onState={onState} />}
      <OrderDetails order={order} />
      <p className="actions">
        <a className="button button--secondary" href={href(`${PATHS.lookup}?orderNo=${encodeURIComponent(order.orderNo)}`)}>
          <FormattedMessage id="layout.trackOrder" />
        </a>
        <a className="button button--link" href={href(PATHS.home)}>
          <FormattedMessage id="success.continueShopping" />
        </a>
      </p>
    </div>
  );
}
