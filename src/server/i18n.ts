import { createHash } from 'node:crypto';
import { intlFormatter } from '../i18n/format';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, isLocaleCode, localeById, type LocaleCode } from '../i18n/locales';

/**
 * Message catalogs on the server. The server parses every ICU message once and sends the browser
 * the parsed form, so the browser bundle carries no ICU parser. (Every message goes as a parsed
 * tree, even plain text: a plain string given values would need the parser.) The same catalogs
 * give API failures their localised `msg`.
 */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

const sources = import.meta.glob<Record<string, string>>('../i18n/messages/*.json', { eager: true, import: 'default' });

export const CATALOGS: Partial<Record<LocaleCode, Record<string, string>>> = Object.fromEntries(
  Object.entries(sources).map(([path, messages]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), messages]),
);

const compiled = new Map<LocaleCode, CompiledMessages>();

export function hasCatalog(locale: string): locale is LocaleCode {
  return isLocaleCode(locale) && CATALOGS[locale] !== undefined;
}

/** The catalog for a locale, English underneath any key it lacks (tests keep that set empty). */
export function rawMessages(locale: LocaleCode): Record<string, string> {
  return { ...CATALOGS[DEFAULT_LOCALE], ...CATALOGS[locale] };
}

export function compileMessage(message: string): MessageFormatElement[] {
  return parse(message);
}

export function compiledMessages(locale: LocaleCode): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(rawMessages(locale)).map(([key, message]) => [key, compileMessage(message)]));
    compiled.set(locale, messages);
  }
  return messages;
}

const files = new Map<LocaleCode, { body: string; version: string }>();

/**
 * A locale's parsed catalog as the file the browser fetches (`/i18n/{locale}.json`), and its
 * version (a hash of it): a page names `?v={version}`, which never changes, so a shopper's browser
 * keeps it across pages and visits instead of receiving it inside every page.
 */
export function catalogFile(locale: LocaleCode): { body: string; version: string } {
  let file = files.get(locale);
  if (!file) {
    const body = JSON.stringify(compiledMessages(locale));
    file = { body, version: createHash('sha256').update(body).digest('base64url').slice(0, 16) };
    files.set(locale, file);
  }
  return file;
}

/** Where a page's browser fetches its locale's catalog. */
export function catalogUrl(locale: LocaleCode): string {
  return `/i18n/${locale}.json?v=${catalogFile(locale).version}`;
}

const translators = new Map<LocaleCode, ReturnType<typeof intlFormatter>>();

export function translate(locale: LocaleCode, key: string, values?: Record<string, string | number>): string {
  let translator = translators.get(locale);
  if (!translator) {
    translator = intlFormatter(locale, compiledMessages(locale));
    translators.set(locale, translator);
  }
  return translator(key, values);
}

/** The locale an API call answers in: the browser's UI locale if we have it, else the site's. */
export function requestLocale(acceptLanguage: string | undefined, siteLanguageId: number): LocaleCode {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (first && hasCatalog(first)) return first;
  return siteLocale(siteLanguageId);
}

export function siteLocale(languageId: number): LocaleCode {
  const code = localeById(languageId)?.code;
  return code && hasCatalog(code) ? code : DEFAULT_LOCALE;
}
