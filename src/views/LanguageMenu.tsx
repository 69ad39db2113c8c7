import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../i18n/locales';

/**
 * The language switcher: a disclosure listing every language by its own name. Each entry is a
 * real link to the page in that language (it works without scripts and can be opened in a new
 * tab); a tap switches in place.
 */
export function LanguageMenu({ locales, current, hrefFor, busy, onChoose }: {
  locales: readonly Locale[];
  current: string;
  hrefFor: (locale: Locale) => string;
  busy: boolean;
  onChoose: (locale: Locale) => void;
}) {
  const intl = useIntl();
  const details = useRef<HTMLDetailsElement>(null);
  const currentLocale = locales.find((locale) => locale.code === current);
  return (
    <details className="language" ref={details} data-testid="language-menu">
      <summary className="language__summary" aria-label={`${intl.formatMessage({ id: 'locale.label' })}: ${currentLocale?.name ?? current}`} aria-busy={busy || undefined}>
        <svg className="language__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a7.9 7.9 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A8 8 0 0 1 5.08 16ZM8.03 8H5.08a8 8 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.03 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a7.9 7.9 0 0 1 0 4h-3.38Z"
          />
        </svg>
        <span className="language__current" lang={current} aria-hidden="true">
          {shortName(current)}
        </span>
      </summary>
      <ul className="language__list" aria-label={intl.formatMessage({ id: 'locale.choose' })}>
        {locales.map((locale) => (
          <li key={locale.code}>
            <a
              className="language__option"
              href={hrefFor(locale)}
              hrefLang={locale.code}
              lang={locale.code}
              dir={locale.dir}
              aria-current={locale.code === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                details.current?.removeAttribute('open');
                onChoose(locale);
              }}
            >
              {locale.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A language in two or three letters, for the header of a narrow phone (its name is the label). */
function shortName(code: string): string {
  if (code === 'zh-TW') return '繁中';
  if (code === 'zh-CN') return '简中';
  return code.toUpperCase();
}
