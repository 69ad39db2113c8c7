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
          <FormattedMessage id={error.hintKey} />
        </>
      )}
    </p>
  );
}
