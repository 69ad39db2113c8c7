import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { returnsQueueMachine, ReturnMoveRefused, type ReturnMoveRequest } from '../../../../machines/returns-queue.machine';
import { isCurrencyCode } from '../../../domain/money';
import { HistoryReplay } from '../../views/HistoryReplay';
import { LifecycleDiagram, type DiagramLayout } from '../../views/LifecycleDiagram';
import { OrderReturnsView } from '../../views/OrderReturnsView';
import type { Request } from '../api';
import { failureText } from '../failure';
import { orderCalls } from '../orders-api';
import { returnCalls, type AdminReturn } from '../returns-api';
import { useHistoryReplay } from '../use-history-replay';
import { minorOf } from './ReturnsPage';

/** One request on the return lifecycle's diagram, its history replayable step by step as the order's is. */
function ReturnOnDiagram({ item, layout }: { item: AdminReturn; layout: DiagramLayout }) {
  const intl = useIntl();
  const history = item.lifecycle.history;
  const replay = useHistoryReplay(history.length);
  const step = history[replay.index] ?? null;
  const status = (state: string | null) => (state === null ? '—' : intl.formatMessage({ id: `returns.status.${state}` }));
  const caption = step
    ? intl.formatMessage(
        { id: 'order.historyEntry' },
        { at: new Date(step.at).toLocaleString(intl.locale), event: intl.formatMessage({ id: `returns.event.${step.event}` }), from: status(step.from), to: status(step.to), who: step.actor ?? intl.formatMessage({ id: 'order.notAnAgent' }) },
      )
    : '';
  return (
    <>
      <LifecycleDiagram layout={layout} current={item.lifecycle.state} visited={history.map((entry) => entry.to)} step={step} label={intl.formatMessage({ id: 'order.returnDiagram' }, { state: status(item.lifecycle.state) })} />
      <HistoryReplay {...replay} caption={caption} />
    </>
  );
}

/**
 * The order page's returns: the Returns section's own machine (machines/returns-queue.machine.ts)
 * and moves, its queue being this order's requests; each drawn on the return lifecycle's graph.
 * `onMoved` tells the page a request moved (receiving a parcel closes the order; a reply changes
 * the shopper's page).
 */
export function OrderReturnsPanel({ request, csrfToken, orderNo, onMoved }: { request: Request; csrfToken: string; orderNo: string; onMoved: () => void }) {
  const intl = useIntl();
  const calls = useMemo(() => ({ returns: returnCalls(request, csrfToken), orders: orderCalls(request, csrfToken) }), [request, csrfToken]);
  const explain = <T,>(call: () => Promise<T>) =>
    call().catch((failure: unknown) => {
      if (failure instanceof ReturnMoveRefused) throw failure;
      throw new Error(failureText(intl, failure));
    });
  const page = useActorRef(
    returnsQueueMachine.provide({
      actors: {
        loadQueue: fromPromise(() => explain(() => calls.returns.ofOrder(orderNo))),
        moveReturn: fromPromise(({ input }: { input: ReturnMoveRequest }) => explain(() => calls.returns.move(input))),
      },
    }),
    { input: {} },
  );
  const view = useSelector(page, (snapshot) => ({
    items: snapshot.context.queue?.items ?? null,
    busy: snapshot.matches('loading') || snapshot.matches('moving'),
    error: snapshot.matches('refused') || snapshot.matches('failed') ? snapshot.context.message : null,
    moved: snapshot.matches('moved') ? snapshot.context.move : null,
    version: snapshot.context.queue?.items.map((item) => item.lifecycle.version).join(',') ?? '',
  }));

  const told = useRef(view.version);
  useEffect(() => {
    if (told.current === view.version) return;
    const first = told.current === '';
    told.current = view.version;
    if (!first) onMoved();
  }, [view.version, onMoved]);

  const [layout, setLayout] = useState<DiagramLayout | null>(null);
  const any = (view.items?.length ?? 0) > 0;
  useEffect(() => {
    if (!any) return;
    let current = true;
    Promise.all([calls.orders.machine('return-lifecycle'), import('../machine-layout')])
      .then(([graph, { layoutMachine }]) => current && setLayout(layoutMachine(graph)))
      .catch(() => current && setLayout(null));
    return () => {
      current = false;
    };
  }, [calls, any]);

  return (
    <OrderReturnsView
      returns={view.items}
      diagramOf={(item) => (layout ? <ReturnOnDiagram item={item} layout={layout} /> : null)}
      busy={view.busy}
      error={view.error}
      notice={view.moved ? intl.formatMessage({ id: 'returns.moved' }, { event: intl.formatMessage({ id: `returns.event.${view.moved}` }) }) : null}
      when={(iso) => new Date(iso).toLocaleString(intl.locale)}
      onMove={(id, event, values) => {
        // A refund is typed as the shop reads its currency (790, 49,99): sent in minor units.
        const currency = view.items?.find((item) => item.id === id)?.order.currency ?? '';
        const amount = values.amount !== undefined && isCurrencyCode(currency) ? minorOf(values.amount, currency) : undefined;
        page.send({ type: 'return.move', id, event, values: amount === undefined ? values : { ...values, amount } });
      }}
    />
  );
}
