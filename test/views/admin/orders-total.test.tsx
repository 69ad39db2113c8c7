import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { OrdersView, type OrdersViewProps } from '../../../src/admin/views/OrdersView';
import { renderAdmin } from '../../helpers/admin-intl';

const props: OrdersViewProps = { q: '', status: '', statuses: ['PENDING_DELIVER'], rows: [], total: 0, hasMore: false, loadingMore: false, error: null, csvHref: '/admin/api/orders.csv', hrefOf: (orderNo) => `/admin/orders/${orderNo}`, onSearch: () => {}, onMore: () => {}, onOpen: () => {} };

describe('the order list’s count', () => {
  afterEach(cleanup);

  it('says how many orders match when the server counted them', () => {
    renderAdmin(<OrdersView {...props} total={2537} totalExact />);
    expect(screen.getByRole('status').textContent).toBe('2,537 orders match.');
  });

  it('says "about" when the server estimated the count (many orders match)', () => {
    renderAdmin(<OrdersView {...props} total={1_200_345} totalExact={false} />);
    expect(screen.getByRole('status').textContent).toBe('About 1,200,345 orders match.');
  });

  it('says "about" in Traditional Chinese too', () => {
    renderAdmin(<OrdersView {...props} total={1_200_345} totalExact={false} />, 'zh-TW');
    expect(screen.getByRole('status').textContent).toBe('約有 1,200,345 筆訂單符合。');
  });
});
