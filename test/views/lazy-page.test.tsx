import { afterEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyPage } from '../../src/app/pages/lazy-page';
import { ErrorBoundary } from '../../src/views/ErrorPage';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const Loading = () => <p>loading</p>;

describe('a page whose code loads on first use', () => {
  it('shows at once, in the render that asks for it, once its code has been fetched ahead', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: ({ title }: { title: string }) => <h1>{title}</h1> }));
    await Page.preload();
    render(
      <Suspense fallback={<Loading />}>
        <Page title="All products" />
      </Suspense>,
    );
    // No await: nothing is left for a later turn, so a server page hydrated now is alive now.
    expect(screen.getByRole('heading').textContent).toBe('All products');
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback until its code arrives, then the page', async () => {
    let arrive = () => {};
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const Page = lazyPage<object>(() => code.then(() => ({ default: () => <h1>Contact us</h1> })));
    render(
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    arrive();
    expect((await screen.findByRole('heading')).textContent).toBe('Contact us');
  });

  it('shows the error page when its code cannot be fetched (the page was reloaded for it a moment ago)', async () => {
    sessionStorage.setItem('doorstep.chunkReloadAt', String(Date.now()));
    const Page = lazyPage<object>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <ErrorBoundary resetKey="/contact" fallback={(error) => <p role="alert">{(error as Error).message}</p>}>
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch dynamically imported module');
  });
});
