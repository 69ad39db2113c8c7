import { FormattedMessage } from 'react-intl';

export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      <FormattedMessage id="layout.loading" />
    </p>
  );
}
