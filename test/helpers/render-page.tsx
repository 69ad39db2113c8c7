import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { LocaleProvider, type CompiledMessages } from '../../src/app/providers/locale';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import type { ApiClient, ApiResult } from '../../src/api/client';
import type { Bootstrap } from '../../src/app/providers/bootstrap';
import { BootstrapProvider } from '../../src/app/providers/bootstrap-context';
import type { CartService } from '../../src/app/actors/cart-service';
import { NavigationGuardProvider, useMayNavigate } from '../../src/app/providers/navigation-guard';
import { ConsentProvider } from '../../src/app/providers/consent';
import { ServicesProvider, type Services } from '../../src/app/providers/services';
import { createMemoryStore } from '../../src/app/services/storage';
import { createToastStore } from '../../src/app/services/toast';
import type { AddressData } from '../../src/domain/address';
import type { OrderView } from '../../src/domain/order';
import type { Product } from '../../src/domain/product';
import { toProductRecord } from '../../src/server/features/products/products.record';
import type { SubmitOrderInput } from '../../src/domain/submit-order';
import en from '../../src/i18n/messages/en.json';
import { showsSellOutWarning } from '../../src/domain/site';
import { requireZone } from '../../src/domain/zones';
import { deferred } from './deferred';
import type { ConsentState } from '../../src/domain/tracking';

export const messages = en as Record<string, string>;

/** A product as the API answers it, in the language `langId` (1: English; 2: Traditional Chinese). */
export const testProductRecord = (product: Product, langId = 1) =>
  toProductRecord(product, { langId, url: '/', theme: 'default', contacts: { serviceEmail: null, whatsapp: null, line: null, facebook: null }, iconUrl: null, siblings: [] });

/** The pages' world in a test: the real providers, a memory router, services the test answers. */
export interface PageOptions {
  product: Product;
  path: string;
  /** Answers the API calls the page makes (undefined: as if offline). */
  api?: (path: string, request: unknown) => ApiResult<unknown> | Promise<ApiResult<unknown>> | undefined;
  /** What the session holds when the page opens (a draft, the last order). */
  session?: Record<string, unknown>;
  cart?: Partial<CartService>;
  /** The address scripts the server has (file -> data); any other file fails to load. */
  addressData?: Record<string, AddressData>;
  /** Loads an address script instead of `addressData` (a test that answers each load itself). */
  loadAddressScript?: (file: string) => Promise<AddressData>;
  /** The shopper's consent as the server rendered it (default: not asked; no consent machine). */
  consent?: ConsentState;
  /** The page's beacon (the checkout funnel); none by default. */
  beacon?: (url: string, body: Blob) => boolean;
  /** Where the page's visit log and ad events go (default: none, as on the server). */
  tracking?: Services['tracking'];
  /** The site's settings the page reads, over the test site's. */
  site?: Partial<Bootstrap['site']>;
  /** A language's catalog, for a page whose shopper switches language (default: none, nothing switches). */
  loadMessages?: Services['loadMessages'];
}

export function renderPage(ui: ReactNode, options: PageOptions) {
  const bootstrap: Bootstrap = {
    site: {
      id: options.product.siteId,
      host: 'shop.test',
      name: 'Shop',
      zoneId: options.product.zoneId,
      languageId: 1,
      theme: 'default',
      company: { name: 'Co', address: 'Addr', registration: null },
      contacts: { serviceEmail: null, whatsapp: null, line: null, facebook: null },
      secondaryConsumerBase: null,
      useSecondaryConsumerBase: false,
      debugDeterrent: false,
      askConsent: options.consent !== undefined && options.consent !== 'notRequired',
      sellOutWarning: showsSellOutWarning(requireZone(options.product.zoneId), undefined),
      ...options.site,
    },
    locale: 'en',
    messages: {},
    messagesUrl: '/i18n/en.json',
    keys: { rsaPublicKey: '', signKey: '' },
    product: testProductRecord(options.product),
    storeMap: true,
    serverTime: Date.now(),
    consent: options.consent ?? 'notRequired',
    status: 200,
    path: options.path.split('?')[0]!,
  };
  const addressRequests: string[] = [];
  const submissions: { input: SubmitOrderInput; answer: ReturnType<typeof deferred<OrderView>> }[] = [];
  const session = createMemoryStore();
  for (const [key, value] of Object.entries(options.session ?? {})) session.set(key, value);
  const api = vi.fn(async (path: string, request: unknown) => options.api?.(path, request) ?? { ok: false, reason: 'network', message: 'offline' }) as unknown as ApiClient;
  const cart: CartService = {
    actor: vi.fn(),
    add: vi.fn(async () => true),
    clear: vi.fn(),
    subscribeCount: () => () => {},
    count: () => 0,
    ...options.cart,
  } as unknown as CartService;
  const services: Services = {
    api,
    toasts: createToastStore(),
    session,
    cart,
    submitOrder: (input) => {
      const answer = deferred<OrderView>();
      submissions.push({ input, answer });
      return answer.promise;
    },
    copyText: vi.fn(async () => true),
    beacon: options.beacon,
    tracking: options.tracking,
    loadMessages: options.loadMessages ?? (async () => ({})),
    loadAddressScript: async (file) => {
      addressRequests.push(file);
      if (options.loadAddressScript) return options.loadAddressScript(file);
      const data = options.addressData?.[file];
      if (!data) throw new Error(`Failed to fetch dynamically imported module: /address/${file}.js`);
      return data;
    },
  };
  const location = memoryLocation({ path: options.path, record: true });
  const view = render(
    <LocaleProvider locale="en" messages={messages as unknown as CompiledMessages} loadMessages={options.loadMessages}>
      <BootstrapProvider value={bootstrap}>
        <ServicesProvider services={services}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <NavigationGuardProvider>
              <LeaveLink />
              {options.consent ? <ConsentProvider>{ui}</ConsentProvider> : ui}
            </NavigationGuardProvider>
          </Router>
        </ServicesProvider>
      </BootstrapProvider>
    </LocaleProvider>,
  );
  return { ...view, submissions, session, location, services, addressRequests };
}

/** A link out of the page, asking the page's navigation guard as the app's shell does. */
function LeaveLink() {
  const mayNavigate = useMayNavigate();
  const [, navigate] = useLocation();
  return (
    <button type="button" data-testid="leave-link" onClick={() => mayNavigate('/searchOrder') && navigate('/searchOrder')}>
      elsewhere
    </button>
  );
}
