import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ProductDetailView } from '../../src/views/ProductDetailView';
import { priceOrder } from '../../src/domain/pricing';
import { requireZone } from '../../src/domain/zones';
import { productLines } from '../../src/domain/pricing';
import { testProduct } from '../helpers/fixtures';
import { renderWithIntl } from '../helpers/intl';
import type { Selection } from '../../src/domain/product';

afterEach(cleanup);

function renderProduct(selection: Selection, handlers: Partial<{ onSelect: () => void; onQuantity: (n: number) => void; onBuy: () => void }> = {}) {
  const product = testProduct({ reviewCount: 1, averageScore: 5, reviews: [{ id: 'r', author: 'Ana <b>', score: 5, body: 'Great <img src=x onerror=alert(1)>', createdAt: '2026-11-01T00:00:00Z', sellerReply: 'Thanks!', images: [] }] });
  const priced = priceOrder({ zone: requireZone(1), products: new Map([[product.id, product]]), lines: productLines(product, [selection]), deliveryMethod: 'tw_courier', paymentMethod: 'cod', postalCode: null });
  renderWithIntl(
    <ProductDetailView
      product={product}
      zone={requireZone(1)}
      fromPrice={{ price: 69000, originalPrice: 128000 }}
      selection={selection}
      totals={priced.ok ? priced.totals : null}
      onSelect={handlers.onSelect ?? vi.fn()}
      onQuantity={handlers.onQuantity ?? vi.fn()}
      buyHref="/productOrder"
      onBuy={handlers.onBuy ?? vi.fn()}
      onAddToCart={vi.fn()}
      deliveryRange="2026-11-28~2026-12-01"
    />,
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
    expect(document.querySelector('.review img')).toBeNull();
  });
});
