import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OutboxMessageView } from '../../../domain/contracts/admin-messages';
import { OutboxView } from '../../views/OutboxView';
import type { Request } from '../api';
import { failureText } from '../failure';
import { messageCalls } from '../messages-api';

/** The outbox (`GET /admin/api/messages`): the newest messages, or one order's as its number is typed. */
export function OutboxPage({ request, csrfToken }: { request: Request; csrfToken: string }) {
  const intl = useIntl();
  const calls = useMemo(() => messageCalls(request, csrfToken), [request, csrfToken]);
  const [orderNo, setOrderNo] = useState('');
  const [messages, setMessages] = useState<OutboxMessageView[] | null>(null);
  const [sandbox, setSandbox] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setMessages(null);
    setError(null);
    calls
      .outbox({ orderNo: orderNo.trim() })
      .then((answer) => {
        if (!current) return;
        setMessages(answer.items);
        setSandbox(answer.sandbox);
      })
      .catch((failure: unknown) => {
        if (!current) return;
        setMessages([]);
        setError(failureText(intl, failure));
      });
    return () => {
      current = false;
    };
  }, [calls, intl, orderNo]);

  return <OutboxView messages={messages} sandbox={sandbox} orderNo={orderNo} error={error} onOrderNo={setOrderNo} />;
}
