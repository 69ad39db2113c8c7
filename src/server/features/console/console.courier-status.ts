import type { LifecycleEvent } from '../../../../machines/order-lifecycle.machine';
import { ORDER_STATUSES } from '../../../domain/order-status';

/**
 * The status column of a courier's file given back (issue 16 item 5): what the courier says
 * happened to each parcel, as the lifecycle event it stands for. Read in the languages the
 * import reads its headers in (English, Chinese, Polish), compared without case, spaces, dashes,
 * underscores or dots. An empty cell (or "dispatched", "in transit") moves nothing beyond the
 * dispatch itself; nor does one of the shop's own order statuses (the generic export's `status`
 * column, given back with the tracking numbers filled in).
 */
export type CourierStatusEvent = Extract<LifecycleEvent['type'], 'order.outForDelivery' | 'order.deliver' | 'order.refuse'>;

export const STATUS_HEADERS = ['status', 'deliverystatus', 'shipmentstatus', 'parcelstatus', '狀態', '配送狀態', '貨態', '物流狀態', '状态', '配送状态', 'statusprzesylki', 'statusprzesyłki', 'statusdoreczenia', 'statusdoręczenia'] as const;

const WORDS: Record<CourierStatusEvent | 'none', readonly string[]> = {
  none: ['', 'dispatched', 'shipped', 'intransit', '已出貨', '運送中', '已发货', '运输中', 'nadano', 'nadana', 'wdrodze'],
  'order.outForDelivery': ['outfordelivery', 'ondelivery', '配送中', '派送中', '外出配送', '配達中', 'wdoreczeniu', 'wdoręczeniu', 'wydanadodoreczenia', 'wydanadodoręczenia', 'wydanodokuriera'],
  'order.deliver': ['delivered', '已送達', '已配達', '已簽收', '配達完成', '已送达', '已签收', 'doreczono', 'doręczono', 'doreczona', 'doręczona', 'dostarczono', 'dostarczona'],
  'order.refuse': ['refused', 'rejected', 'refusedatdoor', '拒收', '拒簽', '拒签', 'odmowa', 'odmowaprzyjecia', 'odmowaprzyjęcia', 'odmowiono', 'odmówiono', 'odmowaprzyjeciaprzesylki', 'odmowaprzyjęciaprzesyłki'],
};

const key = (text: string) => text.toLowerCase().replace(/[\s_\-.]/g, '');
const OWN_STATUSES = ORDER_STATUSES.map(key);

/** The event a status cell stands for, null for none (dispatch only), undefined when it is not a status the import reads. */
export function courierStatus(cell: string): CourierStatusEvent | null | undefined {
  const word = key(cell);
  if (OWN_STATUSES.includes(word)) return null;
  for (const [event, words] of Object.entries(WORDS) as [CourierStatusEvent | 'none', readonly string[]][]) {
    if (words.includes(word)) return event === 'none' ? null : event;
  }
  return undefined;
}
