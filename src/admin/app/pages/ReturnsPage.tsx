import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { returnsQueueMachine, ReturnMoveRefused, type ReturnMoveRequest } from '../../../../machines/returns-queue.machine';
import { ReturnsView } from '../../views/ReturnsView';
import type { Request } from '../api';
import { failureText } from '../failure';
import { returnCalls, type ReturnTab } from '../returns-api';
import { moneyIn } from './OrdersPage';
import { isCurrencyCode, toMinor } from '../../../domain/money';

/** An amount as typed, in minor units; 0 (which the server refuses by its field) when it is not one. */
export function minorOf(typed: string, currency: Parameters<typeof toMinor>[1]): number {
  try {
    return toMinor(typed.replace(',', '.'), currency);
  } catch {
    return 0;
  }
}

/** The Returns section: the queue machine (machines/returns-queue.machine.ts) with the calls provided here. */
export function ReturnsPage({ request, csrfToken }: { request: Request; csrfToken: string }) {
  const intl = useIntl();
  const calls = useMemo(() => returnCalls(request, csrfToken), [request, csrfToken]);
  const explain = <T,>(call: () => Promise<T>) =>
    call().catch((failure: unknown) => {
      if (failure instanceof ReturnMoveRefused) throw failure;
      throw new Error(failureText(intl, failure));
    });
  const page = useActorRef(
    returnsQueueMachine.provide({
      actors: {
        loadQueue: fromPromise(({ input }: { input: { tab: ReturnTab } }) => explain(() => calls.queue(input.tab))),
        moveReturn: fromPromise(({ input }: { input: ReturnMoveRequest }) => explain(() => calls.move(input))),
      },
    }),
    { input: {} },
  );
  const view = useSelector(page, (snapshot) => ({
    tab: snapshot.context.tab,
    queue: snapshot.context.queue,
    busy: snapshot.matches('loading') || snapshot.matches('moving'),
    error: snapshot.matches('refused') || snapshot.matches('failed') ? snapshot.context.message : null,
    moved: snapshot.matches('moved') ? snapshot.context.move : null,
  }));
  return (
    <ReturnsView
      tab={view.tab}
      queue={view.queue}
      busy={view.busy}
      error={view.error}
      notice={view.moved ? intl.formatMessage({ id: 'returns.moved' }, { event: intl.formatMessage({ id: `returns.event.${view.moved}` }) }) : null}
      money={(amount, currency) => moneyIn(currency, intl.locale)(amount)}
      when={(iso) => new Date(iso).toLocaleString(intl.locale)}
      onTab={(tab) => page.send({ type: 'tab.select', tab })}
      onReload={() => page.send({ type: 'queue.reload' })}
      onMove={(id, event, values) => {
        // A refund is typed as the shop reads its currency (790, 49,99): sent in minor units.
        const currency = view.queue?.items.find((item) => item.id === id)?.order.currency ?? '';
        const amount = values.amount !== undefined && isCurrencyCode(currency) ? minorOf(values.amount, currency) : undefined;
        page.send({ type: 'return.move', id, event, values: amount === undefined ? values : { ...values, amount } });
      }}
    />
  );
}
