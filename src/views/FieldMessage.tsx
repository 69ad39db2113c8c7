import { FormattedMessage } from 'react-intl';
import type { FieldError } from '../domain/recipient';

/** A field's error: the message, then its hint (the phone rule's example), both localised. */
export function FieldMessage({ id, error }: { id: string; error: FieldError }) {
  return (
    <p id={id} className="field__error" role="alert">
      <FormattedMessage id={error.key} values={error.values} />
      {error.hintKey && (
        <>
          {' '}
          <FormattedMessage id={error.hintKey} values={isolated(error.hintValues)} />
        </>
      )}
    </p>
  );
}

/** Numbers in a sentence keep their own order in right-to-left text. */
function isolated(values: Record<string, string | number> | undefined) {
  if (!values) return undefined;
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, <bdi key={name} dir="ltr">{value}</bdi>]));
}
