import { useIntl } from 'react-intl';
import type { AdminReturn, AdminReturnQueue, ReturnTab } from '../../domain/contracts/admin-returns';
import { ReturnMoves } from './ReturnMoves';

const TABS: readonly ReturnTab[] = ['open', 'waiting', 'received'];

export interface ReturnsViewProps {
  tab: ReturnTab;
  /** null while the tab's first answer loads. */
  queue: AdminReturnQueue | null;
  busy: boolean;
  error: string | null;
  notice: string | null;
  money: (minor: number, currency: string) => string;
  when: (iso: string) => string;
  onTab: (tab: ReturnTab) => void;
  /** Reads the tab again (what other agents did since). */
  onReload: () => void;
  /** A move the request's lifecycle allows now, with what the agent typed (the refund's amount as typed). */
  onMove: (id: string, event: string, values: Record<string, string>) => void;
}

/** The Returns section: tabs (open, waiting for the parcel, received) and each request with its photos and its allowed moves. */
export function ReturnsView({ tab, queue, busy, error, notice, money, when, onTab, onReload, onMove }: ReturnsViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section className="returns-queue page" aria-busy={busy} aria-labelledby="returns-title">
      <h1 id="returns-title">{t('section.returns')}</h1>
      <div role="tablist" aria-label={t('returns.tabs')}>
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={name === tab} disabled={busy} onClick={() => onTab(name)}>
            {t(`returns.tab.${name}`, { count: queue?.counts[name] ?? 0 })}
          </button>
        ))}
      </div>
      <button type="button" className="button button--quiet" disabled={busy} onClick={onReload}>
        {t('returns.reload')}
      </button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {notice && <p role="status">{notice}</p>}
      {queue && queue.items.length === 0 && <p>{t('returns.empty')}</p>}
      <ul className="returns-list">
        {queue?.items.map((item: AdminReturn) => (
          <li key={item.id} className="return-card" aria-label={t('returns.card', { orderNo: item.orderNo })}>
            <h3>{t('returns.card', { orderNo: item.orderNo })}</h3>
            <p>
              {t(`returns.reason.${item.reason}`)} · {when(item.createdAt)} · {item.pickerName} {item.pickerPhone} · {money(item.order.total, item.order.currency)}
            </p>
            {item.remark && <p>{item.remark}</p>}
            <p>{t('returns.parcel', { carrier: item.carrier, trackingNo: item.trackingNo, address: `${item.region} ${item.address}` })}</p>
            <div className="return-card__photos">
              {item.photos.map((src, index) => (
                <a key={src} href={src} target="_blank" rel="noreferrer">
                  <img src={src} alt={t('returns.photo', { n: index + 1 })} width={120} height={90} loading="lazy" />
                </a>
              ))}
            </div>
            {item.reply && <p data-testid="return-reply">{t('returns.reply', { reply: item.reply })}</p>}
            <p>{t('returns.state', { state: t(`returns.status.${item.lifecycle.state}`) })}</p>
            <ReturnMoves item={item} busy={busy} onMove={onMove} />
          </li>
        ))}
      </ul>
    </section>
  );
}
