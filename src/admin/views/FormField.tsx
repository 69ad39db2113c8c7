/** One labelled text input (or text area) of a back-office form, with its hint and its problem tied to it for screen readers. */
export function FormField(props: {
  id: string;
  label: string;
  value: string;
  problem?: string;
  hint?: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  inputMode?: 'decimal' | 'numeric';
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  /** Said after the label, in brackets: the unit ("zł"). */
  adornment?: string;
}) {
  const { id } = props;
  const described = [props.hint ? `${id}-hint` : null, props.problem ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, value: props.value, 'aria-invalid': props.problem ? true : undefined, 'aria-describedby': described, 'aria-required': props.required || undefined };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
        {props.adornment ? ` (${props.adornment})` : ''}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={props.rows ?? 3} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input {...common} type={props.type ?? 'text'} inputMode={props.inputMode} autoComplete={props.autoComplete} onChange={(event) => props.onChange(event.target.value)} />
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
