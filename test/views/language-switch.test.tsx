import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { Router } from 'wouter';
import { LanguageSwitcher } from '../../src/app/components/LanguageSwitcher';
import { LocaleProvider, useLocale, type CompiledMessages } from '../../src/app/providers/locale';
import type { LocaleCode } from '../../src/i18n/locales';
import ar from '../../src/i18n/messages/ar.json';
import en from '../../src/i18n/messages/en.json';
import pl from '../../src/i18n/messages/pl.json';
import { flush } from '../helpers/deferred';

afterEach(cleanup);

const CATALOGS: Partial<Record<LocaleCode, CompiledMessages>> = { en, pl, ar } as unknown as Partial<Record<LocaleCode, CompiledMessages>>;

/** A text of the page in its language, and the language the page says it is in. */
function Page() {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <p data-testid="text" data-locale={locale}>
      {intl.formatMessage({ id: 'checkout.continue' })}
    </p>
  );
}

/** The shell's language switcher over a page, opened at `url` in the language it names. */
function openAt(url: string, locale: LocaleCode) {
  window.history.replaceState(null, '', url);
  const loadMessages = vi.fn(async (code: LocaleCode) => CATALOGS[code]!);
  render(
    <LocaleProvider locale={locale} messages={CATALOGS[locale]!} loadMessages={loadMessages}>
      <Router>
        <LanguageSwitcher />
        <Page />
      </Router>
    </LocaleProvider>,
  );
  return { loadMessages };
}

const shown = () => ({ path: window.location.pathname, text: screen.getByTestId('text').textContent, lang: document.documentElement.lang, dir: document.documentElement.dir });
const choose = async (name: string) => {
  fireEvent.click(screen.getByRole('link', { name }));
  await act(flush);
};
/** The browser's Back or Forward: the URL moves, then popstate. */
const traverse = async (move: () => void) => {
  await act(async () => {
    move();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await flush();
  });
};

describe('the language the page is in, going back and forward', () => {
  it('shows the page in the language its URL names after Back and Forward over a switch of language', async () => {
    openAt('/pl/', 'pl');
    expect(shown()).toEqual({ path: '/pl/', text: pl['checkout.continue'], lang: 'pl', dir: 'ltr' });
    await choose('English');
    expect(shown()).toEqual({ path: '/', text: en['checkout.continue'], lang: 'en', dir: 'ltr' });
    await traverse(() => window.history.back());
    expect(shown()).toEqual({ path: '/pl/', text: pl['checkout.continue'], lang: 'pl', dir: 'ltr' });
    await traverse(() => window.history.forward());
    expect(shown()).toEqual({ path: '/', text: en['checkout.continue'], lang: 'en', dir: 'ltr' });
  });

  it('turns the page right-to-left again when Back returns to an Arabic URL, its catalog fetched once', async () => {
    const { loadMessages } = openAt('/ar/productOrder?choice=sku%3Ablue&quantity=3', 'ar');
    expect(shown()).toMatchObject({ lang: 'ar', dir: 'rtl' });
    await choose('Polski');
    expect(shown()).toEqual({ path: '/pl/productOrder', text: pl['checkout.continue'], lang: 'pl', dir: 'ltr' });
    expect(window.location.search).toBe('?choice=sku%3Ablue&quantity=3');
    await traverse(() => window.history.back());
    expect(shown()).toEqual({ path: '/ar/productOrder', text: ar['checkout.continue'], lang: 'ar', dir: 'rtl' });
    expect(loadMessages.mock.calls).toEqual([['pl']]);
  });

  it('fetches the catalog of a language not shown yet in this visit when Back lands on its URL', async () => {
    const { loadMessages } = openAt('/', 'en');
    await traverse(() => {
      window.history.pushState(null, '', '/ar/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shown()).toEqual({ path: '/ar/', text: ar['checkout.continue'], lang: 'ar', dir: 'rtl' });
    expect(loadMessages.mock.calls).toEqual([['ar']]);
    expect(document.cookie).toContain('i18n_redirected=ar');
  });
});
