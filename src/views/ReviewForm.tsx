import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReviewErrors, ReviewField, ReviewInput } from '../domain/review';
import { REVIEW_IMAGES_MAX } from '../domain/review';
import { FieldMessage } from './FieldMessage';
import { PhotoPicker } from './PhotoPicker';

export interface ReviewFormProps {
  values: ReviewInput;
  errors: ReviewErrors;
  photos: readonly { name: string; preview: string }[];
  callingCode: string;
  state: 'editing' | 'submitting' | 'submitted';
  onChange: (field: keyof ReviewInput, value: string) => void;
  onBlur: (field: ReviewField) => void;
  onPhotos: (files: File[]) => void;
  onRemovePhoto: (index: number) => void;
  onSubmit: () => void;
}

/** The comment form: name, mobile number (never shown), a score, a message and up to three photos. */
export function ReviewForm(props: ReviewFormProps) {
  const intl = useIntl();
  const id = useId();
  const { values, errors } = props;
  if (props.state === 'submitted') {
    return (
      <p className="notice notice--info" role="status" data-testid="review-thanks">
        <FormattedMessage id="review.thanks" />
      </p>
    );
  }
  const busy = props.state === 'submitting';
  const field = (name: keyof ReviewInput, label: string, input: React.ReactNode) => (
    <div className={`field${errors[name] ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {input}
      {errors[name] && <FieldMessage id={`${id}-${name}-error`} error={errors[name]!} />}
    </div>
  );
  const common = (name: keyof ReviewInput) => ({
    id: `${id}-${name}`,
    name,
    disabled: busy,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onBlur: () => props.onBlur(name),
  });
  return (
    <form
      className="review-form card"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <h3 className="section-title">
        <FormattedMessage id="review.write" />
      </h3>
      {field('name', intl.formatMessage({ id: 'form.name' }), <input {...common('name')} autoComplete="name" maxLength={50} value={values.name} onChange={(event) => props.onChange('name', event.target.value)} />)}
      {field(
        'phone',
        intl.formatMessage({ id: 'form.phone' }),
        <div className="field__control">
          <span className="field__prefix" dir="ltr">
            {props.callingCode}
          </span>
          <input {...common('phone')} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={30} value={values.phone} onChange={(event) => props.onChange('phone', event.target.value)} />
        </div>,
      )}
      <fieldset className={`field score${errors.score ? ' field--invalid' : ''}`} aria-describedby={errors.score ? `${id}-score-error` : undefined}>
        <legend className="field__label">
          <FormattedMessage id="review.score" />
        </legend>
        <div className="score__stars">
          {[1, 2, 3, 4, 5].map((score) => (
            <label key={score} className={`score__star${values.score >= score ? ' score__star--on' : ''}`}>
              <input type="radio" name="score" value={score} checked={values.score === score} disabled={busy} onChange={() => props.onChange('score', String(score))} onBlur={() => props.onBlur('score')} />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{intl.formatMessage({ id: 'product.rating' }, { score })}</span>
            </label>
          ))}
        </div>
        {errors.score && <FieldMessage id={`${id}-score-error`} error={errors.score} />}
      </fieldset>
      {field('message', intl.formatMessage({ id: 'review.message' }), <textarea {...common('message')} rows={4} maxLength={1000} value={values.message} onChange={(event) => props.onChange('message', event.target.value)} />)}
      <PhotoPicker
        id={`${id}-photos`}
        name="images"
        label={<FormattedMessage id="review.photos" values={{ max: REVIEW_IMAGES_MAX }} />}
        photos={props.photos}
        max={REVIEW_IMAGES_MAX}
        error={errors.images}
        disabled={busy}
        onPhotos={props.onPhotos}
        onRemove={props.onRemovePhoto}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        <FormattedMessage id={busy ? 'review.sending' : 'review.send'} />
      </button>
    </form>
  );
}
