import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '../../src/views/QuantityStepper';
import { clampQuantity } from '../../src/domain/product';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ProductDetailView } from '../../src/views/ProductDetailView';
import { priceOrder } from '../../src/domain/pricing';
import { requireZone } from '../../src/domain/zones';
import { productLines } from '../../src/domain/pricing';
import { testProduct } from '../helpers/fixtures';
import pl from '../../src/i18n/messages/pl.json';
import { renderWithIntl } from '../helpers/intl';
import { messages, renderPage } from '../helpers/render-page';
import { ProductPage } from '../../src/app/pages/ProductPage';
import type { Product, Selection } from '../../src/domain/product';
import type { ProductDetailViewProps } from '../../src/views/ProductDetailView';

afterEach(cleanup);

type Extra = Partial<Pick<ProductDetailViewProps, 'sale' | 'coupons' | 'onClaimCoupon' | 'reviews'>> & { product?: Partial<Product>; locale?: string; messages?: Record<string, string> };

function renderProduct(selection: Selection, handlers: Partial<{ onSelect: () => void; onQuantity: (n: number) => void; onBuy: () => void }> = {}, extra: Extra = {}) {
  const product = testProduct({
    reviewCount: 1,
    averageScore: 5,
    satisfaction: 100,
    reviews: [{ id: 'r', author: 'Ana <b>', score: 5, body: 'Great <img src=x onerror=alert(1)>', createdAt: '2026-11-01T00:00:00Z', sellerReply: 'Thanks!', images: ['/uploads/aaaaaaaaaaaaaaaaaaaaaa.webp'] }],
    ...extra.product,
  });
  const priced = priceOrder({ zone: requireZone(1), products: new Map([[product.id, product]]), lines: productLines(product, [selection]), deliveryMethod: 'tw_courier', paymentMethod: 'cod', postalCode: null });
  renderWithIntl(
    <ProductDetailView
      product={product}
      zone={requireZone(1)}
      fromPrice={{ price: 69000, originalPrice: 128000, from: true }}
      selection={selection}
      totals={priced.ok ? priced.totals : null}
      onSelect={handlers.onSelect ?? vi.fn()}
      onQuantity={handlers.onQuantity ?? vi.fn()}
      buyHref="/productOrder"
      onBuy={handlers.onBuy ?? vi.fn()}
      onAddToCart={vi.fn()}
      deliveryRange="2026-11-28~2026-12-01"
      sale={extra.sale ?? null}
      coupons={extra.coupons ?? []}
      onClaimCoupon={extra.onClaimCoupon ?? vi.fn()}
      reviews={extra.reviews ?? { reviews: product.reviews, more: false, loadingMore: false, onMore: vi.fn(), form: null, onWrite: vi.fn() }}
      site={{ contacts: { serviceEmail: 'help@shop.test', whatsapp: '886912345678', line: '@shop', facebook: 'shop.page' }, company: { name: 'Shop Ltd', address: '1 Road, Taipei', registration: null } }}
      productHref={(id) => `/${id}`}
    />,
    extra.locale,
    extra.messages,
  );
}

