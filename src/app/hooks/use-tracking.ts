import { useMemo } from 'react';
import type { OrderView } from '../../domain/order';
import type { Product, Selection } from '../../domain/product';
import { findChoice, lowestPrice } from '../../domain/product';
import { amountToMajor } from '../../domain/money';
import { purchaseTrackingData, type AccessAction, type EventContent } from '../../domain/tracking';
import type { RecipientField } from '../../domain/recipient-fields';
import { requireZone } from '../../domain/zones';
import { useOptionalServices } from '../providers/services';
import type { SessionStore } from '../services/storage';
import type { Tracker } from '../services/tracking/tracker';

/** The order-form fields whose values the visit log records (obfuscated): the name and the contacts. */
export const FIELD_ACTIONS: Partial<Record<RecipientField, AccessAction>> = {
  name: 'NAME_FIELD',
  firstName: 'NAME_FIELD',
  lastName: 'NAME_FIELD',
  phone: 'CONTACT_FIELD',
  whatsapp: 'CONTACT_FIELD',
  line: 'CONTACT_FIELD',
  email: 'CONTACT_FIELD',
};

const REPORTED_KEY = 'doorstep.reportedOrders';

/** What pages report, in the shop's terms; a no-op where there is no tracker (server, tests). */
export function reportsFor(tracker: Tracker | null, session: SessionStore | null) {
  return {
    visit: (action: AccessAction, result: string, detail?: string) => tracker?.visit(action, result, detail),

    viewed(product: Product) {
      const currency = requireZone(product.zoneId).currency;
      const price = lowestPrice(product)?.price ?? 0;
      tracker?.ad({ code: 'ViewContent', productId: product.id, currency, value: amountToMajor(price, currency), contents: [{ contentId: product.id, contentName: product.title, price: amountToMajor(price, currency), quantity: 1 }] });
    },

    addedToCart(product: Product, selection: Selection) {
      const currency = requireZone(product.zoneId).currency;
      const choice = findChoice(product, selection);
      if (!choice) return;
      const content: EventContent = { contentId: choice.id, contentName: choice.name, price: amountToMajor(choice.price, currency), quantity: selection.quantity };
      tracker?.ad({ code: 'AddToCart', productId: product.id, currency, value: content.price * content.quantity, contents: [content] });
    },

    /** Once per order, and never for an order the shop does not report (test orders, fraud). */
    purchased(order: OrderView) {
      if (!tracker || !order.reportable || order.items.length === 0) return;
      const reported = session?.get<string[]>(REPORTED_KEY) ?? [];
      if (reported.includes(order.orderNo)) return;
      session?.set(REPORTED_KEY, [...reported, order.orderNo].slice(-20));
      const data = purchaseTrackingData({ currency: order.currency, total: order.totals.total, productId: order.items[0]!.productId, title: order.productTitle, items: order.items });
      tracker.ad({
        code: 'Purchase',
        productId: data.eventContentId,
        orderNo: order.orderNo,
        currency: data.currencyCode,
        value: data.orderAmount,
        contents: order.items.map((item) => ({ contentId: item.refId, contentName: item.name, price: amountToMajor(item.unitPrice, order.currency), quantity: item.quantity })),
      });
    },
  };
}

export function useReports() {
  const services = useOptionalServices();
  return useMemo(() => reportsFor(services?.tracking ?? null, services?.session ?? null), [services]);
}
