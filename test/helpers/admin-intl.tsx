import type { ReactNode } from 'react';
import { IntlProvider, createIntl } from 'react-intl';
import { render } from '@testing-library/react';
import { ADMIN_CATALOGS, type AdminLocale } from '../../src/admin/i18n/locales';

/** Renders a back office view with its real catalog (English unless told). */
export function renderAdmin(ui: ReactNode, locale: AdminLocale = 'en') {
  return render(
    <IntlProvider locale={locale} messages={ADMIN_CATALOGS[locale] as Record<string, string>}>
      {ui}
    </IntlProvider>,
  );
}

const english = createIntl({ locale: 'en', messages: ADMIN_CATALOGS.en as Record<string, string> });
/** A back office text in English, as the operator reads it (the catalogs are compiled when imported). */
export const adminText = (id: string, values?: Record<string, string | number>) => english.formatMessage({ id }, values);
