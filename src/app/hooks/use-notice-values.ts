import { useIntl } from 'react-intl';
import type { NoticeView } from '../../domain/notices';
import { formatMoney, type CurrencyCode } from '../../domain/money';

/**
 * A notice's values as the shopper reads them: a country code becomes the country's name, a fee
 * the amount in the zone's currency, a list of catalog keys one list ("A, B and C").
 */
export function useNoticeValues(currency: CurrencyCode) {
  const intl = useIntl();
  return (notice: NoticeView & { lists?: Record<string, string[]> }): Record<string, string | number> | undefined => {
    if (!notice.values && !notice.lists) return undefined;
    const values: Record<string, string | number> = { ...notice.values };
    if (values.country !== undefined) values.country = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(String(values.country)) ?? String(values.country);
    if (values.fee !== undefined) values.fee = formatMoney(Number(values.fee), currency, intl.locale);
    for (const [name, keys] of Object.entries(notice.lists ?? {})) {
      values[name] = new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(keys.map((key) => intl.formatMessage({ id: key })));
    }
    return values;
  };
}
