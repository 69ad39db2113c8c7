import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { testProduct } from '../helpers/fixtures';

/** How often the landing page's view and the sale's banner were rendered. */
const renders = vi.hoisted(() => ({ page: 0, banner: 0 }));
vi.mock('../../src/views/ProductDetailView', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/views/ProductDetailView')>();
  return { ...actual, ProductDetailView: (props: Parameters<typeof actual.ProductDetailView>[0]) => (renders.page++, actual.ProductDetailView(props)) };
});
vi.mock('../../src/app/components/LiveSaleBanner', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/app/components/LiveSaleBanner')>();
  return { LiveSaleBanner: (props: Parameters<typeof actual.LiveSaleBanner>[0]) => (renders.banner++, actual.LiveSaleBanner(props)) };
});

const START = Date.parse('2026-11-21T10:00:00.000Z');
const ENDS_AT = START + 5_500;

// The views' files share a worker and its modules: the page and its providers are loaded afresh
// here, after the mocks, or a page another file loaded would render the unmocked view.
let ProductPage: typeof import('../../src/app/pages/ProductPage').ProductPage;
let renderPage: typeof import('../helpers/render-page').renderPage;
beforeAll(async () => {
  vi.resetModules();
  ({ ProductPage } = await import('../../src/app/pages/ProductPage'));
  ({ renderPage } = await import('../helpers/render-page'));
  // The countdown loads after the page shows: loaded once here, so on the test's clock it starts at once.
  await import('../../src/app/actors/countdown-actor');
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(START));
  renders.page = 0;
  renders.banner = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const clock = () => screen.queryByTestId('sale-clock')?.textContent ?? null;
const price = () => screen.getAllByText(/NT\$/)[0]!.textContent;

describe('a sale countdown on the landing page', () => {
  it('ticks each second by re-rendering its clock alone, not the page around it (a slow phone repaints one line a second)', async () => {
    renderPage(<ProductPage productId={null} />, { product: testProduct({ sale: { id: 's1', kind: 'flash', percentOff: 20, endsAt: new Date(ENDS_AT).toISOString() } }), path: '/' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const { page, banner } = renders;
    expect(page).toBeGreaterThan(0);
    const seen = [clock()];
    for (let second = 0; second < 3; second++) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      seen.push(clock());
    }
    // Three seconds, three different times on the clock; the page itself was not rendered again.
    expect(new Set(seen).size).toBe(4);
    expect(renders.banner).toBe(banner + 3);
    expect(renders.page).toBe(page);
  });

  it('re-renders the page once the sale ends, to drop the sale price', async () => {
    renderPage(<ProductPage productId={null} />, { product: testProduct({ sale: { id: 's1', kind: 'flash', percentOff: 20, endsAt: new Date(ENDS_AT).toISOString() } }), path: '/' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const onSale = price();
    const { page } = renders;
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(screen.getByTestId('sale-over')).toBeTruthy();
    expect(renders.page).toBe(page + 1);
    expect(price()).not.toBe(onSale);
  });
});
