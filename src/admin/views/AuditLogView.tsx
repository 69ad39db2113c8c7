import { useIntl } from 'react-intl';

export interface AuditRow {
  id: string;
  at: string;
  operatorEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditLogViewProps {
  /** Newest first; null while the first page loads. */
  entries: readonly AuditRow[] | null;
  loadingOlder: boolean;
  /** Whether an older page may exist (the last page was full). */
  hasOlder: boolean;
  error: string | null;
  onOlder: () => void;
}

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** The audit log: who changed what and when, the before and after folded away, older pages on demand. */
export function AuditLogView({ entries, loadingOlder, hasOlder, error, onOlder }: AuditLogViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <section className="page" aria-labelledby="audit-title">
      <h1 id="audit-title">{t('section.audit')}</h1>
      <div role="alert" className={error ? 'alert' : 'alert alert--empty'}>
        {error}
      </div>
      {entries === null ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : entries.length === 0 ? (
        <p>{t('audit.none')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('section.audit')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.details')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-entry">
                  <td>
                    <time dateTime={entry.at}>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
                  </td>
                  <td>{entry.operatorEmail}</td>
                  <td>
                    <code>{t('audit.action', { action: entry.action, entity: entry.entity, id: entry.entityId ?? 'none' })}</code>
                  </td>
                  <td>
                    <details>
                      <summary>{t('audit.details')}</summary>
                      <div className="diff">
                        <div>
                          <h3>{t('audit.before')}</h3>
                          <pre>{json(entry.before)}</pre>
                        </div>
                        <div>
                          <h3>{t('audit.after')}</h3>
                          <pre>{json(entry.after)}</pre>
                        </div>
                      </div>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {entries && entries.length > 0 ? (
        hasOlder ? (
          <button type="button" className="button" onClick={onOlder} disabled={loadingOlder} aria-busy={loadingOlder}>
            {t('audit.older')}
          </button>
        ) : (
          <p className="muted">{t('audit.noOlder')}</p>
        )
      ) : null}
    </section>
  );
}
