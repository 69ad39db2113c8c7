import { useIntl } from 'react-intl';

export type LeadFilter = 'open' | 'converted' | 'all';

export interface LeadRow {
  id: string;
  phone: string;
  phoneNational: string;
  name: string | null;
  productId: string;
  lines: readonly { id: string; quantity: number }[];
  updatedAt: string;
  orderNo: string | null;
}

export interface LeadsViewProps {
  filter: LeadFilter;
  /** Newest ping first; null while they load. */
  leads: readonly LeadRow[] | null;
  error: string | null;
  onFilter: (filter: LeadFilter) => void;
}

const FILTERS: readonly LeadFilter[] = ['open', 'converted', 'all'];

/** Abandoned order forms: who to call (the phone dials), what they were buying, whether they ordered since. */
export function LeadsView({ filter, leads, error, onFilter }: LeadsViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section className="page" aria-labelledby="leads-title">
      <h1 id="leads-title">{t('section.leads')}</h1>
      <p className="muted">{t('leads.intro')}</p>
      <label className="field">
        <span>{t('leads.show')}</span>
        <select value={filter} onChange={(event) => onFilter(event.target.value as LeadFilter)}>
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`leads.filter.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <div role="alert" className={error ? 'alert' : 'alert alert--empty'}>
        {error}
      </div>
      {leads === null ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : leads.length === 0 ? (
        <p>{t('leads.none')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('section.leads')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('leads.lastSeen')}</th>
                <th scope="col">{t('leads.phone')}</th>
                <th scope="col">{t('leads.name')}</th>
                <th scope="col">{t('leads.product')}</th>
                <th scope="col">{t('leads.outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id} data-testid="lead">
                  <td>
                    <time dateTime={lead.updatedAt}>{intl.formatDate(lead.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                  </td>
                  <td>
                    <a href={`tel:${lead.phone}`} dir="ltr">
                      {lead.phoneNational}
                    </a>
                  </td>
                  <td>{lead.name ?? '—'}</td>
                  <td>
                    {lead.productId}
                    {lead.lines.map((line) => (
                      <div key={line.id} className="muted">
                        {t('leads.line', { id: line.id, quantity: line.quantity })}
                      </div>
                    ))}
                  </td>
                  <td>{lead.orderNo ? t('leads.converted', { orderNo: lead.orderNo }) : t('leads.open')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
