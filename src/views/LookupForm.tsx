import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface LookupFormProps {
  orderNo: string;
  phone: string;
  callingCode: string;
  searching: boolean;
  onChange: (field: 'orderNo' | 'phone', value: string) => void;
  onSubmit: () => void;
}

/** Order number (required) and phone (optional: with it, the full details show). */
export function LookupForm({ orderNo, phone, callingCode, searching, onChange, onSubmit }: LookupFormProps) {
  const intl = useIntl();
  const orderId = useId();
  const phoneId = useId();
  return (
    <form
      className="card lookup-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={orderId}>
          {intl.formatMessage({ id: 'lookup.orderNumber' })}
        </label>
        <input
          id={orderId}
          name="orderNo"
          value={orderNo}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          onChange={(event) => onChange('orderNo', event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={phoneId}>
          {intl.formatMessage({ id: 'lookup.phone' })} <span className="muted">{intl.formatMessage({ id: 'form.optional' })}</span>
        </label>
        <p className="field__hint">{intl.formatMessage({ id: 'lookup.phoneHint' })}</p>
        <div className="field__control">
          <span className="field__prefix">
            <bdi dir="ltr">{callingCode}</bdi>
          </span>
          <input
            id={phoneId}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone}
            maxLength={30}
            onChange={(event) => onChange('phone', event.target.value)}
          />
        </div>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={searching || orderNo.trim() === ''}>
        {searching ? <FormattedMessage id="lookup.searching" /> : <FormattedMessage id="lookup.submit" />}
      </button>
    </form>
  );
}
