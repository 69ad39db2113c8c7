import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface OperatorRow {
  email: string;
  role: string;
  createdAt: string;
  passwordChangedAt: string;
}

export interface NewOperator {
  email: string;
  role: string;
  password: string;
}

/** What the last change did: done (a status) or refused (an alert, with the server's message). */
export type Feedback = { kind: 'done' | 'refused'; text: string } | null;

export interface OperatorsViewProps {
  /** null while the list loads. */
  operators: readonly OperatorRow[] | null;
  roles: readonly string[];
  self: string;
  busy: boolean;
  feedback: Feedback;
  draft: NewOperator;
  /** The row whose new password is being typed, and what is typed. */
  resetting: { email: string; password: string } | null;
  /** The row whose removal waits for a confirmation. */
  removing: string | null;
  onDraftChange: (field: keyof NewOperator, value: string) => void;
  onAdd: () => void;
  onResetOpen: (email: string) => void;
  onResetChange: (password: string) => void;
  onResetSubmit: () => void;
  onRemoveAsk: (email: string) => void;
  onRemoveConfirm: () => void;
  onCancel: () => void;
}

/** The shop's operators: the list, adding one, setting a password, removing one. */
export function OperatorsView(props: OperatorsViewProps) {
  const { operators, roles, self, busy, feedback, draft, resetting, removing } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const submit = (action: () => void) => (event: FormEvent) => {
    event.preventDefault();
    action();
  };
  return (
    <section className="page" aria-labelledby="operators-title">
      <h1 id="operators-title">{t('section.operators')}</h1>
      <div role="alert" className={feedback?.kind === 'refused' ? 'alert' : 'alert alert--empty'}>
        {feedback?.kind === 'refused' ? feedback.text : null}
      </div>
      <div role="status" className={feedback?.kind === 'done' ? 'notice' : 'notice notice--empty'}>
        {feedback?.kind === 'done' ? feedback.text : null}
      </div>
      {operators === null ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : operators.length === 0 ? (
        <p>{t('operators.none')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('operators.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('operators.email')}</th>
                <th scope="col">{t('operators.role')}</th>
                <th scope="col">{t('operators.created')}</th>
                <th scope="col">{t('operators.passwordChanged')}</th>
                <th scope="col">{t('operators.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {operators.map((operator) => (
                <tr key={operator.email} data-testid="operator-row">
                  <th scope="row">
                    {operator.email} {operator.email === self ? <span className="muted">{t('operators.you')}</span> : null}
                  </th>
                  <td>{t(`role.${operator.role}`)}</td>
                  <td>{when(operator.createdAt)}</td>
                  <td>{when(operator.passwordChangedAt)}</td>
                  <td>
                    {resetting?.email === operator.email ? (
                      <form className="inline-form" onSubmit={submit(props.onResetSubmit)}>
                        <label className="field">
                          <span className="field__label">{t('operators.resetFor', { email: operator.email })}</span>
                          <input type="password" autoComplete="new-password" required minLength={12} value={resetting.password} onChange={(event) => props.onResetChange(event.target.value)} />
                        </label>
                        <button type="submit" className="button button--primary" disabled={busy}>
                          {t('operators.resetSubmit')}
                        </button>
                        <button type="button" className="button" onClick={props.onCancel}>
                          {t('operators.cancel')}
                        </button>
                      </form>
                    ) : removing === operator.email ? (
                      <div className="inline-form" role="group" aria-label={t('operators.removeConfirm', { email: operator.email })}>
                        <span>{t('operators.removeConfirm', { email: operator.email })}</span>
                        <button type="button" className="button button--danger" onClick={props.onRemoveConfirm} disabled={busy}>
                          {t('operators.removeYes')}
                        </button>
                        <button type="button" className="button" onClick={props.onCancel}>
                          {t('operators.cancel')}
                        </button>
                      </div>
                    ) : (
                      <div className="actions">
                        <button type="button" className="button" onClick={() => props.onResetOpen(operator.email)} aria-label={`${t('operators.reset')}: ${operator.email}`}>
                          {t('operators.reset')}
                        </button>
                        <button type="button" className="button" onClick={() => props.onRemoveAsk(operator.email)} aria-label={`${t('operators.remove')}: ${operator.email}`}>
                          {t('operators.remove')}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="card add-operator" onSubmit={submit(props.onAdd)} aria-labelledby="add-operator-title">
        <h2 id="add-operator-title">
          <FormattedMessage id="operators.add" />
        </h2>
        <label className="field">
          <span className="field__label">{t('operators.email')}</span>
          <input type="email" name="new-email" autoComplete="off" required value={draft.email} onChange={(event) => props.onDraftChange('email', event.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">{t('operators.role')}</span>
          <select name="new-role" value={draft.role} onChange={(event) => props.onDraftChange('role', event.target.value)}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('operators.password')}</span>
          <input type="password" name="new-password" autoComplete="new-password" required value={draft.password} onChange={(event) => props.onDraftChange('password', event.target.value)} />
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('operators.addSubmit')}
        </button>
      </form>
    </section>
  );
}
