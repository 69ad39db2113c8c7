import { createHash } from 'node:crypto';
import { canonicalQuery } from '../../../domain/signing';
import { createOrderNumber, isWellFormedOrderNumber, normalizeOrderNumber } from '../../../domain/order-number';
import { maskOrder, type AddOrderBody, type OrderStatus, type OrderView, type PaymentStatus } from '../../../domain/order';
import { priceOrder, type PricingProblem } from '../../../domain/pricing';
import { normalizePhone, toE164, validateRecipient, type RecipientErrors } from '../../../domain/recipient';
import { requireZone } from '../../../domain/zones';
import type { Site } from '../sites/repository';
import type { ProductService } from '../products/service';
import type { NewOrderRecord, OrderRepository } from './repository';

export type PlaceOrderFailure =
  | { code: 'productUnavailable' }
  | { code: 'invalidRecipient'; errors: RecipientErrors }
  | { code: 'invalidOrder'; problem: PricingProblem | { code: 'methodUnavailable' } }
  | { code: 'priceChanged'; total: number }
  | { code: 'idempotencyConflict' }
  | { code: 'inProgress' };

export type PlaceOrderResult = { ok: true; order: OrderView; replayed: boolean } | { ok: false; failure: PlaceOrderFailure };

/** What makes two requests "the same order": the same canonical body. */
export function requestHash(body: AddOrderBody): string {
  return createHash('sha256').update(canonicalQuery(body)).digest('base64url');
}

export function createOrderService(orders: OrderRepository, products: ProductService, clock: () => Date = () => new Date()) {
  return {
    /**
     * Places an order. The browser's prices are never used: the server prices the order itself
     * and refuses it when the total the shopper saw differs. A retry with the same idempotency key
     * gets the first answer; the same key with another order is refused.
     */
    async place(site: Site, body: AddOrderBody, locale: string): Promise<PlaceOrderResult> {
      const hash = requestHash(body);
      const previous = await orders.checkKey(site.id, body.idempotencyKey, hash);
      if (previous) return settle(previous);

      const zone = requireZone(site.zoneId);
      const product = await products.find(site, body.productId);
      if (!product) return { ok: false, failure: { code: 'productUnavailable' } };
      if (!zone.deliveryMethods.includes(body.deliveryMethod) || !zone.paymentMethods.includes(body.paymentMethod)) {
        return { ok: false, failure: { code: 'invalidOrder', problem: { code: 'methodUnavailable' } } };
      }
      const recipient = validateRecipient(zone, body.recipient);
      if (!recipient.ok) return { ok: false, failure: { code: 'invalidRecipient', errors: recipient.errors } };
      const priced = priceOrder(product, body.lines);
      if (!priced.ok) return { ok: false, failure: { code: 'invalidOrder', problem: priced.problem } };
      const { totals } = priced;
      if (totals.total !== body.expectedTotal) return { ok: false, failure: { code: 'priceChanged', total: totals.total } };

      const now = clock().toISOString();
      const orderNo = createOrderNumber(zone.country);
      // Cash on delivery is paid at the door: the order goes straight to the warehouse.
      const status: OrderStatus = 'PENDING_DELIVER';
      const paymentStatus: PaymentStatus = 'WAITING';
      const person = recipient.value;
      const record: NewOrderRecord = {
        order: {
          order_no: orderNo,
          site_id: site.id,
          product_id: product.id,
          zone_id: zone.id,
          currency: product.currency,
          locale,
          status,
          payment_status: paymentStatus,
          payment_method: body.paymentMethod,
          delivery_method: body.deliveryMethod,
          recipient_name: person.name,
          recipient_phone: person.phone,
          recipient_email: person.email,
          recipient_address: person.address,
          recipient_postal_code: person.postalCode,
          recipient_remark: person.remark,
          recipient: JSON.stringify(person),
          subtotal: totals.subtotal,
          discount: totals.discount,
          shipping_fee: totals.shippingFee,
          service_charge: totals.serviceCharge,
          tax: totals.tax,
          coupon_deduction: totals.couponDeduction,
          activity_deduction: totals.activityDeduction,
          total: totals.total,
          paid_amount: 0,
          created_at: now,
          updated_at: now,
        },
        items: totals.lines.map((line, index) => ({
          order_no: orderNo,
          line_no: index + 1,
          kind: line.kind,
          ref_id: line.id,
          name: line.name,
          quantity: line.quantity,
          unit_price: line.unitPrice,
          original_unit_price: line.originalUnitPrice,
          subtotal: line.subtotal,
        })),
        history: [{ order_no: orderNo, seq: 1, status, payment_status: paymentStatus, cause: 'order.placed', created_at: now }],
      };
      return settle(await orders.placeIdempotent(site.id, body.idempotencyKey, hash, record, product.title));
    },

    /**
     * Looks an order up. Without the phone number: status and masked details. With the right
     * phone number: everything. An unknown number and a wrong phone number get the same answer.
     */
    async lookup(site: Site, rawOrderNo: string, rawPhone: string | undefined): Promise<OrderView | undefined> {
      const orderNo = normalizeOrderNumber(rawOrderNo);
      const found = isWellFormedOrderNumber(orderNo) ? await orders.findView(site.id, orderNo) : undefined;
      const phone = rawPhone?.trim() ? rawPhone : undefined;
      if (!found) return undefined;
      if (phone === undefined) return maskOrder(found.view);
      const zone = requireZone(found.zoneId);
      const e164 = toE164(zone, normalizePhone(zone, phone));
      return e164 === found.phone ? found.view : undefined;
    },
  };
}

function settle(result: Awaited<ReturnType<OrderRepository['placeIdempotent']>>): PlaceOrderResult {
  switch (result.kind) {
    case 'created':
      return { ok: true, order: result.order, replayed: false };
    case 'replay':
      return { ok: true, order: result.order, replayed: true };
    case 'conflict':
      return { ok: false, failure: { code: 'idempotencyConflict' } };
    case 'inProgress':
      return { ok: false, failure: { code: 'inProgress' } };
  }
}

export type OrderService = ReturnType<typeof createOrderService>;
