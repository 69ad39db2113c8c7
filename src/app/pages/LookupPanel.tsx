import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FormattedMessage } from 'react-intl';
import { orderLookupMachine, type LookupAnswer } from '../../../machines/order-lookup.machine';
import { lookupOrder } from '../../api/orders';
import { requireZone } from '../../domain/zones';
import { LookupForm } from '../../views/LookupForm';
import { OrderDetails } from '../../views/OrderDetails';
import { useBootstrap } from '../bootstrap-context';
import { useServices } from '../services';

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
        },
      }),
    [services],
  );
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
      {snapshot.matches('found') && snapshot.context.order && <OrderDetails order={snapshot.context.order} />}
    </>
  );
}
