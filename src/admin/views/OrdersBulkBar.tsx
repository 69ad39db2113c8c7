import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';

export interface BulkBarProps {
  /** The orders selected, in the order they were chosen. */
  selected: readonly string[];
  busy: boolean;
  report: { done: string[]; refused: { orderNo: string | null; line: number | null; message: string }[] } | null;
  /** Why the last bulk request failed as a whole. */
  message: string | null;
  carriers: readonly { id: string; name: string }[];
  csvLinks: readonly { layout: string; href: string }[];
  packingHref: string | null;
  onConfirm: () => void;
  onDispatch: (carrier: string, tracking: Record<string, string>) => void;
  onImport: (csv: string, carrier: string) => void;
  onDismiss: () => void;
  /** Unticks every order selected. */
  onClear: () => void;
}

/** Bulk work on the list: confirm or dispatch the selection, import a courier's file, export, print. */
export function OrdersBulkBar({ selected, busy, report, message, carriers, csvLinks, packingHref, onConfirm, onDispatch, onImport, onDismiss, onClear }: BulkBarProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [file, setFile] = useState<File | null>(null);
  const dispatch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onDispatch(String(form.get('carrier') ?? ''), Object.fromEntries(selected.map((orderNo) => [orderNo, String(form.get(`tracking-${orderNo}`) ?? '')])));
  };
  const importFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (file) onImport(await file.text(), String(form.get('carrier') ?? ''));
  };
  const carrierSelect = (
    <label>
      {t('orders.bulk.carrier')}
      <select name="carrier" defaultValue={carriers[0]?.id}>
        {carriers.map((carrier) => (
          <option key={carrier.id} value={carrier.id}>
            {carrier.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="orders-bulk" aria-labelledby="orders-bulk-title" aria-busy={busy}>
      <h2 id="orders-bulk-title">{t('orders.bulk.title', { count: selected.length })}</h2>
      <p className="orders-bulk__exports">
        {csvLinks.map((link) => (
          <a key={link.layout} className="button button--quiet" href={link.href} download>
            {t(`orders.csv.${link.layout}`)}
          </a>
        ))}
        {packingHref ? (
          <a className="button button--quiet" href={packingHref} target="_blank" rel="noopener">
            {t('orders.bulk.packing')}
          </a>
        ) : null}
      </p>
      {selected.length > 0 ? (
        <>
          <button type="button" className="button" onClick={onConfirm} disabled={busy}>
            {t('orders.bulk.confirm')}
          </button>
          <button type="button" className="button button--quiet" onClick={onClear} disabled={busy}>
            {t('orders.bulk.clear')}
          </button>
          <form aria-label={t('orders.bulk.dispatch')} onSubmit={dispatch}>
            {carrierSelect}
            {selected.map((orderNo) => (
              <label key={orderNo}>
                {t('orders.bulk.trackingOf', { orderNo })}
                <input name={`tracking-${orderNo}`} autoComplete="off" />
              </label>
            ))}
            <button type="submit" className="button" disabled={busy}>
              {t('orders.bulk.dispatch')}
            </button>
          </form>
        </>
      ) : null}
      <form aria-label={t('orders.bulk.import')} onSubmit={(event) => void importFile(event)}>
        <label>
          {t('orders.bulk.file')}
          <input type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
        </label>
        {carrierSelect}
        <button type="submit" className="button" disabled={busy || !file}>
          {t('orders.bulk.import')}
        </button>
      </form>
      <div role="alert" className={message ? 'alert' : 'alert alert--empty'}>
        {message}
      </div>
      {message ? (
        <button type="button" className="button button--quiet" onClick={onDismiss}>
          {t('orders.bulk.dismiss')}
        </button>
      ) : null}
      {report ? (
        <div className="orders-bulk__report" aria-label={t('orders.bulk.report')} role="region">
          <p>{t('orders.bulk.done', { count: report.done.length })}</p>
          {report.refused.length > 0 ? (
            <ul>
              {report.refused.map((entry, index) => (
                <li key={`${entry.line ?? ''}-${entry.orderNo ?? ''}-${index}`}>
                  {entry.line !== null ? `${t('orders.bulk.line', { line: entry.line })} ` : ''}
                  {entry.orderNo ? `${entry.orderNo}: ` : ''}
                  {entry.message}
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" className="button button--quiet" onClick={onDismiss}>
            {t('orders.bulk.dismiss')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
