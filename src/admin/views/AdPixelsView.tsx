import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { AD_PIXEL_FIELDS, type AdPixelsForm } from '../../domain/ad-pixels-form';
import { SettingsField, settingsFieldId } from './SettingsField';

export type AdPixelsPhase = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'saved' | 'failed';

export interface AdPixelsViewProps {
  phase: AdPixelsPhase;
  form: AdPixelsForm | null;
  /** The networks whose ids the server refused (`facebook`, `googleType`...). */
  invalid: readonly string[];
  /** A failure to show (the server's message, or "could not be reached"). */
  error: string | null;
  onField: (field: keyof AdPixelsForm, value: string) => void;
  onSave: () => void;
  onRetry: () => void;
}

/**
 * The product editor's "Ad pixels" panel: one field per network (ids separated by commas) and a save
 * button. Its live regions are plain `aria-live` ones, so the editor's own status and alert stay the page's.
 */
export function AdPixelsView(props: AdPixelsViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { form, phase } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave();
  };
  const problem = (field: string) => (props.invalid.includes(field) ? t('pixels.problem') : undefined);
  return (
    <section className="page" aria-labelledby="pixels-title">
      <h2 id="pixels-title">{t('pixels.title')}</h2>
      <p className="muted">{t('pixels.hint')}</p>
      <div aria-live="assertive" className={props.error || props.invalid.length ? 'alert' : 'alert alert--empty'}>
        {props.error ?? (props.invalid.length ? t('pixels.refused') : null)}
      </div>
      <div aria-live="polite" className={phase === 'saved' || phase === 'saving' ? 'notice' : 'notice notice--empty'}>
        {phase === 'saved' ? t('pixels.saved') : phase === 'saving' ? t('pixels.saving') : null}
      </div>
      {phase === 'loading' ? <p aria-busy="true">{t('app.loading')}</p> : null}
      {phase === 'loadFailed' ? (
        <button type="button" className="button" onClick={props.onRetry}>
          {t('pixels.retry')}
        </button>
      ) : null}
      {form && phase !== 'loading' && phase !== 'loadFailed' ? (
        <form className="editor" onSubmit={submit} noValidate aria-labelledby="pixels-title">
          {AD_PIXEL_FIELDS.map((field) => (
            <SettingsField key={field} field={`pixels.${field}`} label={t(`pixels.${field}`)} hint={t(`pixels.${field}Hint`)} value={form[field]} problem={problem(field)} onChange={(value) => props.onField(field, value)} />
          ))}
          <div className="field">
            <label className="field__label" htmlFor={settingsFieldId('pixels.googleType')}>
              {t('pixels.googleType')}
            </label>
            <select
              id={settingsFieldId('pixels.googleType')}
              value={form.googleType}
              aria-invalid={props.invalid.includes('googleType') || undefined}
              onChange={(event) => props.onField('googleType', event.target.value)}
            >
              <option value="">{t('pixels.googleTypeNone')}</option>
              <option value="GoogleADS">Google Ads</option>
              <option value="other">{t('pixels.googleTypeOther')}</option>
            </select>
          </div>
          <button type="submit" className="button button--primary" disabled={phase === 'saving'}>
            {t('pixels.save')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
