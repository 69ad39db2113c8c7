import { useIntl } from 'react-intl';
import { formatMoney, type CurrencyCode } from '../domain/money';

/** A price in the page's locale. <bdi> keeps digits and symbol in order inside right-to-left text. */
export function Money({ amount, currency, className }: { amount: number; currency: CurrencyCode; className?: string }) {
  const { locale } = useIntl();
  return <bdi className={className}>{formatMoney(amount, currency, locale)}</bdi>;
}
