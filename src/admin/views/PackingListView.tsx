import { useIntl } from 'react-intl';

export interface PackingEntry {
  orderNo: string;
  recipientName: string;
  recipientPhone: string;
  address: string;
  items: { name: string; quantity: number }[];
  /** The cash the courier collects, as written in the order's currency; null when nothing is due. */
  cashToCollect: string | null;
}

/** The packing list of a selection: one block an order, print-styled (admin.css `@media print`). */
export function PackingListView({ entries, missing, onPrint }: { entries: PackingEntry[] | null; missing: string[]; onPrint: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section className="page packing" aria-labelledby="packing-title">
      <h1 id="packing-title">{t('packing.title', { count: entries?.length ?? 0 })}</h1>
      <button type="button" className="button packing__print" onClick={onPrint} disabled={!entries}>
        {t('packing.print')}
      </button>
      {missing.length > 0 ? <p role="alert">{t('packing.missing', { orders: missing.join(', ') })}</p> : null}
      {entries === null ? <p role="status">{t('app.loading')}</p> : null}
      {entries?.map((entry) => (
        <article key={entry.orderNo} className="packing__order" aria-label={entry.orderNo}>
          <h2>{entry.orderNo}</h2>
          <dl>
            <dt>{t('packing.recipient')}</dt>
            <dd>{entry.recipientName}</dd>
            <dt>{t('packing.phone')}</dt>
            <dd dir="ltr">{entry.recipientPhone}</dd>
            <dt>{t('packing.address')}</dt>
            <dd>{entry.address}</dd>
            <dt>{t('packing.cod')}</dt>
            <dd>{entry.cashToCollect ?? t('packing.nothingDue')}</dd>
          </dl>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('packing.item')}</th>
                <th scope="col">{t('packing.quantity')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.items.map((item, index) => (
                <tr key={`${item.name}-${index}`}>
                  <td>{item.name}</td>
                  <td>{item.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
    </section>
  );
}
