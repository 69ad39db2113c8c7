import { useIntl } from 'react-intl';
import { ORDER_MESSAGE_KINDS, type OrderMessageKind } from '../../domain/order-messages';
import { MessagesTable, type MessageRow } from './MessagesTable';

export interface OrderMessagesViewProps {
  /** The order's messages, newest first; null while they load. */
  messages: readonly MessageRow[] | null;
  /** A send is under way (the buttons wait). */
  sending: boolean;
  /** The last send by hand: its kind and whether the provider took it. */
  sent: { kind: OrderMessageKind; status: 'sent' | 'failed' } | null;
  error: string | null;
  onResend: (kind: OrderMessageKind) => void;
  onReload: () => void;
}

/** The console order page's Messages panel: what the shopper was sent, and each kind sent again by hand. */
export function OrderMessagesView({ messages, sending, sent, error, onResend, onReload }: OrderMessagesViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section aria-labelledby="order-messages-title">
      <h2 id="order-messages-title">{t('orderMessages.title')}</h2>
      {/* Shown only with something to say: the order page has its own alert and status. */}
      {error ? (
        <div role="alert" className="alert">
          {error}
          {messages === null ? (
            <button type="button" className="button" onClick={onReload}>
              {t('orderMessages.reload')}
            </button>
          ) : null}
        </div>
      ) : null}
      {sent ? (
        <div role="status" className="notice">
          {t(sent.status === 'sent' ? 'orderMessages.sent' : 'orderMessages.sentFailed', { kind: t(`outbox.kind.${sent.kind}`) })}
        </div>
      ) : null}
      {messages === null ? (
        error ? null : <p aria-busy="true">{t('app.loading')}</p>
      ) : messages.length === 0 ? (
        <p>{t('orderMessages.none')}</p>
      ) : (
        <MessagesTable messages={messages} caption={t('orderMessages.title')} showOrder={false} />
      )}
      <div className="toolbar">
        {ORDER_MESSAGE_KINDS.map((kind) => (
          <button key={kind} type="button" className="button" disabled={sending || messages === null} aria-busy={sending || undefined} onClick={() => onResend(kind)}>
            {t('orderMessages.resend', { kind: t(`outbox.kind.${kind}`) })}
          </button>
        ))}
        {/* The provider's answers and the outbox's retries change the rows after they are shown. */}
        {messages !== null ? (
          <button type="button" className="button button--quiet" disabled={sending} onClick={onReload}>
            {t('orderMessages.reload')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
