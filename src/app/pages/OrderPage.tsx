import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import {
  checkoutMachine,
  selectAllErrors,
  selectTotals,
  selectVisibleErrors,
  type CheckoutContext,
} from '../../../machines/checkout.machine';
import { loadForge } from '../../api/encryption';
import type { OrderView } from '../../domain/order';
import type { Product } from '../../domain/product';
import { recipientFields, type RecipientInput } from '../../domain/recipient';
import { requireZone } from '../../domain/zones';
import { NotFound } from '../../views/NotFound';
import { OrderForm } from '../../views/OrderForm';
import { PageLoading } from '../PageLoading';
import { PATHS } from '../routes';
import { selectionFromSearch } from '../selection-url';
import { useServices } from '../services';
import { SESSION_KEYS } from '../storage';
import { useProduct } from '../use-product';

/** The order form page: owns the checkout actor and renders its snapshot. */
export default function OrderPage({ productId }: { productId: string | null }) {
  const state = useProduct(productId);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'missing') return <NotFound homeHref="/" />;
  return <Checkout key={state.product.id} product={state.product} />;
}

function Checkout({ product }: { product: Product }) {
  const services = useServices();
  const search = useSearch();
  const [, navigate] = useLocation();
  const zone = requireZone(product.zoneId);

  const machine = useMemo(
    () => checkoutMachine.provide({ actors: { submitOrder: fromPromise(({ input }) => services.submitOrder(input)) } }),
    [services],
  );
  const actor = useActorRef(machine, {
    input: {
      product,
      selection: selectionFromSearch(search, product) ?? undefined,
      recipient: services.session.get<RecipientInput>(SESSION_KEYS.draft(product.id)) ?? undefined,
    },
  });
  const snapshot = useSelector(actor, (current) => current);
  const context: CheckoutContext = snapshot.context;

  // The draft survives a reload; the placed order goes on to the order information page.
  useEffect(() => {
    const subscription = actor.subscribe((current) => {
      if (current.matches('placed') && current.context.order) {
        const order: OrderView = current.context.order;
        services.session.set(SESSION_KEYS.lastOrder, order);
        services.session.remove(SESSION_KEYS.draft(product.id));
        navigate(`${PATHS.orderInfo}?orderNo=${encodeURIComponent(order.orderNo)}`);
      } else {
        services.session.set(SESSION_KEYS.draft(product.id), current.context.recipient);
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, services, product.id, navigate]);

  // The encryption code is fetched while the shopper types, not when they tap "Place order".
  useEffect(() => {
    void loadForge();
  }, []);

  const totals = selectTotals(context);
  const submitting = snapshot.matches('submitting') || snapshot.matches('placed');
  return (
    <div className="page page--order">
      <OrderForm
        product={product}
        zone={zone}
        fields={recipientFields(zone)}
        selection={context.selection}
        totals={totals.ok ? totals.totals : null}
        recipient={context.recipient}
        errors={selectVisibleErrors(context)}
        choosing={snapshot.matches('sku')}
        submitting={submitting}
        networkFailure={snapshot.matches('networkFailure')}
        canConfirmChoice={snapshot.can({ type: 'sku.confirm' })}
        onSelect={(kind, id) => actor.send({ type: 'sku.select', kind, id })}
        onQuantity={(quantity) => actor.send({ type: 'quantity.change', quantity })}
        onConfirmChoice={() => actor.send({ type: 'sku.confirm' })}
        onChangeChoice={() => actor.send({ type: 'recipient.back' })}
        onField={(field, value) => actor.send({ type: 'recipient.change', field, value })}
        onBlur={(field) => actor.send({ type: 'recipient.blur', field })}
        onSubmit={() => {
          actor.send({ type: 'order.submit' });
          focusFirstError(Object.keys(selectAllErrors(actor.getSnapshot().context)));
        }}
        onRetry={() => actor.send({ type: 'order.retry' })}
      />
    </div>
  );
}

/** After a refused submit, put the cursor in the first field to fix. */
function focusFirstError(fields: string[]): void {
  const first = fields[0];
  if (!first || typeof document === 'undefined') return;
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`.order-form [name="${first}"]`)?.focus());
}
