import { useIntl } from 'react-intl';

/** One outbox row as the back office shows it. */
export interface MessageRow {
  id: string;
  siteId: string;
  orderNo: string | null;
  kind: string;
  channel: string;
  to: string;
  body: string;
  provider: string;
  status: 'sent' | 'failed';
  error: string | null;
  createdAt: string;
}

/** Outbox rows, newest first: when, (site and order,) to whom, what kind, how, whether it went and the text. */
export function MessagesTable({ messages, caption, showOrder }: { messages: readonly MessageRow[]; caption: string; showOrder: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('outbox.when')}</th>
            {showOrder ? <th scope="col">{t('outbox.site')}</th> : null}
            {showOrder ? <th scope="col">{t('outbox.order')}</th> : null}
            <th scope="col">{t('outbox.to')}</th>
            <th scope="col">{t('outbox.kind')}</th>
            <th scope="col">{t('outbox.channel')}</th>
            <th scope="col">{t('outbox.provider')}</th>
            <th scope="col">{t('outbox.status')}</th>
            <th scope="col">{t('outbox.body')}</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id} data-testid="message">
              <td>
                <time dateTime={message.createdAt}>{intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </td>
              {showOrder ? <td>{message.siteId}</td> : null}
              {showOrder ? <td>{message.orderNo ?? '—'}</td> : null}
              <td dir="ltr">{message.to}</td>
              <td>{t(`outbox.kind.${message.kind}`)}</td>
              <td>{t(`outbox.channel.${message.channel}`)}</td>
              <td>{message.provider}</td>
              <td>{message.status === 'sent' ? t('outbox.status.sent') : t('outbox.status.failed', { error: message.error ?? '' })}</td>
              <td>{message.body}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
