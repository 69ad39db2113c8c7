import type { AdminReturn } from '../../src/domain/contracts/admin-returns';

/** A shopper's return request as the console lists it: submitted, the parcel not yet received. */
export const OPENED_RETURN: AdminReturn = {
  id: 'r-1',
  orderNo: 'TW7K2M9QX4ZB1C',
  createdAt: '2030-01-06T08:00:00.000Z',
  reason: 'quality',
  remark: 'The cap is cracked',
  carrier: 'tcat',
  trackingNo: '9012-3456-7890',
  pickerName: '王小明',
  pickerPhone: '+886912345678',
  address: '中正區重慶南路一段122號',
  region: '臺北市',
  locale: 'zh-TW',
  photos: ['/admin/api/returns/r-1/photos/abc.webp'],
  screenshot: null,
  reply: null,
  refund: null,
  order: { orderNo: 'TW7K2M9QX4ZB1C', status: 'ALREADY_DELIVER', total: 79000, currency: 'TWD', siteId: 'tw', recipientName: '王小明' },
  lifecycle: {
    state: 'SUBMITTED',
    version: 0,
    machine: 'returnLifecycle',
    allowedEvents: [{ type: 'return.receive', fields: [] }],
    history: [{ seq: 0, at: '2030-01-06T08:00:00.000Z', event: 'return.submit', from: null, to: 'SUBMITTED', actor: null, detail: null }],
  },
};

/** What each move of the return lifecycle asks the agent for (the server's `allowedEvents` fields). */
export const RETURN_MOVE_FIELDS: Record<string, AdminReturn['lifecycle']['allowedEvents'][number]['fields']> = {
  'return.accept': [{ name: 'reply', options: null }],
  'return.reject': [{ name: 'reply', options: null }],
  'return.receive': [],
  'return.refund': [
    { name: 'amount', options: null },
    { name: 'method', options: [{ id: 'cash', name: 'cash' }, { id: 'bankTransfer', name: 'bankTransfer' }] },
    { name: 'reference', options: null },
  ],
};
