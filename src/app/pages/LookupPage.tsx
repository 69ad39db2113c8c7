import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { LookupPanel } from './LookupPanel';

/** Order lookup and tracking (spec §2): /searchOrder, /product/home/orderSearch, /searchInfo. */
export default function LookupPage() {
  const orderNo = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  return (
    <div className="page page--lookup">
      <h1 className="page__title">
        <FormattedMessage id="lookup.title" />
      </h1>
      <LookupPanel initialOrderNo={orderNo} autoSubmit={orderNo !== ''} />
    </div>
  );
}
