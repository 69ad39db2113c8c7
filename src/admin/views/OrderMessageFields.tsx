import { useIntl } from 'react-intl';
import { MESSAGE_CHANNELS, MESSAGE_PLACEHOLDERS, ORDER_MESSAGE_KINDS } from '../../domain/order-messages';
import type { SiteSettingsForm } from '../../domain/site-settings-form';
import { SettingsField, settingsFieldId } from './SettingsField';

type MessageFields = Pick<SiteSettingsForm, 'messageChannel' | 'messageSend' | 'messageTemplates'>;

/** The Settings page's order messages: the channel, which kinds go out, and each kind's own text. */
export function OrderMessageFields({ form, problems, onChange }: { form: MessageFields; problems: Record<string, string>; onChange: (patch: Partial<MessageFields>) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <fieldset>
      <legend>{t('settings.messages')}</legend>
      <p className="muted">{t('settings.messagesHint', { placeholders: MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(' ') })}</p>
      <div className="field">
        <label className="field__label" htmlFor={settingsFieldId('messageChannel')}>
          {t('settings.messageChannel')}
        </label>
        <select id={settingsFieldId('messageChannel')} value={form.messageChannel} onChange={(event) => onChange({ messageChannel: event.target.value as MessageFields['messageChannel'] })}>
          {MESSAGE_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {t(`outbox.channel.${channel}`)}
            </option>
          ))}
        </select>
      </div>
      {ORDER_MESSAGE_KINDS.map((kind) => (
        <div key={kind}>
          <label className="radio" htmlFor={settingsFieldId(`messageSend.${kind}`)}>
            <input id={settingsFieldId(`messageSend.${kind}`)} type="checkbox" checked={form.messageSend[kind]} onChange={(event) => onChange({ messageSend: { ...form.messageSend, [kind]: event.target.checked } })} />{' '}
            {t('settings.messageSend', { kind: t(`outbox.kind.${kind}`) })}
          </label>
          <SettingsField
            field={`messageTemplates.${kind}`}
            label={t('settings.messageTemplate', { kind: t(`outbox.kind.${kind}`) })}
            value={form.messageTemplates[kind]}
            problem={problems[`messageTemplates.${kind}`]}
            hint={t('settings.messageTemplateHint')}
            multiline
            onChange={(text) => onChange({ messageTemplates: { ...form.messageTemplates, [kind]: text } })}
          />
        </div>
      ))}
    </fieldset>
  );
}
