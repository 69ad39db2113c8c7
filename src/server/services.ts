import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { createAddressDataSource } from './features/address/address.data';
import { createCouponRepository } from './features/coupons/coupons.repository';
import { createCouponService } from './features/coupons/coupons.service';
import { createAuditRepository } from './features/audit/audit.repository';
import { createOperatorRepository } from './features/operators/operators.repository';
import { createOperatorService } from './features/operators/operators.service';
import { createOrderLifecycle } from './features/orders/orders.lifecycle';
import { createOrderRepository } from './features/orders/orders.repository';
import { createOrderService } from './features/orders/orders.service';
import { createSandboxProvider, type PaymentProvider } from './features/payments/payments.provider';
import { createPaymentRepository } from './features/payments/payments.repository';
import { createPaymentService } from './features/payments/payments.service';
import { createProductRepository } from './features/products/products.repository';
import { createProductService } from './features/products/products.service';
import { createPromotionRepository } from './features/promotions/promotions.repository';
import { createPromotionService } from './features/promotions/promotions.service';
import { createSoldCountRepository } from './features/promotions/sold-count.repository';
import { createSoldCountService } from './features/promotions/sold-count.service';
import { createReturnRepository } from './features/returns/returns.repository';
import { createReturnService } from './features/returns/returns.service';
import { createReviewRepository } from './features/reviews/reviews.repository';
import { createReviewService } from './features/reviews/reviews.service';
import { createSiteRepository } from './features/sites/sites.repository';
import { createSiteService } from './features/sites/sites.service';
import type { StoreDirectory } from './features/stores/stores.directory';
import { createDatabaseStoreDirectory } from './features/stores/stores.repository';
import { createEcpayStoreMap, createSandboxStoreMap, type StoreMapProvider } from './features/stores/store-map.provider';
import { createMetaAdapter, createTiktokAdapter } from './features/tracking/tracking.adapters';
import { createForwarder } from './features/tracking/tracking.forwarder';
import { createTrackingRepository } from './features/tracking/tracking.repository';
import { createTrackingService } from './features/tracking/tracking.service';
import { createImageStore } from './features/uploads/uploads.images';
import type { Chore } from './plugins/housekeeping';

/** How long an idempotency key answers retries (the promise is at least 24 hours). */
export const IDEMPOTENCY_KEY_DAYS = 7;
/** How long the visit log and ad events are kept. */
export const TRACKING_RETENTION_DAYS = 180;

export interface ServiceOptions {
  /** Where prepaid orders are paid (default: the built-in sandbox provider). */
  paymentProvider?: PaymentProvider;
  /** Where pickup stores come from (default: the built-in directory the operator fills from CSV). */
  stores?: StoreDirectory;
  /** Ad-event forwarding: the first retry's wait (doubling after), the sweep interval, the attempts. */
  forwarding?: { baseDelayMs?: number; sweepMs?: number; maxAttempts?: number };
}

/**
 * The server's composition root: every service over the one database, wired once. Routes get the
 * services they need; nothing else constructs a repository.
 */
export function createServices(database: Database, config: Config, options: ServiceOptions, log: FastifyBaseLogger) {
  const { db } = database;
  const clientDir = resolve(config.clientDir);
  const sites = createSiteService(createSiteRepository(db));
  const products = createProductService(createProductRepository(db));
  const stores = options.stores ?? createDatabaseStoreDirectory(db);
  const orderRepository = createOrderRepository(db);
  const lifecycle = createOrderLifecycle(orderRepository);
  const payments = createPaymentService(createPaymentRepository(db), lifecycle, options.paymentProvider ?? createSandboxProvider());
  const addresses = createAddressDataSource(clientDir, (file) => log.warn(`address data ${file}.js is not built: addresses of its region are not checked against it`));
  const couponRepository = createCouponRepository(db);
  const coupons = createCouponService(couponRepository);
  const orders = createOrderService({ orders: orderRepository, products, payments, stores, addresses, coupons: couponRepository });
  // Return photos show parcel labels and addresses: kept apart from the public uploads, never served.
  const returns = createReturnService({ returns: createReturnRepository(db), lifecycle, addresses, images: createImageStore(join(config.dataDir, 'returns')) });
  // A moderated review shows on (or leaves) the product page at once: the product cache holds its first page.
  const reviews = createReviewService(createReviewRepository(db), undefined, { changed: () => products.invalidate() });
  const images = createImageStore(join(config.dataDir, 'uploads'));
  const operators = createOperatorService(createOperatorRepository(db));
  const audit = createAuditRepository(db);
  const promotions = createPromotionService(createPromotionRepository(db), products);
  const soldCounts = createSoldCountService(createSoldCountRepository(db), products);

  // Ad events go on to the networks' conversion APIs as each site is configured at the time.
  const trackingRepository = createTrackingRepository(db);
  const siteById = async (id: string) => (await sites.list()).find((site) => site.id === id);
  const forwarder = createForwarder({
    repository: trackingRepository,
    adapterFor: async (siteId, network) => {
      const settings = (await siteById(siteId))?.settings.tracking;
      const adapter = network === 'meta' ? settings?.meta : settings?.tiktok;
      if (!adapter) return null;
      return network === 'meta' ? createMetaAdapter(adapter) : createTiktokAdapter(adapter);
    },
    purchaseValueFor: async (siteId, network) => {
      const fixed = (await siteById(siteId))?.settings.tracking?.fixedPurchaseValue;
      return fixed && (fixed.network === network || (fixed.network === 'facebook' && network === 'meta')) ? { value: fixed.value, currency: fixed.currency } : null;
    },
    baseDelayMs: options.forwarding?.baseDelayMs,
    maxAttempts: options.forwarding?.maxAttempts,
    log,
  });
  const tracking = createTrackingService({ repository: trackingRepository, products, forwarder });

  const storeMap: StoreMapProvider | null =
    config.storeMap.provider === 'ecpay'
      ? createEcpayStoreMap({ merchantId: config.storeMap.merchantId, mapUrl: config.storeMap.mapUrl, b2c: config.storeMap.b2c, cashOnPickup: true })
      : config.storeMap.provider === 'sandbox'
        ? createSandboxStoreMap()
        : null;

  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const chores: Chore[] = [
    // A retry is answered from its idempotency key for at least a day; keys older than a week go.
    { name: 'forget old idempotency keys', run: () => orderRepository.forgetKeysBefore(daysAgo(IDEMPOTENCY_KEY_DAYS)) },
    // Visits and ad events hold personal data (typed names and numbers, IP addresses): kept 180 days.
    { name: 'forget old tracking events', run: () => trackingRepository.forgetBefore(daysAgo(TRACKING_RETENTION_DAYS)) },
    { name: 'forget expired back-office sessions', run: () => operators.forgetExpiredSessions() },
  ];

  return {
    sites,
    products,
    stores,
    payments,
    addresses,
    coupons,
    orders,
    returns,
    reviews,
    images,
    operators,
    audit,
    promotions,
    soldCounts,
    tracking,
    trackingRepository,
    forwarder,
    storeMap,
    chores,
    clientDir,
  };
}

export type Services = ReturnType<typeof createServices>;
