import { FormattedMessage } from 'react-intl';

/** While a page's code loads: said once to screen readers (a polite status), shown as "Loading…". */
export function PageLoading() {
  return (
    <p role="status" aria-busy="true" className="page-loading">
      <FormattedMessage id="app.loading" />
    </p>
  );
}
