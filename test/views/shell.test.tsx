import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { isDevToolsShortcut } from '../../src/app/components/DebugDeterrent';
import { CHUNK_RELOAD_GUARD_MS, mayPrefetch, reloadOnChunkFailure } from '../../src/app/pages/lazy-page';
import { ErrorBoundary, ErrorFallback, ErrorPage } from '../../src/views/ErrorPage';
import { LoadingBar, LOADING_BAR } from '../../src/views/LoadingBar';
import { ProductList } from '../../src/views/ProductList';
import { ReviewForm } from '../../src/views/ReviewForm';
import type { CatalogPage } from '../../src/domain/catalog';
import { renderWithIntl } from '../helpers/intl';
import { messages } from '../helpers/render-page';

afterEach(cleanup);

describe('a page chunk that fails to load', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
  };

  it('reloads the page once, and not again within 60 seconds', async () => {
    const storage = memory();
    const reload = vi.fn();
    let now = 1_000_000;
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    void reloadOnChunkFailure(failing, storage, reload, () => now)();
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    now += CHUNK_RELOAD_GUARD_MS - 1;
    await expect(reloadOnChunkFailure(failing, storage, reload, () => now)()).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
    now += 2;
    void reloadOnChunkFailure(failing, storage, reload, () => now)();
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('loads normally when the chunk is there', async () => {
    const reload = vi.fn();
    await expect(reloadOnChunkFailure(() => Promise.resolve('page'), memory(), reload)()).resolves.toBe('page');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('link prefetch', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('is %s -> %s (skipped on 2g or to save data)', (connection, allowed) => {
    expect(mayPrefetch(connection)).toBe(allowed);
  });
});

describe('the debugging deterrent (a per-site setting, off by default)', () => {
  it.each([
    [{ key: 'F12' }, true],
    [{ key: 'I', ctrlKey: true, shiftKey: true }, true],
    [{ key: 'j', metaKey: true, shiftKey: true }, true],
    [{ key: 'u', ctrlKey: true }, true],
    [{ key: 'c', ctrlKey: true }, false],
    [{ key: 'a' }, false],
  ])('treats %o as a developer-tools shortcut: %s', (event, blocked) => {
    expect(isDevToolsShortcut({ ctrlKey: false, metaKey: false, shiftKey: false, ...event })).toBe(blocked);
  });
});

describe('the error pages', () => {
  it('defaults to status 500 and the message "Error", with the way home', () => {
    renderWithIntl(<ErrorPage homeHref="/" />);
    expect(screen.getByTestId('error-page').textContent).toContain('500');
    expect(screen.getByText(messages['errorPage.message']!)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages['errorPage.home'] }).getAttribute('href')).toBe('/');
  });

  it('shows the not-found page with "Back to the home page" for a 404', () => {
    renderWithIntl(<ErrorPage status={404} homeHref="/ja/" />);
    expect(screen.getByRole('heading', { name: messages['notFound.title'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: messages['notFound.back'] }).getAttribute('href')).toBe('/ja/');
  });

  it('catches a page that throws, and shows the fallback text if the error page throws too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = (): never => {
      throw new Error('boom');
    };
    renderWithIntl(
      <ErrorBoundary fallback={() => <ErrorFallback homeHref="/" />}>
        <ErrorBoundary fallback={() => <Broken />}>
          <Broken />
        </ErrorBoundary>
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('error-fallback').textContent).toBe('An error occurred while showing the error pageGo back to home');
  });

  it('runs the loading bar only past 200 ms, filling over 5000 ms', () => {
    renderWithIntl(<LoadingBar />);
    expect(screen.getByTestId('loading-bar')).toBeTruthy();
    expect(LOADING_BAR).toEqual({ durationMs: 5000, throttleMs: 200 });
  });
});

