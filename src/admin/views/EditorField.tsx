import { FormField } from './FormField';

/** The product editor's labelled input and field problem, shared by its parts. */
export const idOf = (field: string) => `pe-${field.replace(/\./g, '-')}`;

/** One labelled input of the product editor, with its problem announced and tied to it. */
export function EditorField(props: { field: string; label: string; value: string; problem?: string; hint?: string; onChange: (value: string) => void; inputMode?: 'decimal' | 'numeric'; multiline?: boolean; required?: boolean; adornment?: string }) {
  const { field, ...rest } = props;
  return <FormField id={idOf(field)} rows={5} {...rest} />;
}

export function EditorProblem({ field, problems }: { field: string; problems: Record<string, string> }) {
  return problems[field] ? (
    <p id={`${idOf(field)}-error`} className="field__error">
      {problems[field]}
    </p>
  ) : null;
}

