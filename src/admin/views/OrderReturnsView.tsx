import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AdminReturn } from '../../domain/contracts/admin-returns';
import { ReturnMoves } from './ReturnMoves';

export interface OrderReturnsViewProps {
  /** The order's return requests, oldest first; null while they load. */
  returns: readonly AdminReturn[] | null;
  /** A request drawn on the return lifecycle's diagram with its replay (LifecycleDiagram, HistoryReplay), once the graph is loaded. */
  diagramOf: (item: AdminReturn) => ReactNode;
  busy: boolean;
  error: string | null;
  notice: string | null;
  when: (iso: string) => string;
  onMove: (id: string, event: string, values: Record<string, string>) => void;
}

/** The order page's returns: each request on its lifecycle's diagram, its history as text, and the moves it allows now. */
export function OrderReturnsView({ returns, diagramOf, busy, error, notice, when, onMove }: OrderReturnsViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const status = (state: string | null) => (state === null ? '—' : t(`returns.status.${state}`));
  if (returns === null || returns.length === 0) return null;
  return (
    <section aria-labelledby="order-returns" aria-busy={busy}>
      <h2 id="order-returns">{t('order.returns')}</h2>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      {returns.map((item) => (
        <article key={item.id} className="order-return" aria-labelledby={`order-return-${item.id}`}>
          <h3 id={`order-return-${item.id}`}>{t('order.returnTitle', { at: when(item.createdAt), reason: t(`returns.reason.${item.reason}`) })}</h3>
          <p className="order-return__state">{t('returns.state', { state: status(item.lifecycle.state) })}</p>
          {item.reply ? <p>{t('returns.reply', { reply: item.reply })}</p> : null}
          {diagramOf(item)}
          <ol className="order-history">
            {item.lifecycle.history.map((entry) => (
              <li key={entry.seq}>
                {t('order.historyEntry', { at: when(entry.at), event: t(`returns.event.${entry.event}`), from: status(entry.from), to: status(entry.to), who: entry.actor ?? t('order.notAnAgent') })}
              </li>
            ))}
          </ol>
          <ReturnMoves item={item} busy={busy} onMove={onMove} />
        </article>
      ))}
    </section>
  );
}
