import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Carrier } from '../domain/carriers';
import { OTHER_CARRIER } from '../domain/carriers';
import { RETURN_LIMITS, RETURN_REASONS, type ReturnErrors, type ReturnField, type ReturnInput } from '../domain/return-request';
import { FieldMessage } from './FieldMessage';
import { PhotoPicker, type PhotoPreview } from './PhotoPicker';
import type { PhotoProblem } from '../domain/photo';

export interface ReturnFormProps {
  values: ReturnInput;
  errors: ReturnErrors;
  packagePhotos: readonly PhotoPreview[];
  screenshot: readonly PhotoPreview[];
  /** Files of the last pick that were not taken, by field, each with its reason. */
  refused?: Record<'packagePhotos' | 'screenshot', readonly { name: string; problem: PhotoProblem }[]>;
  carriers: readonly Carrier[];
  /** The zone's regions to choose from; null: the region is typed (no list, or it failed to load). */
  regions: readonly string[] | null;
  regionsLoading: boolean;
  callingCode: string;
  state: 'editing' | 'submitting' | 'submitted';
  /** Why the last submission failed, when no field says (the network, the server). */
  failure: string | null;
  /** Where the shopper follows the request once sent (the order's page). */
  orderHref: string;
  onChange: (field: keyof ReturnInput, value: string) => void;
  onBlur: (field: ReturnField) => void;
  onPhotos: (target: 'packagePhotos' | 'screenshot', files: File[]) => void;
  onRemovePhoto: (target: 'packagePhotos' | 'screenshot', index: number) => void;
  onSubmit: () => void;
}

/**
 * The return form (spec §3 Return request, §5 Return form): why, how the parcel comes back
 * (courier and tracking number), which order, photos, and who hands the parcel over where.
 */
