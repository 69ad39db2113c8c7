import { useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { checkoutMachine, type CheckoutInput, selectStep, selectTotals, selectVisibleErrors, selectAllErrors } from '../../../machines/checkout.machine';
import { loadForge } from '../../api/encryption';
import { lineViews, zoneNotices } from '../../domain/checkout';
import type { OrderView, PickupBrand } from '../../domain/order';
import type { OrderLine } from '../../domain/pricing';
import type { Product } from '../../domain/product';
import { fieldLabels, type RecipientInput } from '../../domain/recipient-fields';
import { formatRange, deliveryRange } from '../../domain/delivery';
import { formZone, isPickup, isPrepaid, requireZone } from '../../domain/zones';
import { NotFound } from '../../views/NotFound';
import { OrderForm } from '../../views/OrderForm';
import type { FieldPresentation } from '../../views/checkout/RecipientFields';
import { useNavigationGuard } from '../navigation-guard';
import { PageLoading } from '../PageLoading';
import { PATHS } from '../routes';
import { selectionFromSearch } from '../selection-url';
import { useLocale } from '../locale';
import { useServices } from '../services';
import { SESSION_KEYS } from '../storage';
import { useProduct } from '../use-product';
import { useProducts } from '../use-products';
import { useStoreSearch } from '../use-store-search';
import { useNoticeValues } from '../notice-values';
import { fetchShopperCoupons } from '../use-coupons';
import { useSale } from '../use-sale';
import { useAddress, usePickupAreas } from '../use-address';
import { useBootstrap } from '../bootstrap-context';
import { FIELD_ACTIONS, useReports } from '../tracking/use-tracking';
import { searchStores } from '../../api/orders';
import { PICKUP_BRANDS } from '../../domain/order';
import type { ActorRefFrom } from 'xstate';

/**
 * The order form page: from the landing page (`?choice=sku:ID&quantity=2`) or from the cart
 * (`?from=cart`). It owns the checkout actor, gives it the real order submission, and renders
 * its snapshot.
 */
export default function OrderPage({ productId }: { productId: string | null }) {
  const search = useSearch();
  const fromCart = new URLSearchParams(search).get('from') === 'cart';
  return fromCart ? <CartCheckout /> : <ProductCheckout productId={productId} />;
}

function ProductCheckout({ productId }: { productId: string | null }) {
  const state = useProduct(productId);
  const { href } = useLocale();
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'missing') return <NotFound homeHref={href(PATHS.home)} />;
  return <Checkout key={state.product.id} product={state.product} products={[]} lines={undefined} />;
}

function CartCheckout() {
  const services = useServices();
  const [lines] = useState(() => services.session.get<OrderLine[]>(SESSION_KEYS.cartCheckout) ?? []);
  const state = useProducts(lines.map((line) => line.productId));
  const { href } = useLocale();
  if (lines.length === 0 || state.status === 'missing') return <NotFound homeHref={href(PATHS.cart)} />;
  if (state.status === 'loading') return <PageLoading />;
  const [first, ...rest] = state.products;
  return <Checkout key="cart" product={first!} products={rest} lines={lines} />;
}

