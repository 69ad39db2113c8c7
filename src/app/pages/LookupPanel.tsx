import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FormattedMessage } from 'react-intl';
import { orderLookupMachine, type CancelOrderInput, type LookupAnswer } from '../../../machines/order-lookup.machine';
import { cancelOrder, lookupOrder } from '../../api/orders';
import type { OrderView } from '../../domain/order';
import { requireZone } from '../../domain/zones';
import { LookupForm } from '../../views/LookupForm';
import { OrderDetails } from '../../views/OrderDetails';
import { OrderNumber } from '../../views/OrderNumber';
import { LeaveDialog } from '../../views/checkout/LeaveDialog';
import { useBootstrap } from '../providers/bootstrap-context';
import { useLocale } from '../providers/locale';
import { PATHS } from './routes';
import { useServices } from '../providers/services';

/** Owns an order-lookup actor: the form, then the order, "not found", or nothing (a toast said why). */
export function LookupPanel({ initialOrderNo, autoSubmit }: { initialOrderNo: string; autoSubmit: boolean }) {
  const services = useServices();
  const { site } = useBootstrap();
  const machine = useMemo(
    () =>
      orderLookupMachine.provide({
        actors: {
          lookupOrder: fromPromise<LookupAnswer, { orderNo: string; phone: string }>(async ({ input }) => {
            const result = await lookupOrder(services.api, input.orderNo, input.phone);
            if (result.ok) return { found: true, order: result.data };
            if (result.reason === 'business' && result.status === 404) return { found: false };
            throw new Error(result.message);
          }),
          cancelOrder: fromPromise<OrderView, CancelOrderInput>(async ({ input }) => {
            const result = await cancelOrder(services.api, input.orderNo, input.phone);
            if (result.ok) return result.data;
            throw new Error(result.message);
          }),
        },
      }),
    [services],
  );
  const { href } = useLocale();
  const [copied, setCopied] = useState(false);
  const actor = useActorRef(machine, { input: { orderNo: initialOrderNo } });
  const snapshot = useSelector(actor, (current) => current);

  useEffect(() => {
    if (autoSubmit) actor.send({ type: 'lookup.submit' });
  }, [actor, autoSubmit]);

  return (
    <>
      <LookupForm
        orderNo={snapshot.context.orderNo}
        phone={snapshot.context.phone}
        callingCode={requireZone(site.zoneId).callingCode}
        searching={snapshot.matches('searching')}
        onChange={(field, value) => actor.send({ type: 'lookup.change', field, value })}
        onSubmit={() => actor.send({ type: 'lookup.submit' })}
      />
      {snapshot.matches('notFound') && (
        <p className="notice notice--warning" role="alert" data-testid="lookup-not-found">
          <FormattedMessage id="lookup.notFound" />
        </p>
      )}
      {snapshot.matches('found') && snapshot.context.order && (
        <>
          <OrderNumber orderNo={snapshot.context.order.orderNo} copied={copied} onCopy={() => void services.copyText(snapshot.context.order!.orderNo).then(setCopied)} />
          {snapshot.context.cancelFailed && (
            <p className="notice notice--warning" role="alert" data-testid="cancel-failed">
              <FormattedMessage id="order.cancelFailed" />
            </p>
          )}
          <OrderDetails
            order={snapshot.context.order}
            onCancel={snapshot.can({ type: 'order.cancel' }) ? () => actor.send({ type: 'order.cancel' }) : undefined}
            returnHref={snapshot.context.order.allowed.return ? href(`${PATHS.returns}?orderNo=${encodeURIComponent(snapshot.context.order.orderNo)}`) : undefined}
          />
          {snapshot.matches({ found: 'confirmingCancel' }) && (
            <LeaveDialog stayKey="order.keep" sellOutWarning={site.sellOutWarning ?? false} onStay={() => actor.send({ type: 'cancel.dismiss' })} onLeave={() => actor.send({ type: 'cancel.confirm' })} />
          )}
        </>
      )}
    </>
  );
}
