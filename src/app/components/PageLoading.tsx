import { FormattedMessage } from 'react-intl';
import { LoadingBar } from '../../views/LoadingBar';

/** While a page (its code or its data) loads: the thin bar at the top, and a word for screen readers. */
export function PageLoading() {
  return (
    <>
      <LoadingBar />
      <p className="page-loading" role="status">
        <FormattedMessage id="layout.loading" />
      </p>
    </>
  );
}
