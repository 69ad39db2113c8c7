import { useIntl } from 'react-intl';

export interface LanguageSwitchProps {
  locale: string;
  locales: readonly { code: string; name: string }[];
  onChange: (code: string) => void;
}

/** The back office's language: a labelled list, each language named in itself. */
export function LanguageSwitch({ locale, locales, onChange }: LanguageSwitchProps) {
  const intl = useIntl();
  return (
    <label className="language-switch">
      <span className="language-switch__label">{intl.formatMessage({ id: 'language.label' })}</span>
      <select value={locale} onChange={(event) => onChange(event.target.value)}>
        {locales.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
