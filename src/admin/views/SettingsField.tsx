import { FormField } from './FormField';

/** The Settings page's field ids: `settings-<field>` (`meta.newToken` is `settings-meta-newToken`). */
export const settingsFieldId = (field: string) => `settings-${field.replace(/\./g, '-')}`;

/** One labelled text input (or text area) of the Settings page, with its hint and its problem tied to it. */
export function SettingsField(props: {
  field: string;
  label: string;
  value: string;
  problem?: string;
  hint?: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
}) {
  const { field, autoComplete, ...rest } = props;
  return <FormField id={settingsFieldId(field)} autoComplete={autoComplete ?? 'off'} {...rest} />;
}