function Checkout({ product, products, lines }: { product: Product; products: Product[]; lines: OrderLine[] | undefined }) {
  const services = useServices();
  const intl = useIntl();
  const search = useSearch();
  const [, navigate] = useLocation();
  const zone = requireZone(product.zoneId);
  const reports = useReports();
  const reportedFields = useRef<Partial<Record<keyof RecipientInput, string>>>({});

  const machine = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          // The link the shopper came in by (`/{token}/{id}`) goes with the order: its attribution.
          submitOrder: fromPromise(({ input }) => services.submitOrder({ ...input, attribution: services.session.get<string>(SESSION_KEYS.attribution) })),
        },
      }),
    [services],
  );
  const draftKey = SESSION_KEYS.draft(lines ? 'cart' : product.id);
  const choicesKey = SESSION_KEYS.draftChoices(lines ? 'cart' : product.id);
  const actor = useActorRef(machine, {
    input: {
      product,
      products,
      lines,
      selection: lines ? undefined : (selectionFromSearch(search, product) ?? undefined),
      recipient: services.session.get<RecipientInput>(draftKey) ?? undefined,
      ...services.session.get<DraftChoices>(choicesKey),
    },
  });
  const snapshot = useSelector(actor, (current) => current);
  const context = snapshot.context;

  // The shopper's received coupons (the best one the order reaches comes off the total).
  useEffect(() => {
    let live = true;
    const ids = Object.keys(actor.getSnapshot().context.products);
    void Promise.all(ids.map((id) => fetchShopperCoupons(services.api, id))).then((lists) => {
      if (!live) return;
      const usable = lists.flatMap((list) => list ?? []).filter((coupon) => coupon.received && !coupon.redeemed);
      if (usable.length > 0) actor.send({ type: 'coupons.update', coupons: usable.map(({ id, threshold, amount }) => ({ id, threshold, amount })) });
    });
    return () => {
      live = false;
    };
  }, [actor, services]);

  // A sale's countdown ends here too: its price is gone from the total.
  const sale = useSale(product.sale);
  useEffect(() => {
    if (product.sale && !sale.running) actor.send({ type: 'sale.end', productId: product.id });
  }, [actor, product, sale.running]);

  // Where the shopper wanted to go when the leave prompt opened.
  const leavingTo = useRef<string>(PATHS.home);
  useNavigationGuard((target) => {
    if (actor.getSnapshot().matches('placed') || actor.getSnapshot().matches('left')) return true;
    leavingTo.current = target;
    actor.send({ type: 'checkout.leave' });
    return actor.getSnapshot().matches('left');
  });

  // The draft survives a reload; a placed order goes on to payment or to the order information.
  useEffect(() => {
    const subscription = actor.subscribe((current) => {
      if (current.matches('placed') && current.context.order) {
        const order: OrderView = current.context.order;
        services.session.set(SESSION_KEYS.lastOrder, order);
        reports.visit('SUBMIT_ORDER', order.orderNo);
        // Cash on delivery is a purchase now; a prepaid order is one once its payment succeeds.
        if (!isPrepaid(order.paymentMethod)) reports.purchased(order);
        services.session.remove(draftKey);
        services.session.remove(choicesKey);
        if (lines) services.session.remove(SESSION_KEYS.cartCheckout);
        if (order.payment?.payUrl) window.location.assign(order.payment.payUrl);
        else navigate(`${PATHS.orderInfo}?orderNo=${encodeURIComponent(order.orderNo)}`);
      } else if (current.matches('left')) {
        services.session.remove(draftKey);
        services.session.remove(choicesKey);
        navigate(leavingTo.current);
      } else {
        services.session.set(draftKey, current.context.recipient);
        const { deliveryMethod, paymentMethod, store } = current.context;
        services.session.set(choicesKey, { deliveryMethod, paymentMethod, store } satisfies DraftChoices);
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, services, draftKey, choicesKey, lines, navigate, reports]);

  // Reloading or closing a filled form asks too (the browser's own prompt).
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      const current = actor.getSnapshot();
      if (current.matches('placed') || current.matches('left') || !Object.values(current.context.recipient).some((value) => value.trim() !== '')) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [actor]);

  // The encryption code is fetched while the shopper types, not when they tap "Place order".
  useEffect(() => {
    void loadForge();
  }, []);

  const [storeQuery, setStoreQuery] = useState('');
  const pickupBrand = isPickup(context.deliveryMethod) ? (context.deliveryMethod as PickupBrand) : null;
  const [storeArea, setStoreArea] = useState({ brand: pickupBrand, city: '', district: '' });
  // Another chain has other areas: its choice starts over.
  const area = storeArea.brand === pickupBrand ? storeArea : { brand: pickupBrand, city: '', district: '' };
  const areas = usePickupAreas(pickupBrand, area.city);
  const stores = useStoreSearch(snapshot.matches({ editing: 'delivery' }) ? pickupBrand : null, storeQuery, area);
  const bootstrap = useBootstrap();
  const location = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
  const storeMapHref = bootstrap.storeMap && pickupBrand && pickupBrand !== 'sf_station' ? `/stores/map/start?${new URLSearchParams({ brand: pickupBrand, return: location })}` : null;
  useStoreFromMap(actor, search, navigate);

  // The step the form shows: the machine's, or the one the shopper was on when the prompt opened.
  const lastStep = useRef(selectStep(snapshot));
  if (!snapshot.matches('confirmingLeave')) lastStep.current = selectStep(snapshot);

  // A pickup asks no address (the store is where the parcel goes).
  const form = formZone(zone, context.deliveryMethod);
  const address = useAddress(form, context.recipient);
  const fields = fieldLabels(form, (key) => key in intl.messages).map((label): FieldPresentation => {
    const part = address.parts.find((candidate) => candidate.field === label.field);
    if (part?.loading) return { ...label, loading: true };
    if (part?.mode === 'select') return { ...label, options: part.options.map((name) => ({ value: name, label: name })) };
    if (part?.mode === 'suggest') return { ...label, suggestions: part.options, hintKey: 'form.citySuggest' };
    if (label.field === 'postalCode' && address.parts.some((candidate) => candidate.mode === 'select' && address.postalCodeOf(candidate.field, context.recipient[candidate.field]))) {
      return { ...label, hintKey: 'form.postalCodeAuto' };
    }
    return label;
  });

  const totals = selectTotals(context);
  // The names shown follow the shopper's language (the page's product is fetched again when it
  // changes); the machine's copy prices the order, and prices do not change with the language.
  const shownProducts = { ...context.products, [product.id]: product };
  const primary = shownProducts[context.productId]!;
  const noticeValues = useNoticeValues(zone.currency);
  const notices = zoneNotices(zone).map((notice) => ({ key: notice.key, values: noticeValues(notice) }));

  return (
    <div className="page page--order">
      <OrderForm
        currency={zone.currency}
        step={lastStep.current}
        canEditLines={context.source === 'product'}
        lines={lineViews({ ...context, products: shownProducts })}
        choice={{
          specificationType: primary.specificationType,
          skus: primary.skus,
          combos: primary.combos,
          selection: context.lines[0] ?? null,
          skuNames: Object.fromEntries(primary.skus.map((sku) => [sku.id, sku.name])),
        }}
        canConfirmChoice={snapshot.can({ type: 'sku.confirm' })}
        delivery={{
          methods: zone.deliveryMethods,
          chosen: context.deliveryMethod,
          pickup: pickupBrand !== null,
          store: context.store,
          storeQuery,
          storeAreas: areas && { ...areas, city: area.city, district: area.district },
          storeMapHref,
          storeSearching: stores.searching,
          storeResults: stores.results,
          fixed: zone.deliveryMethods.length === 1 && pickupBrand === null,
        }}
        payment={{ methods: zone.paymentMethods, chosen: context.paymentMethod, fees: zone.paymentFees, fixed: zone.paymentMethods.length === 1 }}
        fields={fields}
        address={{ status: address.status, message: address.message }}
        recipient={context.recipient}
        errors={selectVisibleErrors(context)}
        totals={totals.ok ? totals.totals : null}
        deliveryRange={formatRange(deliveryRange(zone, new Date()))}
        notices={notices}
        submitting={snapshot.matches('submitting') || snapshot.matches('placed')}
        networkFailure={snapshot.matches({ editing: 'networkFailure' })}
        confirmingLeave={snapshot.matches('confirmingLeave')}
        sellOutWarning={bootstrap.site.sellOutWarning}
        onSelect={(kind, id) => actor.send({ type: 'sku.select', kind, id })}
        onQuantity={(quantity) => actor.send({ type: 'quantity.change', quantity })}
        onConfirmChoice={() => actor.send({ type: 'sku.confirm' })}
        onChangeChoice={() => actor.send({ type: 'sku.change' })}
        onDelivery={(method) => actor.send({ type: 'delivery.select', method })}
        onStoreQuery={setStoreQuery}
        onStoreArea={(city, district) => setStoreArea({ brand: pickupBrand, city, district })}
        onStore={(store) => pickupBrand && actor.send({ type: 'store.select', store: { brand: pickupBrand, id: store.id, name: store.name, address: store.address } })}
        onConfirmDelivery={() => actor.send({ type: 'delivery.confirm' })}
        onChangeDelivery={() => actor.send({ type: 'delivery.change' })}
        onPayment={(method) => actor.send({ type: 'payment.select', method })}
        onConfirmPayment={() => actor.send({ type: 'payment.confirm' })}
        onChangePayment={() => actor.send({ type: 'payment.change' })}
        onField={(field, value) => {
          const part = address.parts.find((candidate) => candidate.field === field);
          if (part?.mode === 'select') actor.send({ type: 'address.choose', field: part.field, value, postalCode: address.postalCodeOf(part.field, value) });
          else actor.send({ type: 'recipient.change', field, value });
        }}
        onAddressRetry={address.retry}
        onBlur={(field) => {
          actor.send({ type: 'recipient.blur', field });
          // The name and contacts typed, for the shop to call back an abandoned order (obfuscated).
          const action = FIELD_ACTIONS[field];
          const value = actor.getSnapshot().context.recipient[field].trim();
          if (action && value && reportedFields.current[field] !== value) {
            reportedFields.current[field] = value;
            reports.visit(action, value, field);
          }
        }}
        onSubmit={() => {
          actor.send({ type: 'order.submit' });
          focusFirstError(Object.keys(selectAllErrors(actor.getSnapshot().context)));
        }}
        onRetry={() => actor.send({ type: 'order.retry' })}
        onStay={() => actor.send({ type: 'leave.cancel' })}
        onLeave={() => actor.send({ type: 'leave.confirm' })}
      />
    </div>
  );
}

/**
 * Back from a logistics provider's store map (`?storeBrand=&storeId=`): the chain and the store
 * the shopper picked there are chosen, and the address loses the parameters (a reload must not
 * choose it again over a later choice).
 */
function useStoreFromMap(actor: ActorRefFrom<typeof checkoutMachine>, search: string, navigate: (to: string, options?: { replace?: boolean }) => void) {
  const services = useServices();
  const intl = useIntl();
  const params = new URLSearchParams(search);
  const brand = params.get('storeBrand') as PickupBrand | null;
  const id = params.get('storeId');
  useEffect(() => {
    if (!brand || !id || !PICKUP_BRANDS.includes(brand)) return;
    let live = true;
    void searchStores(services.api, brand, { id }).then((result) => {
      const store = result.ok ? result.data.stores[0] : undefined;
      if (!live) return;
      if (store) {
        actor.send({ type: 'delivery.select', method: brand });
        actor.send({ type: 'store.select', store: { brand, id: store.id, name: store.name, address: store.address } });
      } else {
        services.toasts.show(intl.formatMessage({ id: 'store.mapFailed' }));
      }
      const rest = new URLSearchParams(search);
      rest.delete('storeBrand');
      rest.delete('storeId');
      navigate(`${window.location.pathname}${rest.size > 0 ? `?${rest}` : ''}`, { replace: true });
    });
    return () => {
      live = false;
    };
    // Once, for the parameters the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brand, id]);
}

/** The choices of a form, kept with its draft so a reload keeps them too. */
type DraftChoices = Pick<CheckoutInput, 'deliveryMethod' | 'paymentMethod' | 'store'>;

/** After a refused submit, put the cursor in the first field to fix. */
function focusFirstError(fields: string[]): void {
  const first = fields[0];
  if (!first || typeof document === 'undefined') return;
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`.order-form [name="${first === 'store' ? 'storeQuery' : first}"]`)?.focus());
}