describe('the product list view', () => {
  const cards = Array.from({ length: 24 }, (_, index) => ({ id: `p${index}`, title: `Product ${index}`, image: null, price: 1000 + index, originalPrice: 2000, saleQty: 1, listedAt: '2026-11-01T00:00:00Z' }));
  const page = (overrides: Partial<CatalogPage> = {}): CatalogPage => ({ items: cards, total: 29, sort: 'new', size: 24, page: 1, q: '', ...overrides });

  it('lists the page’s products with links, the count, and real links to the next page', () => {
    renderWithIntl(<ProductList page={page()} query={page()} loading={false} currency="TWD" searchable={false} hrefOf={(id) => `/${id}`} listHref={(change) => `/products?page=${change.page}`} onQuery={vi.fn()} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(24);
    expect(screen.getByTestId('catalog-count').textContent).toBe('29 products');
    expect(screen.getByRole('link', { name: messages['catalog.next'] }).getAttribute('href')).toBe('/products?page=2');
    expect(screen.queryByRole('link', { name: messages['catalog.previous'] })).toBeNull();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('changes the sort and the page size through its owner', () => {
    const onQuery = vi.fn();
    renderWithIntl(<ProductList page={page()} query={page()} loading={false} currency="TWD" searchable={false} hrefOf={(id) => `/${id}`} listHref={() => ''} onQuery={onQuery} />);
    fireEvent.change(screen.getByRole('combobox', { name: messages['catalog.sort'] }), { target: { value: 'priceAsc' } });
    expect(onQuery).toHaveBeenCalledWith({ sort: 'priceAsc', page: 1 });
    fireEvent.change(screen.getByRole('combobox', { name: messages['catalog.perPage'] }), { target: { value: '72' } });
    expect(onQuery).toHaveBeenCalledWith({ size: 72, page: 1 });
    expect([...(screen.getByRole('combobox', { name: messages['catalog.perPage'] }) as HTMLSelectElement).options].map((option) => option.value)).toEqual(['24', '48', '72']);
  });

  it('searches, and says so when nothing matches', () => {
    const onQuery = vi.fn();
    renderWithIntl(<ProductList page={page({ items: [], total: 0, q: 'xyzzy' })} query={page({ q: 'xyzzy' })} loading={false} currency="TWD" searchable hrefOf={(id) => `/${id}`} listHref={() => ''} onQuery={onQuery} />);
    expect(screen.getByTestId('catalog-count').textContent).toBe('Sorry, nothing matches “xyzzy”. Try another word.');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' mug ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onQuery).toHaveBeenCalledWith({ q: 'mug', page: 1 });
  });
});

describe('the comment form view', () => {
  const props = {
    values: { name: '', phone: '', score: 0, message: '' },
    errors: {},
    photos: [],
    callingCode: '+886',
    state: 'editing' as const,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onPhotos: vi.fn(),
    onRemovePhoto: vi.fn(),
    onSubmit: vi.fn(),
  };

  it('reports the score, the message and the picked photos, and shows each field’s error', async () => {
    const onChange = vi.fn();
    const onPhotos = vi.fn();
    renderWithIntl(<ReviewForm {...props} onChange={onChange} onPhotos={onPhotos} errors={{ message: { key: 'review.messageTips' } }} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 out of 5 stars' }));
    expect(onChange).toHaveBeenCalledWith('score', '4');
    fireEvent.change(screen.getByRole('textbox', { name: messages['review.message'] }), { target: { value: 'Nice' } });
    expect(onChange).toHaveBeenCalledWith('message', 'Nice');
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    await act(async () => {
      fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
    });
    expect(onPhotos).toHaveBeenCalledWith([file]);
    expect(screen.getByText(messages['review.messageTips']!)).toBeTruthy();
  });

  it('thanks the shopper once sent, saying the review waits for the shop', () => {
    renderWithIntl(<ReviewForm {...props} state="submitted" />);
    expect(screen.getByTestId('review-thanks').textContent).toBe(messages['review.thanks']);
  });
});
