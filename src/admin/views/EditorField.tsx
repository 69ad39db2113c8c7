/** The product editor's labelled input and field problem, shared by its parts. */
export const idOf = (field: string) => `pe-${field.replace(/\./g, '-')}`;

/** One labelled input, with its problem announced and tied to it. */
export function EditorField(props: { field: string; label: string; value: string; problem?: string; hint?: string; onChange: (value: string) => void; inputMode?: 'decimal' | 'numeric'; multiline?: boolean; required?: boolean; adornment?: string }) {
  const id = idOf(props.field);
  const described = [props.problem ? `${id}-error` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, value: props.value, 'aria-invalid': props.problem ? true : undefined, 'aria-describedby': described, 'aria-required': props.required || undefined };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
        {props.adornment ? ` (${props.adornment})` : ''}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={5} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" inputMode={props.inputMode} onChange={(event) => props.onChange(event.target.value)} />
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

export function EditorProblem({ field, problems }: { field: string; problems: Record<string, string> }) {
  return problems[field] ? (
    <p id={`${idOf(field)}-error`} className="field__error">
      {problems[field]}
    </p>
  ) : null;
}

