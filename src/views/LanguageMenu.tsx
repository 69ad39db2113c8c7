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
      <summary className="language__summary" aria-label={`${shortName(current)} · ${intl.formatMessage({ id: 'locale.label' })}: ${currentLocale?.name ?? current}`} aria-busy={busy || undefined}>
        <svg className="language__icon" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c3.5 3.5 3.5 14.5 0 18M12 3c-3.5 3.5-3.5 14.5 0 18" />
        </svg>
        <span className="language__current" lang={current}>
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
