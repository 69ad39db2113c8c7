import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FIXED_VALUE_NETWORKS, type SiteSettingsForm } from '../../domain/site-settings-form';
import { VERIFICATION_MODES } from '../../domain/contracts/verification';
import { ConversionApiFields } from './ConversionApiFields';
import { OrderMessageFields } from './OrderMessageFields';
import { SettingsField, settingsFieldId } from './SettingsField';
import { SitePicker, type SiteOption } from './SitePicker';

export type SettingsPhase = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'saved' | 'failed';

/** What the form shows beside what is typed: the site's rules and whether tokens are set. */
export interface SettingsFacts {
  consentAlwaysAsked: boolean;
  sellOutWarningByDefault: boolean;
  meta: { set: boolean; last4: string | null };
  tiktok: { set: boolean; last4: string | null };
}

export interface SiteSettingsViewProps {
  /** null while the sites load. */
  sites: readonly SiteOption[] | null;
  siteId: string | null;
  phase: SettingsPhase;
  form: SiteSettingsForm | null;
  facts: SettingsFacts | null;
  /** Problems by form field, worded. */
  problems: Record<string, string>;
  error: string | null;
  notice: string | null;
  /** The pickup store import, below the form. */
  storeImport: ReactNode;
  onSite: (siteId: string) => void;
  onForm: (form: SiteSettingsForm) => void;
  onSave: () => void;
  onRetry: () => void;
}

