import { useLocation, useSearch } from 'wouter';
import { useIntl } from 'react-intl';
import { LOCALES, type LocaleCode } from '../../i18n/locales';
import { localizedPath } from '../../i18n/routing';
import { LanguageMenu } from '../../views/LanguageMenu';
import { useLocale } from '../providers/locale';
import { useOptionalServices } from '../providers/services';

/** The header's language switcher: the current page in every language. */
export function LanguageSwitcher() {
  const { locale, switchLocale, switching } = useLocale();
  const services = useOptionalServices();
  const intl = useIntl();
  const [path] = useLocation();
  const search = useSearch();
  return (
    <LanguageMenu
      locales={LOCALES}
      current={locale}
      busy={switching}
      hrefFor={(target) => localizedPath(target.code as LocaleCode, path) + (search ? `?${search}` : '')}
      onChoose={(target) => {
        void switchLocale(target.code as LocaleCode).catch(() => services?.toasts.show(intl.formatMessage({ id: 'timeout' })));
      }}
    />
  );
}
