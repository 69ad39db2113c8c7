import { useIntl } from 'react-intl';
import type { NetworkForm } from '../../domain/site-settings-form';
import { SettingsField, settingsFieldId } from './SettingsField';

/**
 * One ad network's conversion API: whether a token is set (only its last 4 characters ever show),
 * a new token, removing it, the test event code and the API's address.
 */
export function ConversionApiFields(props: {
  network: 'meta' | 'tiktok';
  token: { set: boolean; last4: string | null };
  form: NetworkForm;
  problems: Record<string, string>;
  onChange: (form: NetworkForm) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { network, form, token } = props;
  const set = (patch: Partial<NetworkForm>) => props.onChange({ ...form, ...patch });
  const field = (name: keyof NetworkForm) => `${network}.${name}`;
  return (
    <fieldset>
      <legend>{t(`settings.${network}`)}</legend>
      <p data-testid={`${network}-token`}>{token.set ? (token.last4 ? t('settings.tokenSet', { last4: token.last4 }) : t('settings.tokenSetNoEnd')) : t('settings.tokenNone')}</p>
      <SettingsField
        field={field('newToken')}
        label={t('settings.newToken')}
        hint={t(token.set ? 'settings.newTokenHint' : 'settings.firstTokenHint')}
        type="password"
        autoComplete="new-password"
        value={form.newToken}
        problem={props.problems[field('newToken')]}
        onChange={(newToken) => set({ newToken, removeToken: newToken ? false : form.removeToken })}
      />
      {token.set ? (
        <label className="radio" htmlFor={settingsFieldId(field('removeToken'))}>
          <input id={settingsFieldId(field('removeToken'))} type="checkbox" checked={form.removeToken} onChange={(event) => set({ removeToken: event.target.checked, newToken: event.target.checked ? '' : form.newToken })} />{' '}
          {t('settings.removeToken')}
        </label>
      ) : null}
      <SettingsField field={field('testEventCode')} label={t('settings.testEventCode')} hint={t('settings.testEventCodeHint')} value={form.testEventCode} problem={props.problems[field('testEventCode')]} onChange={(testEventCode) => set({ testEventCode })} />
      <SettingsField field={field('endpoint')} label={t('settings.endpoint')} hint={t('settings.endpointHint')} type="url" value={form.endpoint} problem={props.problems[field('endpoint')]} onChange={(endpoint) => set({ endpoint })} />
    </fieldset>
  );
}
