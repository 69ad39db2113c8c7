import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { PackingListView, type PackingEntry } from '../../views/PackingListView';
import type { Request } from '../api';
import { orderCalls, type AdminOrder } from '../orders-api';
import { moneyIn } from './OrdersPage';

/** What the courier collects at the door: a cash-on-delivery order's total until it is paid or closed. */
function due(order: AdminOrder, locale: string): string | null {
  if (order.paymentMethod !== 'cod' || order.paymentStatus === 'SUCCESS' || order.status === 'ORDER_CLOSE') return null;
  return moneyIn(order.currency, locale)(order.totals.total);
}

/** The packing list of the selected orders (each read as the order page reads it), ready to print. */
export function PackingPage({ request, csrfToken, orderNos }: { request: Request; csrfToken: string; orderNos: string[] }) {
  const intl = useIntl();
  const calls = useMemo(() => orderCalls(request, csrfToken), [request, csrfToken]);
  const [entries, setEntries] = useState<PackingEntry[] | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const key = orderNos.join(',');

  useEffect(() => {
    let current = true;
    void Promise.all(
      key.split(',').map(async (orderNo) => {
        try {
          return await calls.order(orderNo);
        } catch {
          // Not found (or not readable now): listed as missing rather than printed.
          return orderNo;
        }
      }),
    ).then((answers) => {
      if (!current) return;
      setMissing(answers.filter((answer): answer is string => typeof answer === 'string'));
      setEntries(
        answers
          .filter((answer): answer is AdminOrder => typeof answer !== 'string')
          .map((order) => ({
            orderNo: order.orderNo,
            recipientName: order.recipient.name,
            recipientPhone: order.recipient.phone,
            address: [order.recipient.postalCode, order.store ? `${order.store.name} (${order.store.address})` : order.recipient.address].filter(Boolean).join(' '),
            items: order.items.map((item) => ({ name: item.name, quantity: item.quantity })),
            cashToCollect: due(order, intl.locale),
          })),
      );
    });
    return () => {
      current = false;
    };
  }, [calls, key, intl.locale]);

  return <PackingListView entries={entries} missing={missing} onPrint={() => window.print()} />;
}
