import { useId, type HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError, RecipientErrors } from '../../domain/recipient';
import type { RecipientField, RecipientInput } from '../../domain/recipient-fields';
import { FieldMessage } from '../FieldMessage';

type FieldSpec = {
  type?: string;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  hint?: boolean;
};

const SPECS: Record<RecipientField, FieldSpec> = {
  name: { autoComplete: 'name' },
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name', hint: true },
  phone: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  whatsapp: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: true },
  line: { autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  region: { autoComplete: 'address-level1' },
  province: { autoComplete: 'address-level1' },
  city: { autoComplete: 'address-level2' },
  district: { autoComplete: 'address-level3' },
  street: { autoComplete: 'address-line1' },
  address: { autoComplete: 'street-address', multiline: true },
  apartment: { autoComplete: 'address-line2' },
  postalCode: { autoComplete: 'postal-code', inputMode: 'text' },
  remark: { autoComplete: 'off', multiline: true },
};

export interface FieldPresentation {
  field: RecipientField;
  /** Catalog key of the label (zone-specific where the country names it differently). */
  labelKey: string;
  optional: boolean;
  /** Catalog key of a hint under the label. */
  hintKey?: string;
  /** Choices of an address part (province, city, ...); without them the field is typed. */
  options?: readonly { value: string; label: string }[];
  /** Places suggested while the shopper types (towns); any other may be typed. */
  suggestions?: readonly string[];
  /** The part's list is on its way. */
  loading?: boolean;
  prefix?: string;
  placeholder?: string;
}

/** The recipient fields a zone asks for, each with its label, hint and error. */
export function RecipientFields({ fields, values, errors, disabled, onChange, onBlur }: {
  fields: readonly FieldPresentation[];
  values: RecipientInput;
  errors: RecipientErrors;
  disabled: boolean;
  onChange: (field: RecipientField, value: string) => void;
  onBlur: (field: RecipientField) => void;
}) {
  return (
    <>
      {fields.map((presentation) => (
        <Field
          key={presentation.field}
          presentation={presentation}
          value={values[presentation.field]}
          error={errors[presentation.field]}
          disabled={disabled}
          onChange={(value) => onChange(presentation.field, value)}
          onBlur={() => onBlur(presentation.field)}
        />
      ))}
    </>
  );
}

function Field({ presentation, value, error, disabled, onChange, onBlur }: {
  presentation: FieldPresentation;
  value: string;
  error: FieldError | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const { field } = presentation;
  const spec = SPECS[field];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, presentation.hintKey ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field,
    disabled,
    autoComplete: spec.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': presentation.optional ? undefined : true,
    onBlur,
  } as const;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {intl.formatMessage({ id: presentation.labelKey })}
        {presentation.optional && <span className="muted"> {intl.formatMessage({ id: 'form.optional' })}</span>}
      </label>
      {presentation.hintKey && (
        <p id={hintId} className="field__hint">
          {intl.formatMessage({ id: presentation.hintKey })}
        </p>
      )}
      <div className="field__control">
        {presentation.prefix && (
          <span className="field__prefix">
            <bdi dir="ltr">{presentation.prefix}</bdi>
          </span>
        )}
        {presentation.loading ? (
          <select {...common} value="" disabled aria-busy="true" onChange={() => {}}>
            <option value="">{intl.formatMessage({ id: 'address.loading' })}</option>
          </select>
        ) : presentation.options ? (
          <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{intl.formatMessage({ id: 'form.choose' })}</option>
            {presentation.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : spec.multiline ? (
          <textarea {...common} value={value} rows={2} maxLength={500} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            value={value}
            type={spec.type ?? 'text'}
            inputMode={spec.inputMode}
            placeholder={presentation.placeholder}
            maxLength={field === 'phone' || field === 'whatsapp' ? 30 : 200}
            list={presentation.suggestions ? `${id}-places` : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {presentation.suggestions && !presentation.loading && (
          <datalist id={`${id}-places`}>
            {presentation.suggestions.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
        )}
      </div>
      {error && <FieldMessage id={errorId} error={error} />}
    </div>
  );
}
