import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from './locales';

/**
 * Locale routing (spec §2): every locale but the default has a URL prefix (`/zh-tw/...`,
 * `/ja/...`; English has none), and the shopper's choice is remembered in the `i18n_redirected`
 * cookie for 365 days. Shared by the server (redirects, alternates) and the browser (links, the
 * language switcher).
 */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;

const BY_PREFIX = new Map<string, LocaleCode>(LOCALES.filter((locale) => locale.prefix !== '').map((locale) => [locale.prefix, locale.code]));
const PREFIX_OF = new Map<LocaleCode, string>(LOCALES.map((locale) => [locale.code, locale.prefix]));

/** The locale a path names with its prefix (null: no prefix, the default locale's URL) and the path without it. */
export function splitLocalePath(pathname: string): { locale: LocaleCode | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match ? BY_PREFIX.get(match[1]!.toLowerCase()) : undefined;
  if (!locale) return { locale: null, rest: pathname };
  return { locale, rest: match![2] ?? '/' };
}

/** The path of `rest` in a locale: `/ja/searchOrder`, `/searchOrder` in English, `/ja/` for home. */
export function localizedPath(locale: LocaleCode, rest: string): string {
  const prefix = PREFIX_OF.get(locale) ?? '';
  if (prefix === '') return rest;
  return `/${prefix}${rest === '/' ? '/' : rest}`;
}

/** The URL prefix of a locale, with its slash ('' for the default locale). */
export function localeBase(locale: LocaleCode): string {
  const prefix = PREFIX_OF.get(locale) ?? '';
  return prefix === '' ? '' : `/${prefix}`;
}

export function readLocaleCookie(cookieHeader: string | undefined): LocaleCode | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    const code = decodeURIComponent(value.join('='));
    return LOCALES.find((locale) => locale.code === code)?.code ?? null;
  }
  return null;
}

/** The Set-Cookie value that remembers a locale for 365 days. */
export function localeCookie(locale: LocaleCode, secure: boolean): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_DAYS * 86_400}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const CHINESE_TRADITIONAL = /^zh-(tw|hk|mo|hant)\b/i;

/** The browser's most wanted language we have (Accept-Language with its q values), if any. */
export function preferredLocale(acceptLanguage: string | undefined): LocaleCode | null {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag!.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((locale) => locale.code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.code;
    if (/^zh\b/i.test(tag)) return CHINESE_TRADITIONAL.test(tag) ? 'zh-TW' : 'zh-CN';
    const base = tag.split('-')[0]!.toLowerCase();
    const byLanguage = LOCALES.find((locale) => locale.code === base);
    if (byLanguage) return byLanguage.code;
  }
  return null;
}

/**
 * The locale of a visit to a URL without a prefix (a default-locale URL): the remembered choice;
 * on a first visit the site's language, or the browser's where the site allows it.
 */
export function landingLocale(options: {
  cookie: LocaleCode | null;
  siteLocale: LocaleCode;
  followBrowser: boolean;
  acceptLanguage: string | undefined;
}): LocaleCode {
  if (options.cookie) return options.cookie;
  if (options.followBrowser) return preferredLocale(options.acceptLanguage) ?? options.siteLocale;
  return options.siteLocale;
}

export { DEFAULT_LOCALE };
