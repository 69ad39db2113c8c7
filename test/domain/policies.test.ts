import { describe, expect, it } from 'vitest';
import { zonePolicies } from '../../src/domain/policies';
import { hungaryLike, japanLike } from '../helpers/notice-zones';

describe('the policy page of a zone', () => {
  it('states delivery, payment, returns and privacy, with the zone’s own notices in them', () => {
    expect(zonePolicies(japanLike)).toEqual([
      {
        titleKey: 'policy.delivery',
        lines: [
          { key: 'policy.deliveryArea', values: { country: 'JP' } },
          { key: 'notice.shipping', values: { shipFrom: 3, shipTo: 5, deliverFrom: 10, deliverTo: 15 } },
          { key: 'policy.deliveryMethods', lists: { methods: ['deliveryMethod.home'] } },
        ],
      },
      { titleKey: 'policy.payment', lines: [{ key: 'policy.paymentMethods', lists: { methods: ['paymentMethod.cod', 'paymentMethod.card'] } }, { key: 'notice.jpCodFee', values: { fee: 330 } }] },
      { titleKey: 'policy.returns', lines: [{ key: 'notice.returnPeriod', values: { days: 15 } }, { key: 'notice.codTrial', values: { days: 7 } }, { key: 'policy.returnsHow' }] },
      { titleKey: 'policy.privacy', lines: [{ key: 'policy.privacyText' }] },
    ]);
  });

  it('names the country-only and main-island limits, and offers no trial without cash on delivery', () => {
    const [delivery, payment, returns] = zonePolicies({ ...hungaryLike, notices: [...hungaryLike.notices, 'notice.codTrial'] });
    expect(delivery!.lines.map((line) => line.key)).toEqual(['policy.deliveryArea', 'notice.deliveryCountryOnly', 'notice.twMainIsland', 'notice.shipping', 'policy.deliveryMethods']);
    expect(delivery!.lines[3]).toEqual({ key: 'notice.shipping', values: { shipFrom: 1, shipTo: 2, deliverFrom: 3, deliverTo: 7 } });
    expect(delivery!.lines[4]).toEqual({ key: 'policy.deliveryMethods', lists: { methods: ['deliveryMethod.home', 'deliveryMethod.seven_eleven'] } });
    expect(payment!.lines).toEqual([{ key: 'policy.paymentMethods', lists: { methods: ['paymentMethod.card'] } }]);
    expect(returns!.lines).toEqual([{ key: 'notice.returnPeriod', values: { days: 14 } }, { key: 'policy.returnsHow' }]);
  });
});
