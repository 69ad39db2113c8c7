import { useState } from 'react';
import { useLocation } from 'wouter';
import { choose, defaultSelection, lowestPrice, withQuantity, type Product, type Selection } from '../../domain/product';
import { priceOrder, productLines } from '../../domain/pricing';
import { deliveryRange, formatRange } from '../../domain/delivery';
import { useIntl } from 'react-intl';
import { useOptionalServices } from '../services';
import { requireZone } from '../../domain/zones';
import { ProductDetailView } from '../../views/ProductDetailView';
import { NotFound } from '../../views/NotFound';
import { PageLoading } from '../PageLoading';
import { useLocale } from '../locale';
import { useProduct } from '../use-product';
import { orderPath, PATHS } from '../routes';
import { selectionToSearch } from '../selection-url';

/** The landing page: server-rendered, then hydrated; the sku choice travels on to the order form. */
export function ProductPage({ productId }: { productId: string | null }) {
  const state = useProduct(productId);
  const { href } = useLocale();
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'missing') return <NotFound homeHref={href(PATHS.home)} />;
  return <ProductLanding key={state.product.id} product={state.product} isSiteProduct={productId === null} />;
}

function ProductLanding({ product, isSiteProduct }: { product: Product; isSiteProduct: boolean }) {
  const [, navigate] = useLocation();
  const services = useOptionalServices();
  const intl = useIntl();
  const zone = requireZone(product.zoneId);
  const [selection, setSelection] = useState<Selection | null>(() => defaultSelection(product));
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
      fromPrice={lowestPrice(product) ?? { price: 0, originalPrice: 0 }}
      selection={selection}
      totals={priced?.ok ? priced.totals : null}
      onSelect={(kind, id) => setSelection(choose(product, selection, kind, id))}
      onQuantity={(quantity) => setSelection(withQuantity(selection, quantity))}
      buyHref={buyHref}
      onBuy={() => selection && navigate(`${buyHref}?${selectionToSearch(selection)}`)}
      onAddToCart={() => {
        if (!selection || !services) return;
        void services.cart.add({ ...selection, productId: product.id }).then((added) =>
          services.toasts.show(intl.formatMessage({ id: added ? 'cart.added' : 'cart.notice.limit' })),
        );
      }}
    />
  );
}
