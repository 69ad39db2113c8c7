import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { render } from '@testing-library/react';
import en from '../../src/i18n/messages/en.json';

/** Renders a view with the real English catalog, as a shopper would read it. */
export function renderWithIntl(ui: ReactNode, locale = 'en', messages: Record<string, string> = en) {
  return render(
    <IntlProvider locale={locale} messages={messages}>
      {ui}
    </IntlProvider>,
  );
}

export const messages = en as Record<string, string>;
