import { zoneNotices, type NoticeView } from './notices';
import type { Zone } from './zones';

/**
 * The shop's policies for a zone, as the policy page states them (spec §1, §9): delivery (area,
 * methods, times, Taiwan's main island, Hungary's and Spain's country-only delivery), payment,
 * returns (15 days, 7 in some markets, 14 in Poland; the 7-day trial with cash on delivery) and
 * what the shop does with the shopper's details. Messages are catalog keys with their values;
 * `lists` are catalog keys the page joins as a list in the shopper's language.
 */
export interface PolicyLine extends NoticeView {
  lists?: Record<string, string[]>;
}

export interface PolicySection {
  titleKey: string;
  lines: PolicyLine[];
}

export function zonePolicies(zone: Pick<Zone, 'notices' | 'country' | 'returnDays' | 'promise' | 'paymentFees' | 'deliveryMethods' | 'paymentMethods'>): PolicySection[] {
  const notices = zoneNotices(zone);
  const notice = (key: string) => notices.filter((candidate) => candidate.key === key);
  const [ship, deliver] = [zone.promise.ship, zone.promise.deliver];
  return [
    {
      titleKey: 'policy.delivery',
      lines: [
        { key: 'policy.deliveryArea', values: { country: zone.country } },
        ...notice('notice.deliveryCountryOnly'),
        ...notice('notice.twMainIsland'),
        { key: 'notice.shipping', values: { shipFrom: ship[0], shipTo: ship[1], deliverFrom: deliver[0], deliverTo: deliver[1] } },
        { key: 'policy.deliveryMethods', lists: { methods: zone.deliveryMethods.map((method) => `deliveryMethod.${method}`) } },
      ],
    },
    {
      titleKey: 'policy.payment',
      lines: [{ key: 'policy.paymentMethods', lists: { methods: zone.paymentMethods.map((method) => `paymentMethod.${method}`) } }, ...notice('notice.jpCodFee')],
    },
    {
      titleKey: 'policy.returns',
      lines: [
        { key: 'notice.returnPeriod', values: { days: zone.returnDays } },
        ...(zone.paymentMethods.includes('cod') ? notice('notice.codTrial') : []),
        { key: 'policy.returnsHow' },
      ],
    },
    { titleKey: 'policy.privacy', lines: [{ key: 'policy.privacyText' }] },
  ];
}
