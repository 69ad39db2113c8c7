import type { TrackingSettings } from '../../../domain/site';
import { createHash } from 'node:crypto';
import { createOrderLifecycle, initialStatus, type TransitionResult } from './orders.lifecycle';
import type { LifecycleEvent } from '../../../../machines/order-lifecycle.machine';
import { canonicalQuery } from '../../../domain/signing';
import { deliveryRange } from '../../../domain/delivery';
import { createOrderNumber, isWellFormedOrderNumber, normalizeOrderNumber } from '../../../domain/order-number';
import { maskOrder, type AddOrderBody, type OrderStatus, type OrderView, type PaymentStatus, type PickupStore } from '../../../domain/order';
import { priceOrder, type OrderLine, type PricedProduct, type PricingProblem } from '../../../domain/pricing';
import { isUsableCoupon } from '../../../domain/coupons';
import { readPhone, validateRecipient, type FieldError, type RecipientErrors } from '../../../domain/recipient';
import { formZone, isPickup, isPrepaid, requireZone } from '../../../domain/zones';
import type { Site } from '../sites/sites.repository';
import type { ProductService } from '../products/products.service';
import type { PaymentService } from '../payments/payments.service';
import { toPaymentView } from '../payments/payments.service';
import type { StoreDirectory } from '../stores/stores.directory';
import type { AddressDataSource } from '../address/address.data';
import { checkAddress } from '../../../domain/address-form';
import { EMPTY_RECIPIENT } from '../../../domain/recipient-fields';
import type { NewOrderRecord, OrderJudgement, OrderRecord, OrderRepository, OrderVelocityCheck } from './orders.repository';
import type { Tx } from '../../db/transaction';
import { effectiveLimits, type OrderLimits, type VelocityLimit } from '../../../domain/velocity';
import { isFlagged } from '../../../domain/risk';
import type { ProtectionService } from '../protection/protection.service';
import { phoneKey } from '../../../domain/order-search';
import type { CouponRepository, ShopperCoupon } from '../coupons/coupons.repository';
import type { OrderFacts } from '../messages/messages.repository';

export type PlaceOrderFailure =
  | { code: 'productUnavailable' }
  | { code: 'invalidRecipient'; errors: RecipientErrors & { store?: FieldError } }
  | { code: 'invalidOrder'; problem: PricingProblem | { code: 'methodUnavailable' } }
  | { code: 'priceChanged'; total: number }
  | { code: 'idempotencyConflict' }
  | { code: 'inProgress' }
  | { code: 'couponUnavailable' }
  | { code: 'tooManyOrders'; by: 'phone' | 'address' }
  /** A blocklist refused it; `message`: the site's own words, null for the localised default. */
  | { code: 'blocked'; message: string | null }
  | { code: 'verificationRequired'; reason: 'always' | 'phone' | 'address' };

export type PlaceOrderResult = { ok: true; order: OrderView; replayed: boolean } | { ok: false; failure: PlaceOrderFailure };

/** What makes two requests "the same order": the same canonical body. */
export function requestHash(body: AddOrderBody): string {
  return createHash('sha256').update(canonicalQuery(body)).digest('base64url');
}

export interface OrderServiceDeps {
  orders: OrderRepository;
  products: ProductService;
  payments: PaymentService;
  stores: StoreDirectory;
  /** The regions' lists of places, to check the address parts against. */
  addresses: AddressDataSource;
  coupons: CouponRepository;
  /** Orders per phone and per client address in a window (issue 16): the environment's override; unset ones are each site's. */
  limits?: Partial<OrderLimits>;
  /** Blocklists, refused attempts and the risk score (issue 16). */
  protection: ProtectionService;
  /** Phone verification (issue 16): uses an order's verification token up. */
  verification?: { consume(siteId: string, phone: string, token: string): Promise<boolean> };
  clock?: () => Date;
  /** An order placed or moved (the support console's live list hears it through the change bus); a new order's with the facts its messages need. */
  changed?: (change: { orderNo: string; event: string; status: string | null; facts?: OrderFacts }) => void;
}

/** Who places the order, as far as the server knows: the shopper's cookie id (for their coupons). */
export interface OrderContext {
  locale: string;
  shopperId: string | null;
  /** The client's address (behind a proxy, as TRUST_PROXY reads it); counted by the velocity limits. */
  clientIp?: string;
}

