import { describe, expect, it } from 'vitest';
import { renderOrderPreview } from '../../../../src/server/features/order-preview/order-preview.render';
import { deliveredOrder } from '../../../helpers/fixtures';

const onTheWay = { ...deliveredOrder, status: 'PENDING_DELIVER' as const, deliveredAt: null, deliveryRange: { from: '2026-12-14', to: '2026-12-17' } };

describe('the order preview the server renders', () => {
  it('writes the promised delivery dates in the shopper’s language, as the storefront does', () => {
    const html = renderOrderPreview({ order: onTheWay, locale: 'zh-TW', styles: '' }).replace(/<!-- -->/g, '');
    expect(html).toContain('2026年12月14日</span>至<span class="date-range__date">2026年12月17日');
    expect(html).not.toContain('2026-12-14');
  });
});