describe('the landing page view', () => {
  it('shows the title, the special and the original price, and the saving', () => {
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bottle');
    expect(screen.getAllByText('NT$690')[0]).toBeTruthy();
    expect(screen.getAllByText('NT$1,280')[0]!.closest('del')).not.toBeNull();
    expect(screen.getAllByText('−46%').length).toBeGreaterThan(0);
  });

  it('offers every sku and the combo with its contents as one radio group', () => {
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect((screen.getByRole('radio', { name: /^Blue 500 ml/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Blue 500 ml × 2 + Coral 750 ml × 1')).toBeTruthy();
  });

  it('reports the shopper’s choice, quantity and buy tap to its owner', () => {
    const onSelect = vi.fn();
    const onQuantity = vi.fn();
    const onBuy = vi.fn();
    renderProduct({ kind: 'sku', id: 'blue', quantity: 2 }, { onSelect, onQuantity, onBuy });
    fireEvent.click(screen.getByRole('radio', { name: /Family pack/ }));
    expect(onSelect).toHaveBeenCalledWith('combo', 'family');
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(onQuantity).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(onBuy).toHaveBeenCalled();
  });

  it('shows the items total for the chosen quantity', () => {
    renderProduct({ kind: 'sku', id: 'coral', quantity: 2 });
    expect(document.querySelector('.buy-bar__total')!.textContent).toContain('NT$1,580');
  });

  it('renders review text as text, never as HTML', () => {
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 });
    expect(screen.getByText('Great <img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('.review__body img')).toBeNull();
  });

  it('shows a running sale with its countdown and the sale prices, and says when it is over', () => {
    const sale = { id: 's', kind: 'flash' as const, percentOff: 10, endsAt: '2099-01-01T00:00:00Z' };
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 }, {}, { product: { sale }, sale: { kind: 'flash', percentOff: 10, left: { days: 2, hours: 3, minutes: 4, seconds: 5 } } });
    expect(screen.getByTestId('sale').textContent).toContain('Flash sale −10%');
    expect(screen.getByTestId('sale-clock').textContent).toBe('2 days 03:04:05');
    // NT$690 less 10%: NT$621, on the headline and on the sku.
    expect(screen.getAllByText('NT$621').length).toBeGreaterThanOrEqual(2);
    cleanup();
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 }, {}, { product: { sale }, sale: { kind: 'flash', percentOff: 10, left: null } });
    expect(screen.getByTestId('sale-over').textContent).toBe('This sale has ended.');
    expect(document.querySelector('.product__body .price--large .price__now')!.textContent).toBe('NT$690');
  });

  it('shows an EU shopper the lowest price of the 30 days before a running sale, next to the sale price, and nothing without one', () => {
    const sale = { id: 's', kind: 'flash' as const, percentOff: 10, endsAt: '2099-01-01T00:00:00Z' };
    const running = { kind: 'flash' as const, percentOff: 10, left: { days: 2, hours: 3, minutes: 4, seconds: 5 } };
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 }, {}, { product: { sale, currency: 'PLN', lowestPrice30d: 4999 }, sale: running, locale: 'pl', messages: pl });
    const lowest = document.querySelector('.product__lowest')!;
    expect(lowest.textContent?.replace(/\s/g, ' ')).toBe('Najniższa cena z 30 dni przed obniżką: 49,99 zł');
    // Right after the price tag it qualifies.
    expect(lowest.previousElementSibling?.classList.contains('price')).toBe(true);
    cleanup();
    // No history (null), no sale running, or a zone without the EU rule (absent): nothing is said.
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 }, {}, { product: { sale, currency: 'PLN', lowestPrice30d: null }, sale: running, locale: 'pl', messages: pl });
    expect(document.querySelector('.product__lowest')).toBeNull();
    cleanup();
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 }, {}, { product: { sale: null, currency: 'PLN', lowestPrice30d: 4999 }, sale: null, locale: 'pl', messages: pl });
    expect(document.querySelector('.product__lowest')).toBeNull();
    cleanup();
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 }, {}, { product: { sale }, sale: running });
    expect(document.querySelector('.product__lowest')).toBeNull();
  });

  it('offers coupons to get, shows those received, and reports a tap', () => {
    const onClaimCoupon = vi.fn();
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 }, {}, {
      coupons: [
        { id: 'a', threshold: 140000, amount: 7000, state: 'obtainable' },
        { id: 'b', threshold: 190000, amount: 23000, state: 'received' },
      ],
      onClaimCoupon,
    });
    expect(screen.getByTestId('coupon-a').textContent).toContain('NT$70');
    expect(screen.getByTestId('coupon-a').textContent).toContain('On orders from NT$1,400');
    fireEvent.click(screen.getByRole('button', { name: 'Get' }));
    expect(onClaimCoupon).toHaveBeenCalledWith('a');
    expect(screen.getByTestId('coupon-b').textContent).toContain('Received');
  });

  it('shows a percent coupon as its share off, not as an amount', () => {
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 }, {}, { coupons: [{ id: 'p', threshold: 50000, amount: 0, percentOff: 10, state: 'obtainable' }] });
    expect(screen.getByTestId('coupon-p').textContent).toContain('10%');
    expect(screen.getByTestId('coupon-p').textContent).not.toContain('NT$0');
  });

  it('shows the reviews’ satisfaction and photos, more reviews on request and the comment form', () => {
    const onMore = vi.fn();
    const onWrite = vi.fn();
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 }, {}, { reviews: { reviews: [], more: true, loadingMore: false, onMore, form: null, onWrite } });
    expect(screen.getByTestId('satisfaction').textContent).toBe('100% satisfied');
    fireEvent.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(onMore).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(onWrite).toHaveBeenCalled();
  });

  it('shows the size chart, the remote-area postage, recommended products and how to reach the seller', () => {
    renderProduct({ kind: 'sku', id: 'blue', quantity: 1 }, {}, {
      product: {
        sizeChart: '/demo/size-chart.webp',
        remoteAreasPostage: 15000,
        recommended: [{ id: 'mug-tw', title: 'Travel mug', image: '/demo/catalog/mug-sage-960.webp', price: 59000, originalPrice: 79000, saleQty: 10, listedAt: '2026-11-01T00:00:00Z' }],
      },
    });
    expect(screen.getByText('Size chart')).toBeTruthy();
    expect(document.querySelector('.size-chart img')!.getAttribute('src')).toBe('/demo/size-chart.webp');
    expect(screen.getByText(/Outlying islands/).textContent).toContain('NT$150');
    expect(screen.getByRole('link', { name: 'Travel mug' }).getAttribute('href')).toBe('/mug-tw');
    expect(screen.getByTestId('contact-whatsapp').getAttribute('href')).toBe('https://wa.me/886912345678');
    expect(screen.getByTestId('contact-line').getAttribute('href')).toBe('https://line.me/R/ti/p/%40shop');
    expect(screen.getByTestId('contact-facebook').getAttribute('href')).toBe('https://www.facebook.com/shop.page');
    expect(screen.getByTestId('contact-email').getAttribute('href')).toBe('mailto:help@shop.test');
    expect(screen.getByText(/Shop Ltd/)).toBeTruthy();
  });
});