export function createOrderService({ orders, products, payments, stores, addresses, coupons, protection, limits: override = {}, verification, clock = () => new Date(), changed = () => {} }: OrderServiceDeps) {
  const lifecycle = createOrderLifecycle(orders, changed);

  /** A prepaid order's payment (started now if it has none). */
  async function withPayment(order: OrderView): Promise<OrderView> {
    if (!isPrepaid(order.paymentMethod)) return order;
    const payment = await payments.ensure({ orderNo: order.orderNo, paymentMethod: order.paymentMethod, total: order.totals.total, currency: order.currency });
    return { ...order, payment: toPaymentView(payment) };
  }

  async function settle(result: Awaited<ReturnType<OrderRepository['placeIdempotent']>>, placed?: NewOrderRecord['order']): Promise<PlaceOrderResult> {
    switch (result.kind) {
      case 'created':
        changed({
          orderNo: result.order.orderNo,
          event: 'order.place',
          status: result.order.status,
          // What its confirmation needs, so the message is written without reading the order back.
          ...(placed && { facts: { orderNo: placed.order_no, siteId: placed.site_id, phone: placed.recipient_phone, locale: placed.locale, carrier: null, trackingNo: null } }),
        });
        return { ok: true, order: await withPayment(result.order), replayed: false };
      case 'replay':
        return { ok: true, order: await withPayment(result.order), replayed: true };
      case 'conflict':
        return { ok: false, failure: { code: 'idempotencyConflict' } };
      case 'inProgress':
        return { ok: false, failure: { code: 'inProgress' } };
      case 'couponUsed':
        return { ok: false, failure: { code: 'couponUnavailable' } };
      case 'limited':
        return { ok: false, failure: { code: 'tooManyOrders', by: result.by } };
    }
  }

  async function find(site: Site, rawOrderNo: string) {
    const orderNo = normalizeOrderNumber(rawOrderNo);
    if (!isWellFormedOrderNumber(orderNo)) return undefined;
    return orders.findView(site.id, orderNo, async (number) => toPaymentView(await payments.latest(number)), clock());
  }

  function phoneMatches(found: { phone: string; zoneId: number }, phone: string): boolean {
    const reading = readPhone(requireZone(found.zoneId), phone);
    return (reading.e164 ?? reading.national) === found.phone;
  }

  return {
    /**
     * Places an order. The browser's prices are never used: the server prices the order itself
     * and refuses it when the total the shopper saw differs. A retry with the same idempotency key
     * gets the first answer; the same key with another order is refused.
     */
    async place(site: Site, body: AddOrderBody, { locale, shopperId, clientIp }: OrderContext): Promise<PlaceOrderResult> {
      const hash = requestHash(body);
      const previous = await orders.checkKey(site.id, body.idempotencyKey, hash);
      if (previous) return settle(previous);

      const zone = requireZone(site.zoneId);
      if (!zone.deliveryMethods.includes(body.deliveryMethod) || !zone.paymentMethods.includes(body.paymentMethod)) {
        return { ok: false, failure: { code: 'invalidOrder', problem: { code: 'methodUnavailable' } } };
      }

      const lines: OrderLine[] = body.lines.map((line) => ({ productId: line.productId ?? body.productId, kind: line.kind, id: line.id, quantity: line.quantity }));
      const catalog = new Map<string, PricedProduct>();
      let primaryTitle: string | null = null;
      for (const id of new Set([body.productId, ...lines.map((line) => line.productId)])) {
        const product = await products.find(site, id);
        if (!product) return { ok: false, failure: { code: 'productUnavailable' } };
        catalog.set(id, product);
        if (id === body.productId) primaryTitle = product.title;
      }

      // Parts chosen from a list must name a place on it (as the list writes it); a district's
      // own postal code must agree with the one given.
      const typed = { ...EMPTY_RECIPIENT, ...body.recipient };
      // A pickup needs no address: the form (and this check) asks only who picks the parcel up.
      const form = formZone(zone, body.deliveryMethod);
      const places = checkAddress(form, await addresses.loadAll(form.addressFiles), typed);
      const recipient = validateRecipient(form, places.ok ? places.recipient : typed);
      const placeError = places.ok ? {} : { [places.field]: { key: places.key } };
      let store: PickupStore | null = null;
      const storeError: { store?: FieldError } = {};
      if (isPickup(body.deliveryMethod)) {
        // The store's name and address come from the directory, not from the browser.
        const found = body.store && body.store.brand === body.deliveryMethod ? await stores.find(body.store.brand, body.store.id) : undefined;
        if (found) store = { brand: found.brand, id: found.id, name: found.name, address: found.address };
        else storeError.store = { key: 'chooseStore' };
      }
      if (!recipient.ok || !places.ok || storeError.store) {
        await protection.recordAttempt({ siteId: site.id, outcome: 'invalid', clientIp, phone: typed.phone || null });
        return { ok: false, failure: { code: 'invalidRecipient', errors: { ...placeError, ...(recipient.ok ? {} : recipient.errors), ...storeError } } };
      }

      const person = recipient.value;
      const hit = await protection.check(site.id, { phone: person.phone, email: person.email, postalCode: store ? null : person.postalCode, clientIp: clientIp ?? null, country: zone.country });
      if (hit) {
        await protection.recordAttempt({ siteId: site.id, outcome: 'blocked', rule: hit.kind, matched: hit.value, clientIp, phone: person.phone });
        return { ok: false, failure: { code: 'blocked', message: site.settings.protection?.blockedMessage?.trim() || null } };
      }
      const now = clock();
      // A coupon must be one this shopper received for a product of the order and has not used.
      let coupon: ShopperCoupon | null = null;
      if (body.couponId) {
        // Only a coupon in force now (active, within its dates) comes off.
        const theirs = await coupons.forProducts([...catalog.keys()], shopperId, now.toISOString());
        coupon = theirs.find((candidate) => candidate.id === body.couponId && isUsableCoupon(candidate)) ?? null;
        if (!coupon) return { ok: false, failure: { code: 'couponUnavailable' } };
      }
      const priced = priceOrder({
        zone,
        products: catalog,
        lines,
        deliveryMethod: body.deliveryMethod,
        paymentMethod: body.paymentMethod,
        postalCode: person.postalCode,
        coupon,
        // A sale that has ended by now takes nothing off, whatever the page showed.
        now: now.getTime(),
      });
      if (!priced.ok) return { ok: false, failure: { code: 'invalidOrder', problem: priced.problem } };
      const { totals } = priced;
      if (coupon && totals.couponDeduction === 0) return { ok: false, failure: { code: 'couponUnavailable' } };
      if (totals.total !== body.expectedTotal) return { ok: false, failure: { code: 'priceChanged', total: totals.total } };

      const at = now.toISOString();
      const recipientAddress = store ? `${store.name}, ${store.address}` : person.fullAddress;
      // The risk is read in the order's own transaction, after its locks (placeIdempotent): two
      // orders at once from one phone or to one address each count the other.
      const riskQuery = { siteId: site.id, phoneKey: phoneKey(person.phone), productId: body.productId, address: store ? null : recipientAddress, name: person.name, clientIp: clientIp ?? null, at };
      const testFlag = reportFlag(site.settings.tracking, person.phone);
      const judge = async (trx: Tx): Promise<OrderJudgement> => {
        const risk = await protection.assess(riskQuery, undefined, trx);
        const flagged = isFlagged(risk);
        return {
          // A flagged order is never reported to ad networks (the ad-events flag), as a test order is not.
          report_flag: testFlag ?? (flagged ? 'risk' : null),
          risk_score: risk.score,
          risk_reasons: JSON.stringify(risk.reasons),
          held_for: flagged && site.settings.protection?.holdRiskyForCall ? 'call' : null,
        };
      };
      const orderNo = createOrderNumber(zone.country);
      const promised = deliveryRange(zone, now);
      // Cash on delivery is paid at the door: the order goes straight to the warehouse. A prepaid
      // order waits for its payment. (The lifecycle machine says so.)
      const { status, paymentStatus } = initialStatus(body.paymentMethod);
      const record: NewOrderRecord = {
        order: {
          order_no: orderNo,
          site_id: site.id,
          product_id: body.productId,
          zone_id: zone.id,
          currency: zone.currency,
          locale,
          status,
          payment_status: paymentStatus,
          payment_method: body.paymentMethod,
          delivery_method: body.deliveryMethod,
          recipient_name: person.name,
          recipient_phone: person.phone,
          client_ip: clientIp ?? null,
          recipient_phone_e164: phoneKey(person.phone),
          recipient_email: person.email,
          recipient_address: recipientAddress,
          recipient_postal_code: person.postalCode,
          recipient_remark: person.remark,
          recipient: JSON.stringify(person),
          subtotal: totals.subtotal,
          discount: totals.discount,
          shipping_fee: totals.shippingFee,
          remote_postage: totals.remotePostage,
          service_charge: totals.serviceCharge,
          tax: totals.tax,
          coupon_deduction: totals.couponDeduction,
          activity_deduction: totals.activityDeduction,
          total: totals.total,
          paid_amount: 0,
          store: store && JSON.stringify(store),
          delivery_from: promised.from,
          delivery_to: promised.to,
          attribution: body.attribution ?? null,
          coupon_id: coupon?.id ?? null,
          // Judged in the transaction (judge above); what a test order is, known now.
          report_flag: testFlag,
          risk_score: 0,
          risk_reasons: '[]',
          held_for: null,
          created_at: at,
          updated_at: at,
        },
        items: totals.lines.map((line, index) => ({
          order_no: orderNo,
          line_no: index + 1,
          product_id: line.productId,
          kind: line.kind,
          ref_id: line.id,
          name: line.name,
          quantity: line.quantity,
          unit_price: line.unitPrice,
          original_unit_price: line.originalUnitPrice,
          subtotal: line.subtotal,
        })),
        history: [{ order_no: orderNo, seq: 1, status, payment_status: paymentStatus, cause: 'order.placed', created_at: at }],
        ...(coupon && shopperId ? { coupon: { couponId: coupon.id, shopperId, phone: person.phone } } : {}),
      };
      const limits = effectiveLimits(override, site.settings.protection);
      const since = (limit: VelocityLimit) => new Date(Date.parse(at) - limit.windowMs).toISOString();
      const velocity: OrderVelocityCheck = {
        phone: limits.perPhone && { max: limits.perPhone.max, since: since(limits.perPhone) },
        address: limits.perAddress && clientIp ? { ip: clientIp, max: limits.perAddress.max, since: since(limits.perAddress) } : null,
      };
      // Phone verification (site setting): `always` refuses an order without a good token; `risky`
      // lets a verified order past the velocity limits and asks for verification when one is hit.
      // A token is used up here, before the order is stored, so two orders cannot share one.
      const mode = site.settings.verification ?? 'never';
      const verified = mode !== 'never' && body.verificationToken !== undefined && verification !== undefined && (await verification.consume(site.id, person.phone, body.verificationToken));
      if (mode === 'always' && !verified) return { ok: false, failure: { code: 'verificationRequired', reason: 'always' } };
      const result = await orders.placeIdempotent(site.id, body.idempotencyKey, hash, record, primaryTitle ?? '', mode === 'risky' && verified ? undefined : velocity, judge);
      if (result.kind === 'limited' && mode === 'risky') return { ok: false, failure: { code: 'verificationRequired', reason: result.by } };
      const placed = await settle(result, record.order);
      if (!placed.ok && placed.failure.code === 'tooManyOrders') await protection.recordAttempt({ siteId: site.id, outcome: 'limited', rule: placed.failure.by, clientIp, phone: person.phone });
      return placed;
    },

    /**
     * Looks an order up. Without the phone number: status and masked details. With the right
     * phone number: everything. An unknown number and a wrong phone number get the same answer.
     */
    async lookup(site: Site, rawOrderNo: string, rawPhone: string | undefined): Promise<OrderView | undefined> {
      const phone = rawPhone?.trim() ? rawPhone : undefined;
      const found = await find(site, rawOrderNo);
      if (!found) return undefined;
      if (phone === undefined) return maskOrder(found.view);
      return phoneMatches(found, phone) ? found.view : undefined;
    },

    /**
     * The shopper cancels an order not yet dispatched, proving it is theirs with its phone
     * number. An unknown number and a wrong phone number get the same answer.
     */
    async cancel(site: Site, rawOrderNo: string, phone: string): Promise<{ ok: true; order: OrderView } | { ok: false; reason: 'notFound' | 'notAllowed' }> {
      const found = await find(site, rawOrderNo);
      if (!found || !phoneMatches(found, phone)) return { ok: false, reason: 'notFound' };
      const moved = await lifecycle.transition(found.view.orderNo, { type: 'order.cancel', by: 'shopper' }, clock().toISOString());
      if (!moved.ok) return { ok: false, reason: moved.reason === 'notFound' ? 'notFound' : 'notAllowed' };
      const after = await find(site, found.view.orderNo);
      return after ? { ok: true, order: after.view } : { ok: false, reason: 'notFound' };
    },

    /**
     * The shop moves an order on (dispatch, delivery, refusal, completion, cancellation): the
     * operator CLI now, a back office later. The lifecycle machine decides what is allowed.
     */
    async advance(rawOrderNo: string, event: LifecycleEvent): Promise<TransitionResult> {
      return lifecycle.transition(normalizeOrderNumber(rawOrderNo), event, clock().toISOString());
    },

    /** An order with its whole history, as the shop reads it (the operator CLI; any site). */
    async show(rawOrderNo: string): Promise<OrderRecord | undefined> {
      return orders.record(normalizeOrderNumber(rawOrderNo));
    },

    /** The payment state of an order, for the payment result page (status only, nothing personal). */
    async paymentState(site: Site, rawOrderNo: string) {
      const orderNo = normalizeOrderNumber(rawOrderNo);
      if (!isWellFormedOrderNumber(orderNo)) return undefined;
      const found = await orders.findView(site.id, orderNo);
      if (!found) return undefined;
      const payment = isPrepaid(found.view.paymentMethod) ? await payments.latest(orderNo) : undefined;
      return {
        orderNo,
        status: found.view.status,
        paymentStatus: found.view.paymentStatus,
        payment: toPaymentView(payment),
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

/**
 * Test orders are kept, but never reported to ad networks (nor flagged risky ones: 'risk'). An
 * order from a blocked phone is not placed at all (the blocklists refuse it, see protection);
 * the shop marks an order placed as fraud by hand (`npm run tracking -- flag <order no> fraud`).
 */
export function reportFlag(settings: TrackingSettings | undefined, phone: string): 'test' | null {
  if (settings?.testPhones?.includes(phone)) return 'test';
  return null;
}
