import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { orderMessagesMachine, type OrderMessagesAnswer } from '../../../../machines/order-messages.machine';
import type { OutboxMessageView } from '../../../domain/contracts/admin-messages';
import type { OrderMessageKind } from '../../../domain/order-messages';
import { OrderMessagesView } from '../../views/OrderMessagesView';
import type { Request } from '../api';
import { failureText } from '../failure';
import { messageCalls } from '../messages-api';

/** The order page's Messages panel: its machine (machines/order-messages.machine.ts) with the outbox calls. */
export function OrderMessagesPanel({ request, csrfToken, orderNo }: { request: Request; csrfToken: string; orderNo: string }) {
  const intl = useIntl();
  const calls = useMemo(() => messageCalls(request, csrfToken), [request, csrfToken]);
  const explain = <T,>(call: () => Promise<T>) =>
    call().catch((failure: unknown) => {
      throw new Error(failureText(intl, failure));
    });
  const panel = useActorRef(
    orderMessagesMachine.provide({
      actors: {
        loadMessages: fromPromise<OrderMessagesAnswer, { orderNo: string }>(({ input }) => explain(() => calls.outbox({ orderNo: input.orderNo }))),
        resendMessage: fromPromise<OutboxMessageView, { orderNo: string; kind: OrderMessageKind }>(({ input }) => explain(() => calls.resend(input.orderNo, input.kind))),
      },
    }),
    { input: { orderNo } },
  );
  const view = useSelector(panel, (snapshot) => ({
    messages: snapshot.matches('loading') || snapshot.matches('failed') ? null : snapshot.context.messages,
    sending: snapshot.matches('sending'),
    sent: snapshot.matches('sent') && snapshot.context.sent && snapshot.context.kind ? { kind: snapshot.context.kind, status: snapshot.context.sent.status } : null,
    error: snapshot.matches('failed') || snapshot.matches('refused') ? snapshot.context.error : null,
  }));
  return <OrderMessagesView {...view} onResend={(kind) => panel.send({ type: 'message.resend', kind })} onReload={() => panel.send({ type: 'messages.reload' })} />;
}
