import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ApiClient } from './api/client';
import { App, pageCodeAt } from './app/pages/App';
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap, type PageBootstrap } from './app/providers/bootstrap';
import { fetchPageCatalog } from './app/services/page-catalog';
import type { Services } from './app/providers/services';
import { createSessionStore } from './app/services/storage';
import { createToastStore } from './app/services/toast';
import { copyText } from './app/services/clipboard';
import { earlyClicks, replayEarlyClicks, replayEarlyInput } from './app/services/early-input';
import { nextTurn } from './app/services/next-turn';
import { whenIdle } from './app/services/idle';
import { hydrateLaterAfter, laterParts, LATER_SELECTOR, WAITING_SELECTOR } from './views/HydrateLater';
import { createCartService } from './app/actors/cart-service';
import { createTracker } from './app/services/tracking/tracker';
import { intlFormatter } from './i18n/format';
import { loadIntlData } from './i18n/load-intl-data';
import { DEFAULT_LOCALE, type LocaleCode } from './i18n/locales';
import { localizedPath, splitLocalePath } from './i18n/routing';
import type { CompiledMessages } from './app/providers/locale';
import './styles.css';

/**
 * The browser's composition root: reads what the server sent, builds the real side effects
 * (API client, toasts, session storage, clipboard) and renders or hydrates the app.
 *
 * Start-up runs in short tasks, not one: the modules; the bootstrap and the page's catalog
 * (preloaded with the app's code, server/features/pages/app-start.ts); the browser's number
 * formats, then its date formats, for the shopper's language (i18n/load-intl-data.ts); hydration
 * of the first screen, once a lazily loaded page's code is here too; then the rest of the page, a
 * part a turn (views/HydrateLater.tsx). On a slow phone each is short enough not to hold back a
 * tap on the page the server already sent.
 */
await nextTurn();
// The page's own code (the catalog's, the order form's) is asked for at once, beside the messages.
const pageCode = pageCodeAt(splitLocalePath(window.location.pathname).rest);
const element = document.getElementById(BOOTSTRAP_ELEMENT_ID);
const inPage = JSON.parse(element?.textContent ?? 'null') as PageBootstrap;
const bootstrap: Bootstrap = { ...inPage, messages: await fetchPageCatalog(inPage.messagesUrl) };
// A URL without a locale prefix (an ad's /{id}) was answered in the shopper's language with no
// redirect; the address bar now shows the page's own address, so links and reloads keep it.
const { locale: inUrl, rest: pathInLocale } = splitLocalePath(window.location.pathname);
if (!inUrl && bootstrap.locale !== DEFAULT_LOCALE) {
  window.history.replaceState(window.history.state, '', localizedPath(bootstrap.locale, pathInLocale) + window.location.search + window.location.hash);
}
// The shopper may switch language; the API client's messages and Accept-Language follow.
let locale: LocaleCode = bootstrap.locale;
await loadIntlData(locale);
let translate = intlFormatter(bootstrap.locale, bootstrap.messages);
const toasts = createToastStore();

// The landing page makes no API call before the shopper acts, so the HTTP client loads on first use.
let client: Promise<ApiClient> | null = null;
const api: ApiClient = async (path, options) => {
  client ??= import('./api/client').then(({ createApiClient }) =>
    createApiClient({
      baseURL: '/api',
      secondaryBaseURL: bootstrap.site.secondaryConsumerBase,
      useSecondary: () => bootstrap.site.useSecondaryConsumerBase,
      host: () => window.location.hostname,
      locale: () => locale,
      translate: (key, values) => translate(key, values),
      notify: toasts.show,
    }),
  );
  return (await client)(path, options);
};

const session = createSessionStore(safeStorage('sessionStorage'));
// What the shopper does is reported once consent allows it; the sending code loads only then, in
// a moment the browser has free (on a site that does not ask, the landing's reports would
// otherwise load it in the task that starts the page's effects).
const tracking = createTracker({
  session,
  location: () => window.location.href,
  referrer: () => document.referrer,
  loadRuntime: () =>
    new Promise<void>((idle) => whenIdle(idle))
      .then(() => import('./app/services/tracking/runtime'))
      .then(({ createTrackingRuntime }) => createTrackingRuntime(api)),
});

const services: Services = {
  api,
  toasts,
  session,
  tracking,
  cart: createCartService(api, createSessionStore(safeStorage('localStorage'))),
  // Signing and encryption load with the order form, not with the landing page.
  submitOrder: async (input) => (await import('./api/submit-order')).createSubmitOrder(api, bootstrap.keys)(input),
  copyText,
  beacon: (url, body) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body),
  loadAddressScript: async (file) => (await import('./api/address')).loadAddressScript(file),
  loadMessages: async (code) => {
    const response = await fetch(`/i18n/${code}.json`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`the ${code} catalog answered ${response.status}`);
    return (await response.json()) as CompiledMessages;
  },
};
const onLocaleChange = (code: LocaleCode, messages: CompiledMessages) => {
  locale = code;
  translate = intlFormatter(code, messages);
};

const root = document.getElementById('root')!;
await Promise.all([nextTurn(), pageCode]);
const app = <App bootstrap={bootstrap} services={services} onLocaleChange={onLocaleChange} />;
const early = earlyClicks();
if (root.dataset.ssr === 'true') {
  const later = laterParts(root);
  const laterHydrated = hydrateLaterAfter(nextTurn(), later, nextTurn);
  hydrateRoot(root, app);
  // Taps on the server's page: those outside the parts hydrated later are the app's now; those on
  // a part still waiting are kept until the last part is up (a part marks itself alive as it comes).
  early.keepOnlyWithin(WAITING_SELECTOR);
  const firstScreenReplayed = replayEarlyInput(root, { selector: LATER_SELECTOR, fields: 'outside' });
  void laterHydrated.then(() => {
    const clicks = early.take();
    return firstScreenReplayed.then(() => replayEarlyInput(root, { selector: LATER_SELECTOR, fields: 'inside' })).then(() => replayEarlyClicks(clicks));
  });
} else {
  early.take();
  createRoot(root).render(app);
}

function safeStorage(kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}
