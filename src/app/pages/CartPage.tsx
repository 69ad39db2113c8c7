import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { selectCheckoutTotal, selectItemsTotal } from '../../../machines/cart.machine';
import type { OrderLine } from '../../domain/pricing';
import { CartView } from '../../views/CartView';
import { quantityLimits } from '../../domain/product';
import type { CartActor } from '../actors/cart-actor';
import { PageLoading } from '../components/PageLoading';
import { PATHS } from './routes';
import { useServices } from '../providers/services';
import { SESSION_KEYS } from '../services/storage';

/** The cart page (spec §2 "Shopping cart"): renders the shared cart actor. */
export default function CartPage() {
  const services = useServices();
  const [actor, setActor] = useState<CartActor | null>(null);
  useEffect(() => {
    let live = true;
    void services.cart.actor().then((created) => live && setActor(created));
    return () => {
      live = false;
    };
  }, [services]);
  return (
    <div className="page page--cart">
      <h1 className="page__title">
        <FormattedMessage id="cart.title" />
      </h1>
      {actor ? <Cart actor={actor} /> : <PageLoading />}
    </div>
  );
}

function Cart({ actor }: { actor: CartActor }) {
  const services = useServices();
  const [, navigate] = useLocation();
  const snapshot = useSelector(actor, (current) => current);

  useEffect(() => {
    const subscription = actor.subscribe((current) => {
      if (current.status === 'done') {
        const output = (current.output ?? []) as OrderLine[];
        const lines = output.map(({ productId, kind, id, quantity }) => ({ productId, kind, id, quantity }) as OrderLine);
        services.session.set(SESSION_KEYS.cartCheckout, lines);
        navigate(`${PATHS.order}?from=cart`);
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, services, navigate]);

  // A line the server has not priced yet (just added) waits for it; a changed quantity keeps the cart on screen.
  if (snapshot.matches('loading') || (snapshot.matches('validating') && snapshot.context.lines.some((line) => !line.view))) return <PageLoading />;
  return (
    <CartView
      lines={snapshot.context.lines}
      notice={snapshot.context.notice}
      total={selectItemsTotal(snapshot.context)}
      checkoutTotal={selectCheckoutTotal(snapshot.context)}
      busy={snapshot.matches('validating') || snapshot.matches('checkingOut') || snapshot.status === 'done'}
      quantityLimits={(line) => ({ ...quantityLimits(line.quantity, line.view?.maxQuantity), max: line.view?.maxQuantity })}
      onQuantity={(line, quantity) => actor.send({ type: 'cart.quantity', line, quantity })}
      onRemove={(line) => actor.send({ type: 'cart.remove', line })}
      onCheckout={() => actor.send({ type: 'cart.checkout' })}
      onDismiss={() => actor.send({ type: 'notice.dismiss' })}
    />
  );
}
