import { isWellFormedOrderNumber, normalizeOrderNumber } from '../../../domain/order-number';
import type { OrderView } from '../../../domain/order';
import { DEFAULT_LOCALE, type LocaleCode } from '../../../i18n/locales';
import { hasCatalog } from '../../i18n';
import type { OrderRepository } from '../orders/orders.repository';
import { toPaymentView, type PaymentService } from '../payments/payments.service';
import type { OrderPreviewRepository } from './order-preview.repository';
import { issuePreviewToken, PREVIEW_LIFETIME_MS, readPreviewToken } from './order-preview.token';

export interface OrderPreviewDeps {
  places: OrderPreviewRepository;
  orders: Pick<OrderRepository, 'findView'>;
  payments: Pick<PaymentService, 'latest'>;
  /** The key preview tokens are signed with (order-preview.token.ts `previewSecret`). */
  secret: string;
  clock?: () => Date;
  lifetimeMs?: number;
}

export type OpenedPreview = { ok: true; order: OrderView; locale: LocaleCode } | { ok: false; problem: 'invalid' | 'expired' | 'unknownOrder' };

/**
 * The shopper's order page as the shopper sees it now, for the console: a token for one order,
 * then that order read exactly as the shopper's lookup with the right phone reads it (the same
 * view, on the order's site and in the shopper's language), but not through the lookup: nothing
 * counts against the shopper's lookups and no visit is recorded.
 */
export function createOrderPreviewService({ places, orders, payments, secret, clock = () => new Date(), lifetimeMs = PREVIEW_LIFETIME_MS }: OrderPreviewDeps) {
  return {
    async issue(rawOrderNo: string): Promise<{ orderNo: string; token: string; expiresAt: string } | undefined> {
      const orderNo = normalizeOrderNumber(rawOrderNo);
      if (!isWellFormedOrderNumber(orderNo) || !(await places.placeOf(orderNo))) return undefined;
      return { orderNo, ...issuePreviewToken(secret, orderNo, clock(), lifetimeMs) };
    },

    async open(token: string): Promise<OpenedPreview> {
      const now = clock();
      const reading = readPreviewToken(secret, token, now);
      if (!reading.ok) return reading;
      const place = await places.placeOf(reading.orderNo);
      const found = place && (await orders.findView(place.siteId, reading.orderNo, async (number) => toPaymentView(await payments.latest(number)), now));
      if (!place || !found) return { ok: false, problem: 'unknownOrder' };
      return { ok: true, order: found.view, locale: hasCatalog(place.locale) ? place.locale : DEFAULT_LOCALE };
    },
  };
}

export type OrderPreviewService = ReturnType<typeof createOrderPreviewService>;
