import { createIntl, createIntlCache } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A plain `translate(key, values)` for code outside React (the API client's error catalogue). */
export function intlFormatter(locale: string, messages: Record<string, MessageFormatElement[]>) {
  const intl = createIntl({ locale, messages, onError: () => {} }, createIntlCache());
  return (key: string, values?: Record<string, string | number>): string => intl.formatMessage({ id: key }, values);
}
