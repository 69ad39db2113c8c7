import { useIntl } from 'react-intl';

export interface OrderPreviewViewProps {
  /** Where the shopper's order page is previewed (a short-lived token's URL); null until one is issued. */
  url: string | null;
  busy: boolean;
  /** Why no preview could be had (the server's message). */
  error: string | null;
  onRefresh: () => void;
}

/**
 * "As the shopper sees it now": the shopper's own order page, framed read-only. The frame is
 * sandboxed (no script, no form, no navigation of this page) on top of the preview's own policy.
 */
export function OrderPreviewView({ url, busy, error, onRefresh }: OrderPreviewViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section aria-labelledby="order-preview" className="order-preview" aria-busy={busy}>
      <h2 id="order-preview">{t('order.preview')}</h2>
      <p>{t('order.previewNote')}</p>
      {/* Not an alert: the order page's own alert speaks for the moves; this says why the preview is missing. */}
      {error ? <p className="form-error">{error}</p> : null}
      <p>
        <button type="button" className="button button--quiet" onClick={onRefresh} disabled={busy}>
          {t('order.previewRefresh')}
        </button>
      </p>
      {url ? <iframe key={url} className="order-preview__frame" title={t('order.previewFrame')} src={url} sandbox="" referrerPolicy="no-referrer" width={390} height={640} /> : null}
    </section>
  );
}
