import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
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
