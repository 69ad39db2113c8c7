import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useBrowserLocation } from 'wouter/use-browser-location';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, intlLocale, localeByCode, type LocaleCode } from '../../i18n/locales';
import { localeBase, localeCookie, localizedPath, splitLocalePath } from '../../i18n/routing';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * The shopper's language: the locale the page came in, switched in place by the language switcher.
 * A switch loads the locale's catalog (each locale's catalog is fetched only when chosen),
 * remembers the choice in the `i18n_redirected` cookie for 365 days, moves the URL to the
 * locale's prefix and re-renders: the page, what was typed and the machines' states stay.
 * Back and forward (popstate) show the page in the language its URL names (no prefix: the
 * default locale's URL), its catalog loaded if it is not here yet.
 */
export interface LocaleContextValue {
  locale: LocaleCode;
  /** The URL of an app path in the current locale (`/searchOrder` -> `/ja/searchOrder`). */
  href: (path: string) => string;
  switchLocale: (locale: LocaleCode) => Promise<void>;
  switching: boolean;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale outside <LocaleProvider>');
  return value;
}

export function LocaleProvider({
  locale: initialLocale,
  messages: initialMessages,
  loadMessages,
  onChange,
  onError,
  children,
}: {
  locale: LocaleCode;
  messages: CompiledMessages;
  /** Fetches a locale's compiled catalog; absent on the server, which never switches. */
  loadMessages?: (locale: LocaleCode) => Promise<CompiledMessages>;
  /** Told after a switch (the API client answers in the new language). */
  onChange?: (locale: LocaleCode, messages: CompiledMessages) => void;
  onError?: (error: unknown) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });
  const [switching, setSwitching] = useState(false);
  // Each catalog is fetched once a visit; the page's own came with it.
  const [loaded] = useState(() => new Map<LocaleCode, CompiledMessages>([[initialLocale, initialMessages]]));

  useEffect(() => {
    const root = document.documentElement;
    root.lang = state.locale;
    root.dir = localeByCode(state.locale)?.dir ?? 'ltr';
  }, [state.locale]);

  // The latest change wins: a catalog that arrives after another change (a switch, Back) is dropped.
  const latest = useRef({ change: 0, locale: initialLocale });
  /** Shows the page in `next` once its catalog is here; false when another change came meanwhile. */
  const show = useCallback(
    async (next: LocaleCode, change: number) => {
      if (!loadMessages) return false;
      const messages = loaded.get(next) ?? (await loadMessages(next));
      loaded.set(next, messages);
      if (change !== latest.current.change) return false;
      latest.current.locale = next;
      document.cookie = localeCookie(next, window.location.protocol === 'https:');
      setState({ locale: next, messages });
      onChange?.(next, messages);
      return true;
    },
    [loadMessages, onChange, loaded],
  );

  const switchLocale = useCallback(
    async (next: LocaleCode) => {
      if (!loadMessages) return;
      const change = ++latest.current.change;
      setSwitching(true);
      try {
        const { rest } = splitLocalePath(window.location.pathname);
        const url = localizedPath(next, rest) + window.location.search + window.location.hash;
        // The URL moves with the page, not before it: until the catalog is here the page is the old language's.
        const history = window.history.state;
        if (await show(next, change)) window.history.pushState(history, '', url);
      } finally {
        if (change === latest.current.change) setSwitching(false);
      }
    },
    [loadMessages, show],
  );

  // Back or forward to a URL of another language: the page follows the URL.
  useEffect(() => {
    if (!loadMessages) return;
    const follow = () => {
      const change = ++latest.current.change;
      setSwitching(false);
      const named = splitLocalePath(window.location.pathname).locale ?? DEFAULT_LOCALE;
      if (named === latest.current.locale) return;
      // Offline, the page stays in the language it is in until the shopper moves again.
      show(named, change).catch((error: unknown) => onError?.(error));
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [loadMessages, show, onError]);

  const value = useMemo<LocaleContextValue>(
    () => ({ locale: state.locale, href: (path) => localeBase(state.locale) + path, switchLocale, switching }),
    [state.locale, switchLocale, switching],
  );

  return (
    <IntlProvider locale={intlLocale(state.locale)} messages={state.messages} onError={onError}>
      <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
    </IntlProvider>
  );
}

/**
 * The router's location: the path without its locale prefix, so routes and links are written once
 * for every locale; navigating keeps the prefix of the URL the shopper is on.
 */
export function useLocaleLocation(router?: { ssrPath?: string }): [string, (to: string, options?: { replace?: boolean; state?: unknown }) => void] {
  const [path, navigate] = useBrowserLocation({ ssrPath: router?.ssrPath });
  const { rest } = splitLocalePath(path);
  return [rest, (to, options) => navigate(withCurrentPrefix(to), options as { replace?: boolean; state?: null })];
}

function withCurrentPrefix(to: string): string {
  if (!to.startsWith('/') || splitLocalePath(to.split('?')[0]!).locale) return to;
  const { locale } = splitLocalePath(window.location.pathname);
  return locale ? localizedPath(locale, to) : to;
}
