import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { checkoutMachine } from '../../../machines/checkout.machine';
import { selectAsksBeforeLeaving } from '../../../machines/checkout.selectors';
import type { OrderView } from '../../domain/order';
import { isPrepaid } from '../../domain/zones';
import { PATHS } from '../pages/routes';
import { useNavigationGuard } from '../providers/navigation-guard';
import { useServices } from '../providers/services';
import { SESSION_KEYS } from '../services/storage';
import { useReports } from './use-tracking';

type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/**
 * How a checkout ends for the page: a link away from a filled form asks first (the machine's
 * leave prompt), as does reloading or closing it (the browser's own prompt); a placed order goes
 * on to payment or to the order information, a confirmed leave to where the shopper was going.
 */
export function useCheckoutExit(actor: CheckoutActor, { fromCart, navigate }: { fromCart: boolean; navigate: (to: string) => void }): void {
  const services = useServices();
  const reports = useReports();
  // Where the shopper wanted to go when the leave prompt opened.
  const leavingTo = useRef<string>(PATHS.home);
  useNavigationGuard((target) => {
    if (actor.getSnapshot().status === 'done') return true;
    leavingTo.current = target;
    actor.send({ type: 'checkout.leave' });
    return actor.getSnapshot().matches('left');
  });

  useEffect(() => {
    const subscription = actor.subscribe((current) => {
      if (current.matches('placed') && current.context.order) {
        const order: OrderView = current.context.order;
        services.session.set(SESSION_KEYS.lastOrder, order);
        reports.visit('SUBMIT_ORDER', order.orderNo);
        // Cash on delivery is a purchase now; a prepaid order is one once its payment succeeds.
        if (!isPrepaid(order.paymentMethod)) reports.purchased(order);
        if (fromCart) services.session.remove(SESSION_KEYS.cartCheckout);
        if (order.payment?.payUrl) window.location.assign(order.payment.payUrl);
        else navigate(`${PATHS.orderInfo}?orderNo=${encodeURIComponent(order.orderNo)}`);
      } else if (current.matches('left')) {
        navigate(leavingTo.current);
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, services, fromCart, navigate, reports]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (selectAsksBeforeLeaving(actor.getSnapshot())) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [actor]);
}
