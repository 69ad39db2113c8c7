import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { paymentResultMachine } from '../../../machines/payment-result.machine';
import { fetchPaymentState } from '../../api/orders';
import type { PaymentState } from '../../domain/order';
import { PaymentResultView, type PaymentResultPhase } from '../../views/PaymentResultView';
import { useServices } from '../providers/services';

/** Owns a payment-result actor for an order; tells its owner each state it learns. */
export function PaymentResultPanel({ orderNo, onState }: { orderNo: string; onState: (state: PaymentState) => void }) {
  const services = useServices();
  const machine = useMemo(
    () =>
      paymentResultMachine.provide({
        actors: {
          fetchPaymentState: fromPromise<PaymentState, { orderNo: string }>(async ({ input }) => {
            const result = await fetchPaymentState(services.api, input.orderNo);
            if (!result.ok) throw new Error(result.message);
            return result.data;
          }),
        },
        actions: {
          openPaymentPage: ({ context }) => {
            const url = context.state?.payment?.payUrl;
            if (url) window.location.assign(url);
          },
        },
      }),
    [services],
  );
  const actor = useActorRef(machine, { input: { orderNo } });
  const snapshot = useSelector(actor, (current) => current);

  useEffect(() => {
    if (snapshot.context.state) onState(snapshot.context.state);
  }, [snapshot.context.state, onState]);

  const phase: PaymentResultPhase = snapshot.matches('success') ? 'success' : snapshot.matches('failure') ? 'failure' : snapshot.matches('checking') ? 'checking' : 'waiting';
  return (
    <PaymentResultView
      phase={phase}
      canContinue={Boolean(snapshot.context.state?.payment?.payUrl)}
      onContinue={() => actor.send({ type: 'payment.continue' })}
      onFinished={() => actor.send({ type: 'payment.finished' })}
    />
  );
}
