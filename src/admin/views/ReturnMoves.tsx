import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AdminReturn } from '../../domain/contracts/admin-returns';

export interface ReturnMovesProps {
  item: Pick<AdminReturn, 'id' | 'lifecycle'>;
  busy: boolean;
  /** A move the request's lifecycle allows now, with what the agent typed (trimmed; empty fields left out). */
  onMove: (id: string, event: string, values: Record<string, string>) => void;
}

/** The moves a return request's lifecycle allows now, each a form asking for what it needs (the Returns section's and the order page's). */
export function ReturnMoves({ item, busy, onMove }: ReturnMovesProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const submit = (event: string) => (form: FormEvent<HTMLFormElement>) => {
    form.preventDefault();
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form.currentTarget).entries()) if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
    onMove(item.id, event, values);
  };
  return (
    <>
      {item.lifecycle.allowedEvents.map((allowed) => (
        <form key={allowed.type} className="order-move" aria-label={t(`returns.event.${allowed.type}`)} onSubmit={submit(allowed.type)}>
          {allowed.fields.map((field) => (
            <label key={field.name}>
              {t(`returns.field.${field.name}`)}
              {field.options ? (
                <select name={field.name} required defaultValue="">
                  <option value="" disabled>
                    {t('returns.choose')}
                  </option>
                  {field.options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {t(`returns.method.${option.id}`)}
                    </option>
                  ))}
                </select>
              ) : field.name === 'reply' ? (
                <textarea name="reply" rows={2} maxLength={500} required={allowed.type === 'return.reject'} />
              ) : (
                <input name={field.name} required inputMode={field.name === 'amount' ? 'decimal' : undefined} />
              )}
            </label>
          ))}
          <button type="submit" disabled={busy}>
            {t(`returns.event.${allowed.type}`)}
          </button>
        </form>
      ))}
    </>
  );
}
