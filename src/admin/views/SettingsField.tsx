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
  const id = settingsFieldId(props.field);
  const described = [props.hint ? `${id}-hint` : null, props.problem ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, value: props.value, 'aria-invalid': props.problem ? true : undefined, 'aria-describedby': described, 'aria-required': props.required || undefined };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={3} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input {...common} type={props.type ?? 'text'} autoComplete={props.autoComplete ?? 'off'} onChange={(event) => props.onChange(event.target.value)} />
      )}
      {props.hint ? (
        <span id={`${id}-hint`} className="muted">
          {props.hint}
        </span>
      ) : null}
      {props.problem ? (
        <span id={`${id}-error`} className="field__error">
          {props.problem}
        </span>
      ) : null}
    </div>
  );
}
