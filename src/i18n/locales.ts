/**
 * The locale table (DESIGN.md §6). `id` is the spec's language id (default '1' = English);
 * `code` is the BCP 47 tag used for Intl and catalogs; `prefix` is the URL prefix (none for the
 * default locale).
 */
export interface Locale {
  id: number;
  code: string;
  prefix: string;
  dir: 'ltr' | 'rtl';
  /** The language's own name, as shown in a language switcher. */
  name: string;
}

export const LOCALES = [
  { id: 1, code: 'en', prefix: '', dir: 'ltr', name: 'English' },
  { id: 2, code: 'zh-TW', prefix: 'zh-tw', dir: 'ltr', name: '繁體中文' },
  { id: 3, code: 'ja', prefix: 'ja', dir: 'ltr', name: '日本語' },
  { id: 4, code: 'th', prefix: 'th', dir: 'ltr', name: 'ไทย' },
  { id: 5, code: 'zh-CN', prefix: 'zh-cn', dir: 'ltr', name: '简体中文' },
  { id: 6, code: 'id', prefix: 'id', dir: 'ltr', name: 'Bahasa Indonesia' },
  { id: 7, code: 'pl', prefix: 'pl', dir: 'ltr', name: 'Polski' },
  { id: 8, code: 'vi', prefix: 'vi', dir: 'ltr', name: 'Tiếng Việt' },
  { id: 9, code: 'hu', prefix: 'hu', dir: 'ltr', name: 'Magyar' },
  { id: 10, code: 'ms', prefix: 'ms', dir: 'ltr', name: 'Bahasa Melayu' },
  { id: 11, code: 'ro', prefix: 'ro', dir: 'ltr', name: 'Română' },
  { id: 12, code: 'es', prefix: 'es', dir: 'ltr', name: 'Español' },
  { id: 13, code: 'it', prefix: 'it', dir: 'ltr', name: 'Italiano' },
  { id: 14, code: 'ar', prefix: 'ar', dir: 'rtl', name: 'العربية' },
  { id: 15, code: 'cs', prefix: 'cs', dir: 'ltr', name: 'Čeština' },
  { id: 16, code: 'el', prefix: 'el', dir: 'ltr', name: 'Ελληνικά' },
  { id: 17, code: 'hr', prefix: 'hr', dir: 'ltr', name: 'Hrvatski' },
  { id: 18, code: 'sk', prefix: 'sk', dir: 'ltr', name: 'Slovenčina' },
  { id: 19, code: 'ko', prefix: 'ko', dir: 'ltr', name: '한국어' },
  { id: 20, code: 'pt', prefix: 'pt', dir: 'ltr', name: 'Português' },
  { id: 23, code: 'de', prefix: 'de', dir: 'ltr', name: 'Deutsch' },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof LOCALES)[number]['code'];

export const DEFAULT_LOCALE: LocaleCode = 'en';

export function localeByCode(code: string): Locale | undefined {
  return LOCALES.find((locale) => locale.code === code);
}

export function localeById(id: number | string): Locale | undefined {
  return LOCALES.find((locale) => locale.id === Number(id));
}

export function isLocaleCode(code: string): code is LocaleCode {
  return localeByCode(code) !== undefined;
}

/**
 * The locale Intl formats with: Arabic with Latin digits, as Saudi shops print numbers (and ICU
 * versions disagree on Arabic's default digits, which would break hydration).
 */
export function intlLocale(code: string): string {
  return code === 'ar' ? 'ar-u-nu-latn' : code;
}
