import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';

export interface StoreImportViewProps {
  busy: boolean;
  /** How many stores the last import put in, or null. */
  imported: number | null;
  /** Why the last import did not happen (the server's message, or "could not be reached"). */
  error: string | null;
  /** The lines of the refused file, each with what is wrong. */
  problems: readonly { line: number; problem: string }[];
  onImport: (file: File, replace: boolean) => void;
}

/**
 * The pickup store directory's import: a CSV file, all of it or nothing. A refused file's lines
 * are listed (line number and problem) in an alert a screen reader reads, which takes the focus.
 */
export function StoreImportView(props: StoreImportViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [missing, setMissing] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  const refused = props.error !== null || props.problems.length > 0;
  useEffect(() => {
    if (refused) result.current?.focus();
  }, [refused, props.problems]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem('stores-file') as HTMLInputElement).files?.[0];
    setMissing(!file);
    if (file) props.onImport(file, (form.elements.namedItem('stores-replace') as HTMLInputElement).checked);
  };

  return (
    <section aria-labelledby="stores-title">
      <h2 id="stores-title">{t('settings.stores')}</h2>
      <p className="muted" id="stores-hint">
        {t('settings.storesHint')}
      </p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="stores-file">
            {t('settings.storesFile')}
          </label>
          <input id="stores-file" name="stores-file" type="file" accept=".csv,text/csv" aria-describedby={missing ? 'stores-hint stores-file-error' : 'stores-hint'} aria-invalid={missing || undefined} />
          {missing ? (
            <span id="stores-file-error" className="field__error">
              {t('settings.storesNoFile')}
            </span>
          ) : null}
        </div>
        <label className="radio">
          <input name="stores-replace" type="checkbox" /> {t('settings.storesReplace')}
        </label>
        <div className="actions">
          <button type="submit" className="button" disabled={props.busy}>
            {props.busy ? t('settings.storesImporting') : t('settings.storesImport')}
          </button>
        </div>
      </form>
      <div role="status" className={props.imported !== null ? 'notice' : 'notice notice--empty'}>
        {props.imported !== null ? t('settings.storesImported', { count: props.imported }) : null}
      </div>
      <div role="alert" ref={result} tabIndex={-1} className={refused ? 'alert' : 'alert alert--empty'} data-testid="store-import-problems">
        {refused ? (
          <>
            <p>{props.problems.length > 0 ? t('settings.storesRefused', { count: props.problems.length }) : props.error}</p>
            {props.problems.length > 0 ? (
              <ul>
                {props.problems.map((problem, index) => (
                  <li key={`${problem.line}-${index}`}>{t('settings.storesLine', { line: problem.line, problem: problem.problem })}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
