import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { choose, defaultSelection, headlinePrice, lowestPrice, maxQuantity, quantityLimits, withQuantity, type Product, type Selection } from '../../domain/product';
import { priceOrder, productLines } from '../../domain/pricing';
import { deliveryRange, formatRange } from '../../domain/delivery';
import { useIntl } from 'react-intl';
import { useOptionalServices } from '../providers/services';
import { requireZone } from '../../domain/zones';
import { ProductDetailView } from '../../views/ProductDetailView';
import { NotFound } from '../../views/NotFound';
import { PageLoading } from '../components/PageLoading';
import { useLocale } from '../providers/locale';
import { useProduct } from '../hooks/use-product';
import { orderPath, PATHS } from './routes';
import { selectionToSearch } from './selection-url';
import { useBootstrap } from '../providers/bootstrap-context';
import { SESSION_KEYS } from '../services/storage';
import { useSale } from '../hooks/use-sale';
import { LiveSaleBanner } from '../components/LiveSaleBanner';
import { useCoupons } from '../hooks/use-coupons';
import { useReviews } from '../hooks/use-reviews';
import { useReports } from '../hooks/use-tracking';
import { useConsent } from '../providers/consent';

// The comment form, its machine and the phone rules load when the shopper opens it.
const ReviewFormPanel = lazy(() => import('./ReviewFormPanel'));

/** The landing page: server-rendered, then hydrated; the sku choice travels on to the order form. */
export function ProductPage({ productId, attribution = null }: { productId: string | null; attribution?: string | null }) {
  const state = useProduct(productId);
  const { href } = useLocale();
  const services = useOptionalServices();
  // The link's token (`/{token}/{id}`) is kept for the order this visit may place.
  useEffect(() => {
    if (attribution && /^[A-Za-z0-9_-]{1,64}$/.test(attribution)) services?.session.set(SESSION_KEYS.attribution, attribution);
  }, [attribution, services]);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'missing') return <NotFound homeHref={href(PATHS.home)} />;
  return <ProductLanding key={state.product.id} product={state.product} isSiteProduct={productId === null} />;
}

function ProductLanding({ product: loaded, isSiteProduct }: { product: Product; isSiteProduct: boolean }) {
  const [, navigate] = useLocation();
  const services = useOptionalServices();
  const intl = useIntl();
  const bootstrap = useBootstrap();
  const { href } = useLocale();
  const zone = requireZone(loaded.zoneId);
  const [selection, setSelection] = useState<Selection | null>(() => defaultSelection(loaded));
  const sale = useSale(loaded.sale);
  // When the countdown ends, so does the sale price.
  const product = sale.running || !loaded.sale ? loaded : { ...loaded, sale: null };
  const coupons = useCoupons(product.id, product.coupons ?? []);
  const reviews = useReviews(product);
  const [writing, setWriting] = useState(false);
  const reports = useReports();
  // A shopper who refused earlier is not timed at all (the timer's code is not even fetched).
  const { state: consent } = useConsent();
  const refused = useRef(false);
  refused.current = consent === 'denied';
  // A landing: the visit is logged, the product viewed, and the seconds spent here counted
  // (a STAY_DURATION event every minute, ten at most). All of it waits for consent where asked.
  useEffect(() => {
    reports.visit('PAGE_VIEW', loaded.id);
    reports.viewed(loaded);
    let stop: (() => void) | null = null;
    let live = true;
    if (refused.current) return;
    void import('../actors/page-stay-actor').then(({ startPageStay }) => {
      if (live) stop = startPageStay((seconds) => reports.visit('STAY_DURATION', String(seconds), loaded.id));
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [loaded, reports]);
  // The items' total at the landing page: the product's lines alone (delivery and payment come later).
  const priced = selection
    ? priceOrder({
        zone,
        products: new Map([[product.id, product]]),
        lines: productLines(product, [selection]),
        deliveryMethod: zone.deliveryMethods[0]!,
        paymentMethod: zone.paymentMethods[0]!,
        postalCode: null,
      })
    : null;
  const buyHref = orderPath(isSiteProduct ? null : product.id);

  return (
    <ProductDetailView
      product={product}
      zone={zone}
      deliveryRange={formatRange(deliveryRange(zone, new Date()))}
      fromPrice={headlinePrice(product) ?? { price: 0, originalPrice: 0, from: false }}
      selection={selection}
      totals={priced?.ok ? priced.totals : null}
      onSelect={(kind, id) => setSelection((current) => choose(product, current, kind, id))}
      onQuantity={(quantity) => setSelection((current) => withQuantity(current, quantity, maxQuantity(product)))}
      quantityLimits={{ ...quantityLimits(selection?.quantity ?? 1, maxQuantity(product)), max: maxQuantity(product) }}
      buyHref={buyHref}
      onBuy={() => {
        if (!selection) return;
        reports.visit('BUY_NOW', product.id);
        reports.addedToCart(product, selection);
        navigate(`${buyHref}?${selectionToSearch(selection)}`);
      }}
      onAddToCart={() => {
        if (!selection || !services) return;
        reports.visit('ADD_TO_CART', product.id);
        reports.addedToCart(product, selection);
        void services.cart.add({ ...selection, productId: product.id }).then((added) =>
          services.toasts.show(intl.formatMessage({ id: added ? 'cart.added' : 'cart.notice.limit' })),
        );
      }}
      sale={sale.view}
      saleBanner={sale.view && <LiveSaleBanner sale={sale.view} clock={sale.clock} />}
      coupons={coupons.views}
      onClaimCoupon={coupons.claim}
      reviews={{
        reviews: reviews.reviews,
        more: reviews.more,
        loadingMore: reviews.loading,
        onMore: reviews.loadMore,
        onWrite: () => setWriting(true),
        form: writing ? (
          <Suspense fallback={<PageLoading />}>
            <ReviewFormPanel productId={product.id} zoneId={product.zoneId} />
          </Suspense>
        ) : null,
      }}
      site={bootstrap.site}
      productHref={(id) => href(`/${encodeURIComponent(id)}`)}
      onCopyContact={(kind, value) => reports.visit(kind === 'name' ? 'COPY_NAME' : 'COPY_CONTACT', value)}
    />
  );
}
