import { describe, expect, it } from 'vitest';
import { COD_TRIAL_DAYS, zoneNotices } from '../../src/domain/notices';
import { hungaryLike, japanLike } from '../helpers/notice-zones';

describe('the notices a zone states on the order form', () => {
  it('give Japan’s shipping times, its cash-on-delivery fee, the trial and the return period', () => {
    expect(zoneNotices(japanLike)).toEqual([
      { key: 'notice.jpShipping', values: { shipFrom: 3, shipTo: 5, deliverFrom: 10, deliverTo: 15 } },
      { key: 'notice.jpCodFee', values: { fee: 330 } },
      { key: 'notice.codTrial', values: { days: COD_TRIAL_DAYS } },
      { key: 'notice.returnPeriod', values: { days: 15 } },
    ]);
    expect(COD_TRIAL_DAYS).toBe(7);
  });

  it('name the only country delivered to, and state a notice without values as it is', () => {
    expect(zoneNotices(hungaryLike)).toStrictEqual([
      { key: 'notice.deliveryCountryOnly', values: { country: 'HU' } },
      { key: 'notice.twMainIsland' },
      { key: 'notice.returnPeriod', values: { days: 14 } },
    ]);
  });

  it('state no fee where the zone sets none', () => {
    expect(zoneNotices({ ...japanLike, notices: ['notice.jpCodFee'], paymentFees: {} })[0]).toEqual({ key: 'notice.jpCodFee', values: { fee: 0 } });
  });
});