describe('the quantity a shopper types', () => {
  function Stepper() {
    const [quantity, setQuantity] = useState(1);
    return <QuantityStepper value={quantity} onChange={(typed) => setQuantity(clampQuantity(typed))} />;
  }
  const input = () => screen.getByRole('spinbutton') as HTMLInputElement;

  it('says the limit when 999 becomes 50 or 0 becomes 1, and says nothing for a quantity within it', () => {
    renderWithIntl(<Stepper />);
    fireEvent.change(input(), { target: { value: '999' } });
    expect(input().value).toBe('50');
    expect(screen.getByTestId('quantity-limit').textContent).toBe('You can order 1 to 50 at a time, so the quantity is 50.');
    fireEvent.change(input(), { target: { value: '0' } });
    expect(input().value).toBe('1');
    expect(screen.getByTestId('quantity-limit').textContent).toBe('You can order 1 to 50 at a time, so the quantity is 1.');
    fireEvent.change(input(), { target: { value: '3' } });
    expect(screen.queryByTestId('quantity-limit')).toBeNull();
  });
});

describe('a product with a purchase limit', () => {
  it('stops the landing page’s stepper at the limit and says so', async () => {
    renderPage(<ProductPage productId={null} />, { product: testProduct({ purchaseLimit: 3 }), path: '/' });
    const more = await screen.findByRole('button', { name: messages['product.quantityIncrease'] });
    fireEvent.click(more);
    fireEvent.click(more);
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('3');
    expect(more.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('quantity-limit').textContent).toBe('You can order 1 to 3 at a time, so the quantity is 3.');
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '9' } });
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('3');
  });
});
