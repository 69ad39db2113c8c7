import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { OrderTotals } from '../../src/views/OrderTotals';
import { renderWithIntl } from '../helpers/intl';
import pl from '../../src/i18n/messages/pl.json';

afterEach(cleanup);

const amounts = { subtotal: 10499, discount: 0, couponDeduction: 0, activityDeduction: 0, shippingFee: 0, remotePostage: 0, serviceCharge: 0, tax: 0, total: 10499 };

describe('an order’s totals', () => {
  it('write nothing paid yet as 0,00 zł, in the same format as the 104,99 zł beside it', () => {
    renderWithIntl(<OrderTotals currency="PLN" lines={[]} {...amounts} closingAmount={10499} paidAmount={0} />, 'pl', pl);
    const amountOf = (label: string) => screen.getByText(label).closest('.totals__row')!.querySelector('dd')!.textContent!.replace(/\u00a0/g, ' ');
    expect(amountOf(pl['totals.closingAmount'])).toBe('104,99 zł');
    expect(amountOf(pl['totals.paidAmount'])).toBe('0,00 zł');
  });
});
