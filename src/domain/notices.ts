import type { Zone } from './zones';

/**
 * The notices a zone states (delivery limits, times, fees, the trial and the return period), as
 * catalog keys with their values. Kept apart from the checkout rules so the landing and policy
 * pages can state them without loading the form's validation.
 */

/** Spec §9: a 7-day trial with cash on delivery. */
export const COD_TRIAL_DAYS = 7;

export interface NoticeView {
  key: string;
  values?: Record<string, string | number>;
}

/** The zone's notices on the order form, with what their messages need; every zone states its return period. */
export function zoneNotices(zone: Pick<Zone, 'notices' | 'country' | 'returnDays' | 'promise' | 'paymentFees'>): NoticeView[] {
  return [...zone.notices, 'notice.returnPeriod'].map((key): NoticeView => {
    switch (key) {
      case 'notice.deliveryCountryOnly':
        return { key, values: { country: zone.country } };
      case 'notice.jpShipping':
        return { key, values: { shipFrom: zone.promise.ship[0], shipTo: zone.promise.ship[1], deliverFrom: zone.promise.deliver[0], deliverTo: zone.promise.deliver[1] } };
      case 'notice.jpCodFee':
        return { key, values: { fee: zone.paymentFees.cod ?? 0 } };
      case 'notice.codTrial':
        return { key, values: { days: COD_TRIAL_DAYS } };
      case 'notice.returnPeriod':
        return { key, values: { days: zone.returnDays } };
      default:
        return { key };
    }
  });
}
