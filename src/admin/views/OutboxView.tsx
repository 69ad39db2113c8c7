import { useIntl } from 'react-intl';
import { MessagesTable, type MessageRow } from './MessagesTable';

export interface OutboxViewProps {
  /** Newest first; null while they load. */
  messages: readonly MessageRow[] | null;
  /** The provider is the sandbox: nothing left the server, one-time codes are shown. */
  sandbox: boolean;
  /** An order number to show the messages of, as typed. */
  orderNo: string;
  error: string | null;
  onOrderNo: (orderNo: string) => void;
}

/** The Outbox section: every text message sent or refused, newest first, optionally of one order. */
export function OutboxView({ messages, sandbox, orderNo, error, onOrderNo }: OutboxViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="page" aria-labelledby="outbox-title">
      <h1 id="outbox-title">{t('section.outbox')}</h1>
      <p className="muted">{t(sandbox ? 'outbox.sandbox' : 'outbox.intro')}</p>
      <label className="field">
        <span>{t('outbox.orderFilter')}</span>
        <input type="search" value={orderNo} onChange={(event) => onOrderNo(event.target.value)} autoComplete="off" />
      </label>
      <div role="alert" className={error ? 'alert' : 'alert alert--empty'}>
        {error}
      </div>
      {messages === null ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : messages.length === 0 ? (
        <p>{t('outbox.none')}</p>
      ) : (
        <MessagesTable messages={messages} caption={t('section.outbox')} showOrder />
      )}
    </section>
  );
}
