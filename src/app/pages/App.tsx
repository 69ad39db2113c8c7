import { Suspense, useEffect, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { Layout } from '../../views/Layout';
import { NotFound } from '../../views/NotFound';
import { ErrorBoundary, ErrorFallback, ErrorPage } from '../../views/ErrorPage';
import { lazyPage, mayPrefetch } from './lazy-page';
import { whenIdle } from '../services/idle';
import { preloadModules } from '../services/module-preload';
import { DebugDeterrent } from '../components/DebugDeterrent';
import { Toasts } from '../../views/Toasts';
import type { Bootstrap } from '../providers/bootstrap';
import { BootstrapProvider, useBootstrap } from '../providers/bootstrap-context';
import { ConsentPrompt, ConsentProvider, ConsentSettingsLink } from '../providers/consent';
import { PageLoading } from '../components/PageLoading';
import { matchPage, PAGE_ROUTES, PATHS, type PageName } from './routes';
import { splitLocalePath } from '../../i18n/routing';
import { ServicesProvider, useOptionalServices, type Services } from '../providers/services';
import { NavigationGuardProvider, useMayNavigate } from '../providers/navigation-guard';
import { ProductPage } from './ProductPage';
import { PolicyPage } from './PolicyPage';
import type { Toast } from '../services/toast';
import { LocaleProvider, useLocale, useLocaleLocation, type CompiledMessages } from '../providers/locale';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import type { LocaleCode } from '../../i18n/locales';

// The landing page is in the first bundle (it is server-rendered and hydrated); the rest load
// when first visited.
const OrderPage = lazyPage(() => import('./OrderPage'));
const OrderInfoPage = lazyPage(() => import('./OrderInfoPage'));
const LookupPage = lazyPage(() => import('./LookupPage'));
const ReturnPage = lazyPage(() => import('./ReturnPage'));
const CartPage = lazyPage(() => import('./CartPage'));
const CatalogPage = lazyPage(() => import('./CatalogPage'));
const sitePage = (name: 'HomePage' | 'InstructionsPage' | 'ContactPage' | 'RelatedPage') =>
  lazyPage<object>(() => import('./SitePages').then((pages) => ({ default: pages[name] as () => ReactNode })));
const HomePage = sitePage('HomePage');
const InstructionsPage = sitePage('InstructionsPage');
const ContactPage = sitePage('ContactPage');
const RelatedPage = sitePage('RelatedPage');

/** The chunk each lazily loaded page needs, to fetch ahead of a tap on a link to it. */
const PRELOAD: Partial<Record<PageName, () => Promise<void>>> = {
  order: OrderPage.preload,
  orderInfo: OrderInfoPage.preload,
  lookup: LookupPage.preload,
  return: ReturnPage.preload,
  cart: CartPage.preload,
  products: CatalogPage.preload,
  search: CatalogPage.preload,
  home: HomePage.preload,
  instructions: InstructionsPage.preload,
  contact: ContactPage.preload,
  related: RelatedPage.preload,
};

/**
 * The code of the page at `path` (in the locale), here: settles at once for a page that comes with
 * the app. The composition root hydrates after it, so the server's page comes alive whole, in one
 * task: a field changed before is replayed, and none is lost in a turn between.
 */
export function pageCodeAt(path: string): Promise<void> {
  const page = matchPage(path)?.route.page;
  return (page && PRELOAD[page]?.()) || Promise.resolve();
}

export interface AppProps {
  bootstrap: Bootstrap;
  /** Browser side effects; null while rendering on the server. */
  services: Services | null;
  /** Told when the shopper switches language (the composition root's API client follows). */
  onLocaleChange?: (locale: LocaleCode, messages: CompiledMessages) => void;
  /** The URL being rendered on the server. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ bootstrap, services, onLocaleChange, ssrPath, ssrSearch }: AppProps) {
  return (
    <LocaleProvider locale={bootstrap.locale} messages={bootstrap.messages} loadMessages={services?.loadMessages} onChange={onLocaleChange} onError={reportIntlError}>
      <BootstrapProvider value={bootstrap}>
        <ServicesProvider services={services}>
          <ConsentProvider onChange={services?.tracking?.setConsent}>
          <Router hook={useLocaleLocation} ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <NavigationGuardProvider>
              <Shell>
                <PageErrors>
                  <Suspense fallback={<PageLoading />}>
                    <Pages />
                  </Suspense>
                </PageErrors>
              </Shell>
            </NavigationGuardProvider>
          </Router>
          </ConsentProvider>
        </ServicesProvider>
      </BootstrapProvider>
    </LocaleProvider>
  );
}

/** A page that fails to render shows the error page (and if that fails too, the plain fallback). */
function PageErrors({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { href } = useLocale();
  const home = href(PATHS.home);
  return (
    <ErrorBoundary resetKey={location} fallback={() => <ErrorFallback homeHref={home} />}>
      <ErrorBoundary resetKey={location} fallback={(error) => <ErrorPage status={statusOf(error)} message={messageOf(error)} homeHref={home} />}>
        {children}
      </ErrorBoundary>
    </ErrorBoundary>
  );
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 500;
}

function messageOf(error: unknown): string | undefined {
  const message = (error as { statusMessage?: unknown } | null)?.statusMessage;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

function Pages() {
  return (
    <Switch>
      {PAGE_ROUTES.map((route) => (
        <Route key={route.pattern} path={route.pattern}>
          {(params: Record<string, string | undefined>) => <Page name={route.page} productId={params.id ?? null} token={params.token ?? null} />}
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

function NotFoundPage() {
  const { href } = useLocale();
  return <NotFound homeHref={href(PATHS.home)} />;
}

function Page({ name, productId, token }: { name: PageName; productId: string | null; token: string | null }) {
  const search = new URLSearchParams(useSearchString());
  const id = productId ?? search.get('id');
  switch (name) {
    case 'product':
      return <ProductPage productId={id} attribution={token} />;
    case 'order':
      return <OrderPage productId={id} />;
    case 'orderInfo':
      return <OrderInfoPage />;
    case 'lookup':
      return <LookupPage />;
    case 'return':
      return <ReturnPage />;
    case 'cart':
      return <CartPage />;
    case 'policy':
      return <PolicyPage />;
    case 'home':
      return <HomePage />;
    case 'products':
      return <CatalogPage searchable={false} />;
    case 'search':
      return <CatalogPage searchable />;
    case 'instructions':
      return <InstructionsPage />;
    case 'contact':
      return <ContactPage />;
    case 'related':
      return <RelatedPage />;
  }
}

function useSearchString(): string {
  const [location] = useLocation();
  void location;
  return typeof window === 'undefined' ? '' : window.location.search;
}

function Shell({ children }: { children: ReactNode }) {
  const bootstrap = useBootstrap();
  const services = useOptionalServices();
  const [location, navigate] = useLocation();
  const mayNavigate = useMayNavigate();
  const { href } = useLocale();
  const logo = bootstrap.product?.product_logo ?? null;

  // Same-site links navigate inside the app (no reload on a slow network); others behave normally.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
    // Only the app's own pages; the server's (a provider's store map, the payment page) load in full.
    if (!matchPage(splitLocalePath(anchor.pathname).rest)) return;
    event.preventDefault();
    const target = anchor.pathname + anchor.search;
    if (!mayNavigate(target)) return;
    navigate(target);
    window.scrollTo(0, 0);
  };

  // Fetch a page's code when a finger or pointer comes to its link or its form's button (the
  // landing page's "buy now" sends a form), not on 2g or to save data.
  const onIntent = (event: { target: EventTarget }) => {
    const element = (event.target as Element).closest?.('a, form');
    const target = element instanceof HTMLAnchorElement ? element : element instanceof HTMLFormElement ? new URL(element.action) : null;
    if (!target || target.origin !== window.location.origin || !mayPrefetch()) return;
    const page = matchPage(splitLocalePath(target.pathname).rest)?.route.page;
    if (page) void PRELOAD[page]?.();
  };

  // The order form is a landing page's next step: its code is downloaded once the browser is idle
  // (not on 2g or to save data) and run on the first intent above, so "buy now" waits for no
  // network, and the idle page does not spend a phone's main thread on a form not yet wanted.
  // (The network is asked about then too: the browser's first look at it took about 2 ms of a
  // phone's start-up, 7 under Lighthouse's 4x.)
  const onLanding = matchPage(location)?.route.page === 'product';
  const formFiles = bootstrap.orderFormFiles;
  useEffect(() => {
    if (!onLanding) return;
    return whenIdle(() => mayPrefetch() && (preloadModules(formFiles) || void PRELOAD.order?.()));
  }, [onLanding, formFiles]);

  return (
    <div className="app" onClick={onClick} onPointerOver={onIntent} onTouchStart={onIntent} onFocus={onIntent}>
      {bootstrap.site.debugDeterrent && <DebugDeterrent />}
      <Layout
        site={bootstrap.site}
        logo={logo}
        homeHref={href(PATHS.home)}
        lookupHref={href(PATHS.lookup)}
        cartHref={href(PATHS.cart)}
        links={[
          { href: href(PATHS.siteHome), labelKey: 'layout.siteHome' },
          { href: href(PATHS.products), labelKey: 'catalog.allTitle' },
          { href: href(PATHS.search), labelKey: 'catalog.findTitle' },
          { href: href(PATHS.instructions), labelKey: 'instructions.title' },
          { href: href(PATHS.contact), labelKey: 'contact.page' },
          { href: href(PATHS.returns), labelKey: 'return.title' },
          { href: href(PATHS.policy), labelKey: 'layout.policy' },
        ]}
        languages={<LanguageSwitcher />}
        cartCount={services ? <CartCount services={services} /> : null}
        toasts={services ? <ToastRegion services={services} /> : <Toasts toasts={NO_TOASTS} onDismiss={ignore} />}
        footerExtra={<ConsentSettingsLink />}
        overlay={<ConsentPrompt />}
      >
        {children}
      </Layout>
    </div>
  );
}

const NO_TOASTS: readonly Toast[] = [];
const ignore = () => {};

function ToastRegion({ services }: { services: Services }) {
  const toasts = useSyncExternalStore(services.toasts.subscribe, services.toasts.getSnapshot, () => NO_TOASTS);
  return <Toasts toasts={toasts} onDismiss={services.toasts.dismiss} />;
}

/** The header's cart badge: the stored count, 0 while hydrating (the server cannot know it). */
function CartCount({ services }: { services: Services }) {
  const count = useSyncExternalStore(services.cart.subscribeCount, services.cart.count, () => 0);
  return count > 0 ? <span className="cart-badge">{count}</span> : null;
}

function reportIntlError(error: unknown): void {
  // A missing message shows its key; the catalog tests keep that from shipping.
  if (import.meta.env.DEV) console.warn(error);
}
