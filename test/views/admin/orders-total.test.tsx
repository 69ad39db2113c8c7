import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { OrdersView, type OrdersViewProps } from '../../../src/admin/views/OrdersView';
import { renderAdmin } from '../../helpers/admin-intl';
import { NO_FILTERS } from '../../../src/admin/app/orders-api';

const none = () => {};
const props: OrdersViewProps = {
  filters: NO_FILTERS,
  filterOptions: { statuses: ['PENDING_DELIVER'], paymentStatuses: [], sites: [], deliveryMethods: [], paymentMethods: [] },
  live: 'live',
  rows: [],
  total: 0,
  hasMore: false,
  loadingMore: false,
  error: null,
  csvLinks: [{ layout: 'generic', href: '/admin/api/orders.csv' }],
  hrefOf: (orderNo) => `/admin/orders/${orderNo}`,
  selected: [],
  allShownSelected: false,
  bulk: { busy: false, report: null, message: null, carriers: [], packingHref: '' },
  onSearch: none,
  onMore: none,
  onOpen: none,
  onToggle: none,
  onTogglePage: none,
  onConfirm: none,
  onDispatch: none,
  onImport: none,
  onDismiss: none,
  onClear: none,
};

describe('the order list’s count', () => {
  afterEach(cleanup);

  it('says how many orders match when the server counted them', () => {
    renderAdmin(<OrdersView {...props} total={2537} totalExact />);
    expect(screen.getByTestId('orders-count').textContent).toBe('2,537 orders match.');
  });

  it('says "about" when the server estimated the count (many orders match)', () => {
    renderAdmin(<OrdersView {...props} total={1_200_345} totalExact={false} />);
    expect(screen.getByTestId('orders-count').textContent).toBe('About 1,200,345 orders match.');
  });

  it('says "about" in Traditional Chinese too', () => {
    renderAdmin(<OrdersView {...props} total={1_200_345} totalExact={false} />, 'zh-TW');
    expect(screen.getByTestId('orders-count').textContent).toBe('約有 1,200,345 筆訂單符合。');
  });
});
