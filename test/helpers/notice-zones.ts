import type { Zone } from '../../src/domain/zones';

/** Two zones as the order form's notices and the policy page read them: Japan's and Hungary's kind. */
export type NoticeZone = Pick<Zone, 'notices' | 'country' | 'returnDays' | 'promise' | 'paymentFees' | 'deliveryMethods' | 'paymentMethods'>;
export const japanLike: NoticeZone = {
  notices: ['notice.jpShipping', 'notice.jpCodFee', 'notice.codTrial'],
  country: 'JP',
  returnDays: 15,
  promise: { ship: [3, 5], deliver: [10, 15] },
  paymentFees: { cod: 330 },
  deliveryMethods: ['home'],
  paymentMethods: ['cod', 'card'],
};
export const hungaryLike: NoticeZone = {
  notices: ['notice.deliveryCountryOnly', 'notice.twMainIsland'],
  country: 'HU',
  returnDays: 14,
  promise: { ship: [1, 2], deliver: [3, 7] },
  paymentFees: {},
  deliveryMethods: ['home', 'seven_eleven'],
  paymentMethods: ['card'],
};
