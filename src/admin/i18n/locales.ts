import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from './messages/en.json';
import zhTW from './messages/zh-TW.json';

/**
 * The back office's languages: English and Traditional Chinese. The catalogs are parsed at build
 * time (vite.config.ts), so the bundle carries no ICU parser; both are small and load with the app.
 */
export const ADMIN_LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'zh-TW', name: '繁體中文' },
] as const;

export type AdminLocale = (typeof ADMIN_LOCALES)[number]['code'];

export type AdminMessages = Record<string, string> | Record<string, MessageFormatElement[]>;

export const ADMIN_CATALOGS: Record<AdminLocale, AdminMessages> = { en, 'zh-TW': zhTW } as Record<AdminLocale, AdminMessages>;

export function isAdminLocale(code: string | null | undefined): code is AdminLocale {
  return ADMIN_LOCALES.some((locale) => locale.code === code);
}

/** The stored choice, else the browser's first language we have (any Chinese reads zh-TW), else English. */
export function pickAdminLocale(stored: string | null, browser: readonly string[]): AdminLocale {
  if (isAdminLocale(stored)) return stored;
  for (const tag of browser) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-TW';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}
