import { renderToStaticMarkup } from 'react-dom/server';
import { FormattedMessage, IntlProvider } from 'react-intl';
import type { OrderView } from '../../../domain/order';
import { intlLocale, localeByCode, type LocaleCode } from '../../../i18n/locales';
import { OrderDetails } from '../../../views/OrderDetails';
import { compiledMessages, translate } from '../../i18n';
import { escapeHtml } from '../pages/pages.render';

/**
 * The shopper's order page as a document of its own, for the console's preview frame: the
 * storefront's own views (the lookup page's title and OrderDetails, as a found order in full
 * shows them) in the shopper's language, with the storefront's stylesheet. No script, no link to
 * act on: no cancel and no return request (OrderDetails offers them only when given them).
 */
export function renderOrderPreview({ order, locale, styles }: { order: OrderView; locale: LocaleCode; styles: string }): string {
  const body = renderToStaticMarkup(
    <IntlProvider locale={intlLocale(locale)} messages={compiledMessages(locale)} onError={() => undefined}>
      <div className="page page--lookup">
        <h1 className="page__title">
          <FormattedMessage id="lookup.title" />
        </h1>
        <p className="order-number">
          <bdi dir="ltr" data-testid="preview-order-no">
            {order.orderNo}
          </bdi>
        </p>
        <OrderDetails order={order} />
      </div>
    </IntlProvider>,
  );
  const dir = localeByCode(locale)?.dir ?? 'ltr';
  return `<!doctype html><html lang="${escapeHtml(locale)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(translate(locale, 'lookup.title'))}</title>${styles}</head><body><div id="root">${body}</div></body></html>`;
}
