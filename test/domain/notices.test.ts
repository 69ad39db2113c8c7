import { describe, expect, it } from 'vitest';
import { COD_TRIAL_DAYS, zoneNotices } from '../../src/domain/notices';
import type { Zone } from '../../src/domain/zones';

type NoticeZone = Pick<Zone, 'notices' | 'country' | 'returnDays' | 'promise' | 'paymentFees' | 'deliveryMethods' | 'paymentMethods'>;
const japanLike: NoticeZone = {
  notices: ['notice.jpShipping', 'notice.jpCodFee', 'notice.codTrial'],
  country: 'JP',
  returnDays: 15,
  promise: { ship: [3, 5], deliver: [10, 15] },
  paymentFees: { cod: 330 },
  deliveryMethods: ['home'],
  paymentMethods: ['cod', 'card'],
};
const hungaryLike: NoticeZone = {
  notices: ['notice.deliveryCountryOnly', 'notice.twMainIsland'],
  country: 'HU',
  returnDays: 14,
  promise: { ship: [1, 2], deliver: [3, 7] },
  paymentFees: {},
  deliveryMethods: ['home', 'seven_eleven'],
  paymentMethods: ['card'],
};

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