/** The Settings section: a site picker, the site's settings form, and the pickup store import. */
export function SiteSettingsView(props: SiteSettingsViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { form, facts, problems, phase } = props;
  const count = Object.keys(problems).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave();
  };
  const set = (patch: Partial<SiteSettingsForm>) => form && props.onForm({ ...form, ...patch });
  const text = (field: keyof SiteSettingsForm, options: { type?: 'text' | 'email' | 'tel'; hint?: string; required?: boolean; multiline?: boolean; label?: string } = {}) => (
    <SettingsField
      field={field}
      label={options.label ?? t(`settings.${field}`)}
      value={form![field] as string}
      problem={problems[field]}
      onChange={(value) => set({ [field]: value })}
      {...options}
    />
  );
  const check = (field: 'followBrowserLanguage' | 'askConsentOutsideEu' | 'holdRiskyForCall', disabled = false) => (
    <label className="radio" htmlFor={settingsFieldId(field)}>
      <input id={settingsFieldId(field)} type="checkbox" checked={form![field]} disabled={disabled} onChange={(event) => set({ [field]: event.target.checked })} /> {t(`settings.${field}`)}
    </label>
  );

  return (
    <section className="page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('section.settings')}</h1>
      <div role="alert" className={props.error || count ? 'alert' : 'alert alert--empty'}>
        {props.error}
        {count > 0 ? <p>{t('settings.problems', { count })}</p> : null}
      </div>
      <div role="status" className={props.notice ? 'notice' : 'notice notice--empty'}>
        {props.notice}
      </div>
      {props.sites === null ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : (
        <div className="toolbar">
          <SitePicker sites={props.sites} siteId={props.siteId} onSite={props.onSite} disabled={phase === 'saving'} />
        </div>
      )}
      {phase === 'loading' ? <p aria-busy="true">{t('app.loading')}</p> : null}
      {phase === 'loadFailed' ? (
        <button type="button" className="button" onClick={props.onRetry}>
          {t('settings.retry')}
        </button>
      ) : null}
      {form && facts && phase !== 'loading' && phase !== 'loadFailed' ? (
        <form className="editor" onSubmit={submit} noValidate aria-labelledby="settings-title">
          <fieldset>
            <legend>{t('settings.seller')}</legend>
            <p className="muted">{t('settings.sellerHint')}</p>
            {text('companyName', { required: true })}
            {text('companyAddress', { required: true })}
            {text('companyRegistration')}
          </fieldset>
          <fieldset>
            <legend>{t('settings.contacts')}</legend>
            {text('serviceEmail', { type: 'email' })}
            {text('whatsapp', { type: 'tel', hint: t('settings.whatsappHint') })}
            {text('line', { hint: t('settings.lineHint') })}
            {text('facebook', { hint: t('settings.facebookHint') })}
          </fieldset>
          <fieldset>
            <legend>{t('settings.consent')}</legend>
            {facts.consentAlwaysAsked ? <p>{t('settings.consentAlwaysAsked')}</p> : check('askConsentOutsideEu')}
            <div className="field">
              <label className="field__label" htmlFor={settingsFieldId('sellOutWarning')}>
                {t('settings.sellOutWarning')}
              </label>
              <select id={settingsFieldId('sellOutWarning')} value={form.sellOutWarning} onChange={(event) => set({ sellOutWarning: event.target.value as SiteSettingsForm['sellOutWarning'] })}>
                <option value="default">{t('settings.sellOutWarning.default', { state: t(facts.sellOutWarningByDefault ? 'settings.shown' : 'settings.notShown') })}</option>
                <option value="on">{t('settings.shown')}</option>
                <option value="off">{t('settings.notShown')}</option>
              </select>
            </div>
            {check('followBrowserLanguage')}
          </fieldset>
          <fieldset>
            <legend>{t('settings.verification')}</legend>
            <div className="field">
              <label className="field__label" htmlFor={settingsFieldId('verification')}>
                {t('settings.verification.when')}
              </label>
              <select id={settingsFieldId('verification')} value={form.verification} onChange={(event) => set({ verification: event.target.value as SiteSettingsForm['verification'] })} aria-describedby={`${settingsFieldId('verification')}-hint`}>
                {VERIFICATION_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`settings.verification.${mode}`)}
                  </option>
                ))}
              </select>
              <p className="field__hint" id={`${settingsFieldId('verification')}-hint`}>
                {t('settings.verificationHint')}
              </p>
            </div>
          </fieldset>
          <OrderMessageFields form={form} problems={problems} onChange={set} />
          <fieldset>
            <legend>{t('settings.ads')}</legend>
            <p className="muted">{t('settings.adsHint')}</p>
            <ConversionApiFields network="meta" token={facts.meta} form={form.meta} problems={problems} onChange={(meta) => set({ meta })} />
            <ConversionApiFields network="tiktok" token={facts.tiktok} form={form.tiktok} problems={problems} onChange={(tiktok) => set({ tiktok })} />
            <fieldset>
              <legend>{t('settings.fixedValue')}</legend>
              <p className="muted">{t('settings.fixedValueHint')}</p>
              <div className="field">
                <label className="field__label" htmlFor={settingsFieldId('fixedNetwork')}>
                  {t('settings.fixedNetwork')}
                </label>
                <select id={settingsFieldId('fixedNetwork')} value={form.fixedNetwork} onChange={(event) => set({ fixedNetwork: event.target.value as SiteSettingsForm['fixedNetwork'] })}>
                  <option value="">{t('settings.fixedNone')}</option>
                  {FIXED_VALUE_NETWORKS.map((network) => (
                    <option key={network} value={network}>
                      {t(`settings.network.${network}`)}
                    </option>
                  ))}
                </select>
              </div>
              {form.fixedNetwork ? (
                <div className="inline-form">
                  {text('fixedValue', { label: t('settings.fixedValue.label') })}
                  {text('fixedCurrency', { hint: t('settings.fixedCurrencyHint') })}
                </div>
              ) : null}
            </fieldset>
            {text('testPhones', { multiline: true, hint: t('settings.phonesHint') })}
          </fieldset>
          <fieldset>
            <legend>{t('settings.protection')}</legend>
            <p className="muted">{t('settings.protectionHint')}</p>
            <div className="inline-form">
              {text('ordersPerPhone', { hint: t('settings.limitHint') })}
              {text('ordersPerAddress', { hint: t('settings.limitHint') })}
            </div>
            {check('holdRiskyForCall')}
            {text('blockedMessage', { multiline: true, hint: t('settings.blockedMessageHint') })}
          </fieldset>
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={phase === 'saving'}>
              {phase === 'saving' ? t('settings.saving') : t('settings.save')}
            </button>
          </div>
        </form>
      ) : null}
      {props.storeImport}
    </section>
  );
}
