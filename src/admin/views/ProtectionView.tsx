import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { BLOCKLIST_KINDS, type BlocklistKind } from '../../domain/blocklist';
import { FormField } from './FormField';

export interface BlocklistRow {
  id: string;
  kind: BlocklistKind;
  /** As matched (E.164, lower case...); `typed` as the owner typed it when it differs. */
  value: string;
  typed: string;
  reason: string;
  addedBy: string;
  /** Formatted for the operator. */
  addedAt: string;
  /** A shop-wide entry (shown on every site's page). */
  shopWide: boolean;
}

export interface AttemptRow {
  id: string;
  outcome: 'blocked' | 'limited' | 'invalid';
  rule: string | null;
  matched: string | null;
  clientIp: string | null;
  phone: string | null;
  at: string;
}

export interface BlocklistForm {
  kind: BlocklistKind;
  value: string;
  reason: string;
}

export interface ProtectionViewProps {
  /** '' is the whole shop; then each site. */
  scopes: readonly { id: string; label: string }[];
  scope: string;
  /** null while they load. */
  entries: readonly BlocklistRow[] | null;
  attempts: readonly AttemptRow[] | null;
  form: BlocklistForm;
  busy: boolean;
  /** The server's refusal of the last change (a value not of its kind...), or a load failure. */
  error: string | null;
  /** The refusal was of the value typed: the field is marked. */
  valueRefused: boolean;
  onScope: (scope: string) => void;
  onForm: (form: BlocklistForm) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
}

/** The Protection section: the blocklists of a site or of the whole shop, an entry added or removed, the latest refused orders. */
export function ProtectionView(props: ProtectionViewProps) {
  const { scopes, scope, entries, attempts, form, busy, error, valueRefused } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onAdd();
  };
  return (
    <section className="page" aria-labelledby="protection-title">
      <h1 id="protection-title">{t('section.protection')}</h1>
      <p className="muted">{t('protection.intro')}</p>
      <label className="field">
        <span className="field__label">{t('protection.scope')}</span>
        <select value={scope} disabled={busy} onChange={(event) => props.onScope(event.target.value)}>
          {scopes.map((option) => (
            <option key={option.id} value={option.id}>
              {option.id === '' ? t('protection.wholeShop') : option.label}
            </option>
          ))}
        </select>
      </label>
      <div role="alert" className={error && !valueRefused ? 'alert' : 'alert alert--empty'}>
        {valueRefused ? null : error}
      </div>

      <form className="form" aria-labelledby="protection-add" onSubmit={submit}>
        <h2 id="protection-add">{t(scope === '' ? 'protection.addShopWide' : 'protection.add')}</h2>
        <label className="field">
          <span className="field__label">{t('protection.kind')}</span>
          <select value={form.kind} onChange={(event) => props.onForm({ ...form, kind: event.target.value as BlocklistKind })}>
            {BLOCKLIST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`protection.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <FormField id="blocklist-value" label={t('protection.value')} value={form.value} required hint={t(`protection.hint.${form.kind}`)} problem={valueRefused && error ? error : undefined} onChange={(value) => props.onForm({ ...form, value })} />
        <FormField id="blocklist-reason" label={t('protection.reason')} value={form.reason} required onChange={(reason) => props.onForm({ ...form, reason })} />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('protection.addButton')}
        </button>
      </form>

      {BLOCKLIST_KINDS.map((kind) => {
        const rows = entries?.filter((entry) => entry.kind === kind) ?? [];
        return (
          <section key={kind} aria-labelledby={`protection-${kind}`}>
            <h2 id={`protection-${kind}`}>{t(`protection.kind.${kind}`)}</h2>
            {entries === null ? (
              <p aria-busy="true">{t('app.loading')}</p>
            ) : rows.length === 0 ? (
              <p>{t('protection.noEntries')}</p>
            ) : (
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('protection.value')}</th>
                      <th scope="col">{t('protection.reason')}</th>
                      <th scope="col">{t('protection.addedBy')}</th>
                      <th scope="col">{t('protection.addedAt')}</th>
                      <th scope="col">{t('protection.appliesTo')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('protection.remove')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((entry) => (
                      <tr key={entry.id} data-testid="blocklist-entry">
                        <td>
                          {entry.value}
                          {entry.typed !== entry.value ? <span className="muted"> ({entry.typed})</span> : null}
                        </td>
                        <td>{entry.reason}</td>
                        <td>{entry.addedBy}</td>
                        <td>{entry.addedAt}</td>
                        <td>{t(entry.shopWide ? 'protection.wholeShop' : 'protection.thisSite')}</td>
                        <td>
                          <button type="button" className="button" disabled={busy} aria-label={t('protection.removeEntry', { value: entry.value })} onClick={() => props.onRemove(entry.id)}>
                            {t('protection.remove')}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}

      <section aria-labelledby="protection-attempts">
        <h2 id="protection-attempts">{t('protection.attempts')}</h2>
        {attempts === null ? (
          <p aria-busy="true">{t('app.loading')}</p>
        ) : attempts.length === 0 ? (
          <p>{t('protection.noAttempts')}</p>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('protection.attemptAt')}</th>
                  <th scope="col">{t('protection.outcome')}</th>
                  <th scope="col">{t('protection.rule')}</th>
                  <th scope="col">{t('protection.matched')}</th>
                  <th scope="col">{t('protection.clientIp')}</th>
                  <th scope="col">{t('protection.phone')}</th>
                </tr>
              </thead>
              <tbody>
                {attempts.map((attempt) => (
                  <tr key={attempt.id} data-testid="order-attempt">
                    <td>{attempt.at}</td>
                    <td>{t(`protection.outcome.${attempt.outcome}`)}</td>
                    <td>{attempt.rule ?? '—'}</td>
                    <td>{attempt.matched ?? '—'}</td>
                    <td>{attempt.clientIp ?? '—'}</td>
                    <td>{attempt.phone ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
