import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useBrowserLocation } from 'wouter/use-browser-location';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { intlLocale, localeByCode, type LocaleCode } from '../../i18n/locales';
import { localeBase, localeCookie, localizedPath, splitLocalePath } from '../../i18n/routing';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * The shopper's language: the locale the page came in, switched in place by the language switcher.
 * A switch loads the locale's catalog (each locale's catalog is fetched only when chosen),
 * remembers the choice in the `i18n_redirected` cookie for 365 days, moves the URL to the
 * locale's prefix and re-renders: the page, what was typed and the machines' states stay.
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

  const switchLocale = useCallback(
    async (next: LocaleCode) => {
      if (!loadMessages) return;
      setSwitching(true);
      try {
        const messages = loaded.get(next) ?? (await loadMessages(next));
        loaded.set(next, messages);
        document.cookie = localeCookie(next, window.location.protocol === 'https:');
        const { rest } = splitLocalePath(window.location.pathname);
        window.history.pushState(window.history.state, '', localizedPath(next, rest) + window.location.search + window.location.hash);
        setState({ locale: next, messages });
        onChange?.(next, messages);
      } finally {
        setSwitching(false);
      }
    },
    [loadMessages, onChange, loaded],
  );

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