export function ReturnForm(props: ReturnFormProps) {
  const intl = useIntl();
  const id = useId();
  const { values, errors } = props;
  const busy = props.state === 'submitting';
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);

  if (props.state === 'submitted') {
    return (
      <div className="notice notice--info" role="status" data-testid="return-submitted">
        <p>
          <FormattedMessage id="return.thanks" />
        </p>
        <p>
          <a className="button button--secondary" href={props.orderHref}>
            <FormattedMessage id="return.followOrder" />
          </a>
        </p>
      </div>
    );
  }

  const describedBy = (name: ReturnField) => (errors[name] ? `${id}-${name}-error` : undefined);
  const common = (name: keyof ReturnInput) => ({
    id: `${id}-${name}`,
    name,
    disabled: busy,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name),
    onBlur: () => props.onBlur(name),
  });
  const field = (name: keyof ReturnInput, label: ReactNode, input: ReactNode, hint?: ReactNode) => (
    <div className={`field${errors[name] ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {hint && <p className="field__hint">{hint}</p>}
      {input}
      {errors[name] && <FieldMessage id={`${id}-${name}-error`} error={errors[name]!} />}
    </div>
  );
  const optional = <span className="muted">{t('form.optional')}</span>;

  return (
    <form
      className="return-form card"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <fieldset className={`return-form__reasons${errors.reason ? ' field--invalid' : ''}`} aria-describedby={describedBy('reason')}>
        <legend className="field__label">
          <FormattedMessage id="return.reason" />
        </legend>
        {RETURN_REASONS.map((reason) => (
          <label key={reason} className={`choice${values.reason === reason ? ' choice--chosen' : ''}`}>
            <input type="radio" name="reason" value={reason} checked={values.reason === reason} disabled={busy} onChange={() => props.onChange('reason', reason)} onBlur={() => props.onBlur('reason')} />
            <span>
              <FormattedMessage id={`return.reason.${reason}`} />
            </span>
          </label>
        ))}
        {errors.reason && <FieldMessage id={`${id}-reason-error`} error={errors.reason} />}
      </fieldset>
      {field(
        'remark',
        <>
          {t('return.remark')} {values.reason === 'other' ? null : optional}
        </>,
        <textarea {...common('remark')} rows={3} maxLength={RETURN_LIMITS.remark} aria-required={values.reason === 'other' || undefined} value={values.remark} onChange={(event) => props.onChange('remark', event.target.value)} />,
        values.reason === 'other' ? t('return.remarkHint') : undefined,
      )}
      {field(
        'orderNo',
        t('lookup.orderNumber'),
        <input
          {...common('orderNo')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-required
          value={values.orderNo}
          onChange={(event) => props.onChange('orderNo', event.target.value)}
        />,
      )}
      {field(
        'carrier',
        t('return.carrier'),
        <select {...common('carrier')} aria-required value={values.carrier} onChange={(event) => props.onChange('carrier', event.target.value)}>
          <option value="">{t('return.chooseCarrier')}</option>
          {props.carriers.map((carrier) => (
            <option key={carrier.id} value={carrier.id}>
              {carrier.name}
            </option>
          ))}
          <option value={OTHER_CARRIER}>{t('return.carrierOther')}</option>
        </select>,
      )}
      {field(
        'trackingNo',
        t('return.trackingNo'),
        <input {...common('trackingNo')} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={40} aria-required value={values.trackingNo} onChange={(event) => props.onChange('trackingNo', event.target.value)} />,
      )}
      <PhotoPicker
        id={`${id}-packagePhotos`}
        name="packagePhotos"
        label={<FormattedMessage id="return.packagePhotos" values={{ max: RETURN_LIMITS.packagePhotos }} />}
        photos={props.packagePhotos}
        max={RETURN_LIMITS.packagePhotos}
        error={errors.packagePhotos}
        disabled={busy}
        required
        onPhotos={(files) => props.onPhotos('packagePhotos', files)}
        onRemove={(index) => props.onRemovePhoto('packagePhotos', index)}
        refused={props.refused?.packagePhotos}
      />
      <PhotoPicker
        id={`${id}-screenshot`}
        name="screenshot"
        label={
          <>
            {t('return.screenshot')} {optional}
          </>
        }
        photos={props.screenshot}
        max={RETURN_LIMITS.screenshots}
        error={errors.screenshot}
        disabled={busy}
        onPhotos={(files) => props.onPhotos('screenshot', files)}
        onRemove={(index) => props.onRemovePhoto('screenshot', index)}
        refused={props.refused?.screenshot}
      />
      {field('pickerName', t('return.pickerName'), <input {...common('pickerName')} autoComplete="name" maxLength={RETURN_LIMITS.name} aria-required value={values.pickerName} onChange={(event) => props.onChange('pickerName', event.target.value)} />)}
      {field(
        'pickerPhone',
        t('return.pickerPhone'),
        <div className="field__control">
          <span className="field__prefix" dir="ltr">
            {props.callingCode}
          </span>
          <input {...common('pickerPhone')} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={30} aria-required value={values.pickerPhone} onChange={(event) => props.onChange('pickerPhone', event.target.value)} />
        </div>,
      )}
      {field(
        'region',
        t('return.region'),
        props.regions || props.regionsLoading ? (
          <select {...common('region')} disabled={busy || props.regionsLoading} aria-required value={values.region} onChange={(event) => props.onChange('region', event.target.value)}>
            <option value="">{t(props.regionsLoading ? 'address.loading' : 'return.chooseRegion')}</option>
            {(props.regions ?? []).map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        ) : (
          <input {...common('region')} autoComplete="address-level1" maxLength={RETURN_LIMITS.region} aria-required value={values.region} onChange={(event) => props.onChange('region', event.target.value)} />
        ),
      )}
      {field(
        'address',
        t('return.address'),
        <textarea {...common('address')} rows={2} autoComplete="street-address" maxLength={RETURN_LIMITS.address} aria-required value={values.address} onChange={(event) => props.onChange('address', event.target.value)} />,
        t('return.addressHint'),
      )}
      {props.failure && (
        <p className="notice notice--warning" role="alert" data-testid="return-failure">
          <FormattedMessage id="return.failed" />
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        <FormattedMessage id={busy ? 'return.sending' : 'return.send'} />
      </button>
    </form>
  );
}
