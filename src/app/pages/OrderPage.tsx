import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { selectAllErrors, selectStep, selectVerification } from '../../../machines/checkout.selectors';
import { zoneNotices } from '../../domain/checkout';
import type { OrderLine } from '../../domain/pricing';
import type { Product } from '../../domain/product';
import { formatRange, deliveryRange } from '../../domain/delivery';
import { formZone, requireZone } from '../../domain/zones';
import { NotFound } from '../../views/NotFound';
import { OrderForm } from '../../views/OrderForm';
import { checkoutWithEffects, isBackFromStoreMap, restoredDraft } from '../actors/checkout-actors';
import { PageLoading } from '../components/PageLoading';
import { useAddress } from '../hooks/use-address';
import { useCheckoutExit } from '../hooks/use-checkout-exit';
import { useFunnel } from '../hooks/use-funnel';
import { useNoticeValues } from '../hooks/use-notice-values';
import { useProduct } from '../hooks/use-product';
import { useProducts } from '../hooks/use-products';
import { useStorePicker } from '../hooks/use-store-picker';
import { FIELD_ACTIONS, useReports } from '../hooks/use-tracking';
import { useBootstrap } from '../providers/bootstrap-context';
import { useConsent } from '../providers/consent';
import { leadsAllowed } from '../../domain/leads';
import { useLocale } from '../providers/locale';
import { useServices } from '../providers/services';
import { selectOrderForm, selectPickupBrand, selectRecipientFields } from '../selectors/order-form';
import { SESSION_KEYS } from '../services/storage';
import { PATHS } from './routes';
import { selectionFromSearch } from './selection-url';

// The code dialog loads only where a site asks for a verified phone: the order form does not carry it.
const PhoneVerification = lazy(() => import('../../views/checkout/PhoneVerification'));

/**
 * The order form page: from the landing page (`?choice=sku:ID&quantity=2`) or from the cart
 * (`?from=cart`). It starts the checkout actor with the browser's effects (src/app/actors),
 * renders its snapshot through the order form's selectors, and sends the shopper's events.
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
  const { serverTime, site } = useBootstrap();
  const reports = useReports();
  const reportedFields = useRef<Partial<Record<string, string>>>({});
  const draftOwner = lines ? 'cart' : product.id;
  // Read when a lead would be sent: consent given later counts.
  const consentState = useConsent().state;
  const consent = useRef(consentState);
  consent.current = consentState;

  const [machine] = useState(() =>
    checkoutWithEffects({
      services,
      draftOwner,
      serverTime,
      search,
      replaceSearch: (rest) => navigate(`${window.location.pathname}${rest}`, { replace: true }),
      mapFailedMessage: () => intl.formatMessage({ id: 'store.mapFailed' }),
      leadsAllowed: () => leadsAllowed(consent.current),
    }),
  );
  const funnel = useFunnel();
  const actor = useActorRef(machine, {
    inspect: funnel.inspect,
    input: { product, products, lines, selection: lines ? undefined : (selectionFromSearch(search, product) ?? undefined), ...restoredDraft(services, draftOwner), fromStoreMap: isBackFromStoreMap(search), verification: site.verification },
  });
  const snapshot = useSelector(actor, (current) => current);
  // The products read again in the language the shopper switched to: the checkout names its lines in it.
  const translatedFrom = useRef(product);
  useEffect(() => {
    if (translatedFrom.current === product) return;
    translatedFrom.current = product;
    actor.send({ type: 'locale.change', products: [product, ...products] });
  }, [actor, product, products]);
  useCheckoutExit(actor, { fromCart: lines !== undefined, navigate });
  // The signing and encryption code is fetched while the shopper types, not when they tap "Place order".
  useEffect(() => void import('../../api/submit-order'), []);

  const view = selectOrderForm(snapshot);
  const pickupBrand = selectPickupBrand(snapshot);
  const stores = useStorePicker(pickupBrand, snapshot.matches({ editing: 'delivery' }));
  // The step behind the leave prompt is the one the shopper was on when it opened.
  const lastStep = useRef(selectStep(snapshot));
  if (!snapshot.matches('confirmingLeave')) lastStep.current = selectStep(snapshot);
  const zone = requireZone(product.zoneId);
  // A pickup asks no address (the store is where the parcel goes).
  const form = formZone(zone, snapshot.context.deliveryMethod);
  const address = useAddress(form, snapshot.context.recipient);
  const noticeValues = useNoticeValues(zone.currency);
  const verification = selectVerification(snapshot);

  return (
    <div className="page page--order">
      <OrderForm
        {...view}
        step={lastStep.current}
        delivery={{ ...view.delivery, ...stores }}
        fields={selectRecipientFields(form, address, snapshot.context.recipient, (key) => key in intl.messages)}
        address={{ status: address.status, message: address.message }}
        deliveryRange={formatRange(deliveryRange(zone, new Date()))}
        notices={zoneNotices(zone).map((notice) => ({ key: notice.key, values: noticeValues(notice) }))}
        sellOutWarning={site.sellOutWarning}
        onSelect={(kind, id) => actor.send({ type: 'sku.select', kind, id })}
        onQuantity={(quantity) => actor.send({ type: 'quantity.change', quantity })}
        onConfirmChoice={() => actor.send({ type: 'sku.confirm' })}
        onChangeChoice={() => actor.send({ type: 'sku.change' })}
        onDelivery={(method) => actor.send({ type: 'delivery.select', method })}
        onStoreQuery={stores.onStoreQuery}
        onStoreArea={stores.onStoreArea}
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
      {verification && (
        <Suspense fallback={null}>
          <PhoneVerification
            {...verification}
            onCode={(code) => actor.send({ type: 'code.change', code })}
            onSubmit={() => actor.send({ type: 'code.submit' })}
            onResend={() => actor.send({ type: 'code.resend' })}
            onCancel={() => actor.send({ type: 'verification.cancel' })}
          />
        </Suspense>
      )}
    </div>
  );
}

/** After a refused submit, put the cursor in the first field to fix. */
function focusFirstError(fields: string[]): void {
  const first = fields[0];
  if (!first || typeof document === 'undefined') return;
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`.order-form [name="${first === 'store' ? 'storeQuery' : first}"]`)?.focus());
}
