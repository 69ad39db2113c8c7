import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { consoleOrderMachine, MoveRefused, type CallRequest, type MoveRequest } from '../../../../machines/console-order.machine';
import { LifecycleDiagram } from '../../views/LifecycleDiagram';
import { HistoryReplay } from '../../views/HistoryReplay';
import { useHistoryReplay } from '../use-history-replay';
import { OrderConsoleView } from '../../views/OrderConsoleView';
import type { Request } from '../api';
import { failureText } from '../failure';
import type { DiagramLayout } from '../machine-layout';
import { orderCalls, type AdminOrder } from '../orders-api';
import { moneyIn } from './OrdersPage';
import { OrderMessagesPanel } from './OrderMessagesPanel';
import { OrderPreviewPanel } from './OrderPreviewPanel';
import { OrderReturnsPanel } from './OrderReturnsPanel';

/**
 * One order on the support console: its page machine (machines/console-order.machine.ts) with the
 * calls provided here, and the lifecycle diagram laid out from the server's graph of the machine.
 */
export function OrderPage({ request, csrfToken, orderNo, onBack }: { request: Request; csrfToken: string; orderNo: string; onBack: () => void }) {
  const intl = useIntl();
  const calls = useMemo(() => orderCalls(request, csrfToken), [request, csrfToken]);
  // A failure carries the text to show: the server's own message, or "could not be reached"; a refusal (409) stays one.
  const explain = <T,>(call: () => Promise<T>) =>
    call().catch((failure: unknown) => {
      if (failure instanceof MoveRefused) throw failure;
      throw new Error(failureText(intl, failure));
    });
  const page = useActorRef(
    consoleOrderMachine.provide({
      actors: {
        loadOrder: fromPromise(({ input }: { input: { orderNo: string } }) => explain(() => calls.order(input.orderNo))),
        moveOrder: fromPromise(({ input }: { input: MoveRequest }) => explain(() => calls.move(input))),
        recordCall: fromPromise(({ input }: { input: CallRequest }) => explain(() => calls.recordCall(input))),
      },
    }),
    { input: { orderNo } },
  );
  const view = useSelector(page, (snapshot) => ({
    order: snapshot.context.order as AdminOrder | null,
    busy: snapshot.matches('loading') || snapshot.matches('moving') || snapshot.matches('recording'),
    error: snapshot.matches('refused') || snapshot.matches('failed') ? snapshot.context.message : null,
    moved: snapshot.matches('moved') ? snapshot.context.move : null,
  }));

  const [layout, setLayout] = useState<{ layout: DiagramLayout; states: string[] } | null>(null);
  const machine = view.order?.lifecycle.machine;
  useEffect(() => {
    let current = true;
    // The layout library loads with the first order page, not with the back office.
    Promise.all([calls.machine('order-lifecycle'), import('../machine-layout')])
      .then(([graph, { layoutMachine }]) => current && setLayout({ layout: layoutMachine(graph), states: graph.states.filter((state) => !graph.states.some((child) => child.parent === state.id)).map((state) => state.id) }))
      .catch(() => current && setLayout(null));
    return () => {
      current = false;
    };
  }, [calls, machine]);

  const [paymentLayout, setPaymentLayout] = useState<DiagramLayout | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([calls.machine('payment-result'), import('../machine-layout')])
      .then(([graph, { layoutMachine }]) => current && setPaymentLayout(layoutMachine(graph)))
      .catch(() => current && setPaymentLayout(null));
    return () => {
      current = false;
    };
  }, [calls]);

  // A return's move may close the order (the parcel received) and changes the shopper's page (a reply): read both again.
  const [returnMoves, setReturnMoves] = useState(0);
  const onReturnMoved = useCallback(() => {
    setReturnMoves((count) => count + 1);
    page.send({ type: 'order.reload' });
  }, [page]);

  const order = view.order;
  const history = order?.lifecycle.history ?? [];
  const replay = useHistoryReplay(history.length);
  const step = history[replay.index] ?? null;
  const stateName = (id: string | null) => (id === null ? '—' : intl.formatMessage({ id: `orders.stateId.${id}`, defaultMessage: id }));
  const caption = step
    ? intl.formatMessage(
        { id: 'order.historyEntry' },
        { at: new Date(step.at).toLocaleString(intl.locale), event: intl.formatMessage({ id: `orders.event.${step.event}`, defaultMessage: step.event }), from: stateName(step.from), to: stateName(step.to), who: step.actor ?? intl.formatMessage({ id: 'order.notAnAgent' }) },
      )
    : '';
  const notice = view.moved ? intl.formatMessage({ id: 'order.moved' }, { event: intl.formatMessage({ id: `orders.event.${view.moved}`, defaultMessage: view.moved }) }) : null;
  return (
    <OrderConsoleView
      orderNo={orderNo}
      order={order}
      diagram={
        layout && order ? (
          <>
            <LifecycleDiagram layout={layout.layout} current={order.lifecycle.state} visited={history.map((entry) => entry.to)} step={step} />
            <HistoryReplay {...replay} caption={caption} />
          </>
        ) : null
      }
      states={layout?.states ?? []}
      paymentDiagram={
        paymentLayout && order ? (
          <LifecycleDiagram layout={paymentLayout} current={order.paymentLifecycle.state} visited={order.paymentLifecycle.history.map((entry) => entry.to)} labelId="order.paymentDiagram" />
        ) : null
      }
      messages={<OrderMessagesPanel request={request} csrfToken={csrfToken} orderNo={orderNo} />}
      preview={order ? <OrderPreviewPanel request={request} csrfToken={csrfToken} orderNo={orderNo} revision={`${order.lifecycle.version}.${order.paymentLifecycle.history.length}.${returnMoves}`} /> : null}
      returns={<OrderReturnsPanel request={request} csrfToken={csrfToken} orderNo={orderNo} onMoved={onReturnMoved} />}
      busy={view.busy}
      error={view.error}
      notice={notice}
      money={moneyIn(order?.currency ?? '', intl.locale)}
      when={(iso) => new Date(iso).toLocaleString(intl.locale)}
      onMove={(type, values) => page.send({ type: 'move.send', event: type, values })}
      onCall={(outcome, note) => page.send({ type: 'call.record', outcome, note })}
      onReload={() => page.send({ type: 'order.reload' })}
      onBack={onBack}
    />
  );
}
