import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { createAddressDataSource } from './features/address/address.data';
import { createConsoleRepository } from './features/console/console.repository';
import { createConsoleService } from './features/console/console.service';
import { createDashboardRepository } from './features/dashboard/dashboard.repository';
import { createDashboardService } from './features/dashboard/dashboard.service';
import { createFunnelRepository } from './features/funnel/funnel.repository';
import { createFunnelService } from './features/funnel/funnel.service';
import { createLeadRepository } from './features/leads/leads.repository';
import { createLeadService } from './features/leads/leads.service';
import { createCouponRepository } from './features/coupons/coupons.repository';
import { createCouponService } from './features/coupons/coupons.service';
import { createAuditRepository } from './features/audit/audit.repository';
import { createOperatorRepository } from './features/operators/operators.repository';
import { createOperatorService, SIGN_IN_FAILURES } from './features/operators/operators.service';
import { createOrderLifecycle } from './features/orders/orders.lifecycle';
import { createOrderRepository } from './features/orders/orders.repository';
import { createOrderService } from './features/orders/orders.service';
import { createSandboxProvider, type PaymentProvider } from './features/payments/payments.provider';
import { createPaymentRepository } from './features/payments/payments.repository';
import { createPaymentService } from './features/payments/payments.service';
import { createProductRepository } from './features/products/products.repository';
import { createProductService } from './features/products/products.service';
import { createProductEditRepository } from './features/products/product-edits.repository';
import { createProductEditService } from './features/products/product-edits.service';
import { createPromotionRepository } from './features/promotions/promotions.repository';
import { createPromotionService } from './features/promotions/promotions.service';
import { createSoldCountRepository } from './features/promotions/sold-count.repository';
import { createSoldCountService } from './features/promotions/sold-count.service';
import { createProtectionRepository } from './features/protection/protection.repository';
import { createProtectionService } from './features/protection/protection.service';
import { createReturnRepository } from './features/returns/returns.repository';
import { createReturnService } from './features/returns/returns.service';
import { createReturnConsoleService } from './features/return-console/return-console.service';
import { createReviewRepository } from './features/reviews/reviews.repository';
import { createReviewService } from './features/reviews/reviews.service';
import { createSettingsService } from './features/settings/settings.service';
import { createSecretBox, loadSettingsKey } from './features/settings/settings.secrets';
import { createSiteRepository } from './features/sites/sites.repository';
import { createSiteService } from './features/sites/sites.service';
import type { StoreDirectory } from './features/stores/stores.directory';
import { createDatabaseStoreDirectory, createStoreRepository } from './features/stores/stores.repository';
import { createStoreService } from './features/stores/stores.service';
import { createEcpayStoreMap, createSandboxStoreMap, type StoreMapProvider } from './features/stores/store-map.provider';
import { createMetaAdapter, createTiktokAdapter } from './features/tracking/tracking.adapters';
import { createForwarder } from './features/tracking/tracking.forwarder';
import { createTrackingRepository } from './features/tracking/tracking.repository';
import { createTrackingService } from './features/tracking/tracking.service';
import { createTrackingSettingsService } from './features/tracking/tracking.settings';
import { createImageStore } from './features/uploads/uploads.images';
import type { Chore } from './plugins/housekeeping';
import { createChanges, type OrderChange } from './shared/changes';
import { createBulkService } from './features/console/console.bulk';
import { createPageCache } from './features/pages/page-cache';
import type { SharedState } from './shared/shared-state';
import { createSignInLimiter } from './features/operators/sign-in-limiter';
import { messageProviderFor } from './features/messages/messages.config';
import type { MessageProvider } from './features/messages/messages.provider';
import { createMessageRepository, type OrderFacts } from './features/messages/messages.repository';
import { createMessageService } from './features/messages/messages.service';
import { createOrderMessages } from './features/messages/order-messages.service';
import { createVerificationRepository } from './features/verification/verification.repository';
import { createVerificationService, verificationKey } from './features/verification/verification.service';

/** How long an idempotency key answers retries (the promise is at least 24 hours). */
export const IDEMPOTENCY_KEY_DAYS = 7;
/** How long a rendered page is served again (the server time in it, the countdown's clock, is at most this old). */
export const PAGE_CACHE_MS = 1000;
/** How long the visit log and ad events are kept. */
export const TRACKING_RETENTION_DAYS = 180;

export interface ServiceOptions {
  /** Where prepaid orders are paid (default: the built-in sandbox provider). */
  paymentProvider?: PaymentProvider;
  /** Where pickup stores come from (default: the built-in directory the operator fills from CSV). */
  stores?: StoreDirectory;
  /** Ad-event forwarding: the first retry's wait (doubling after), the sweep interval, the attempts. */
  forwarding?: { baseDelayMs?: number; sweepMs?: number; maxAttempts?: number };
  /** Who carries text messages (default: MESSAGE_PROVIDER's, the sandbox outbox unless configured). */
  messageProvider?: MessageProvider;
}

/**
 * The server's composition root: every service over the one database, wired once. Routes get the
 * services they need; nothing else constructs a repository.
 */
export function createServices(database: Database, config: Config, options: ServiceOptions, log: FastifyBaseLogger, shared: SharedState) {
  const { db } = database;
  const clientDir = resolve(config.clientDir);
  // A change clears this process's caches at once and the other processes' when they hear of it.
  const changes = createChanges(shared, (error) => log.warn({ err: error }, 'could not announce a change to the other processes'));
  // Pages are rendered at most once a second each, and again after any change.
  const pageCache = createPageCache({ maxAgeMs: PAGE_CACHE_MS, maxEntries: 2000 });
  const siteRepository = createSiteRepository(db);
  const sites = createSiteService(siteRepository, { changed: () => (pageCache.clear(), changes.announce('sites')) });
  // Access tokens in the sites' settings are encrypted with this key; only the forwarder below decrypts them.
  const settingsKey = loadSettingsKey(config.settingsKey, config.dataDir, (message) => log.warn(message));
  const secrets = createSecretBox(settingsKey);
  const settings = createSettingsService({ sites, repository: siteRepository, secrets });
  const storeLists = createStoreService(createStoreRepository(db));
  const productRepository = createProductRepository(db);
  const products = createProductService(productRepository, undefined, { changed: () => (pageCache.clear(), changes.announce('catalog')) });
  // An edit or an archive reaches shoppers at once: it clears the product cache.
  const productEdits = createProductEditService({ edits: createProductEditRepository(db), products });
  const stores = options.stores ?? createDatabaseStoreDirectory(db);
  const orderRepository = createOrderRepository(db);
  // Text messages (one-time codes, order messages) go through one provider and are all kept in the outbox.
  const messageRepository = createMessageRepository(db);
  const messages = createMessageService({ repository: messageRepository, provider: options.messageProvider ?? messageProviderFor(config.messages) });
  const orderMessages = createOrderMessages({ messages, repository: messageRepository, siteOf: async (id) => (await sites.list()).find((site) => site.id === id), log, localPort: config.port });
  // Every order placed or moved, by any process, reaches the support console's live list; one
  // placed or moved by this process (its write committed) sends the shopper's message, if any.
  // The bus (other processes, the console's live list) hears what moved; the order messages also
  // hear a new order's facts, which never go out on the bus.
  const orderChanged = (change: OrderChange & { facts?: OrderFacts }) => {
    changes.orderChanged({ orderNo: change.orderNo, event: change.event, status: change.status });
    orderMessages.notify(change);
  };
  const lifecycle = createOrderLifecycle(orderRepository, orderChanged);
  const payments = createPaymentService(createPaymentRepository(db), lifecycle, options.paymentProvider ?? createSandboxProvider());
  const addresses = createAddressDataSource(clientDir, (file) => log.warn(`address data ${file}.js is not built: addresses of its region are not checked against it`));
  const couponRepository = createCouponRepository(db);
  const coupons = createCouponService(couponRepository);
  const protectionRepository = createProtectionRepository(db);
  const protection = createProtectionService(protectionRepository);
  const verification = createVerificationService({ repository: createVerificationRepository(db), messages, shared, key: verificationKey(settingsKey) });
  const orders = createOrderService({ orders: orderRepository, products, payments, stores, addresses, coupons: couponRepository, protection, limits: config.orderLimits, verification, changed: orderChanged });
  // Return photos show parcel labels and addresses: kept apart from the public uploads, never served.
  const returnRepository = createReturnRepository(db);
  const returnImages = createImageStore(join(config.dataDir, 'returns'));
  const returns = createReturnService({ returns: returnRepository, lifecycle, addresses, images: returnImages });
  const returnConsole = createReturnConsoleService({ returns: returnRepository, lifecycle, images: returnImages });
  // A moderated review shows on (or leaves) the product page at once: the product cache holds its first page.
  const reviews = createReviewService(createReviewRepository(db), undefined, { changed: () => products.invalidate() });
  const images = createImageStore(join(config.dataDir, 'uploads'));
  const operators = createOperatorService(createOperatorRepository(db), { limiter: createSignInLimiter(shared, SIGN_IN_FAILURES) });
  const audit = createAuditRepository(db);
  const promotions = createPromotionService(createPromotionRepository(db), products);
  const leads = createLeadService({ leads: createLeadRepository(db) });
  const orderConsole = createConsoleService({ console: createConsoleRepository(db), orders: orderRepository, payments, returns: returnRepository, changes: { ...changes, orderChanged } });
  const consoleBulk = createBulkService(orderConsole);
  const soldCounts = createSoldCountService(createSoldCountRepository(db), products);
  const funnel = createFunnelService({ funnel: createFunnelRepository(db) });
  const dashboard = createDashboardService({ dashboard: createDashboardRepository(db), funnel, sites });

  // Ad events go on to the networks' conversion APIs as each site is configured at the time.
  const trackingRepository = createTrackingRepository(db);
  const siteById = async (id: string) => (await sites.list()).find((site) => site.id === id);
  const forwarder = createForwarder({
    repository: trackingRepository,
    adapterFor: async (siteId, network) => {
      const settings = (await siteById(siteId))?.settings.tracking;
      const adapter = network === 'meta' ? settings?.meta : settings?.tiktok;
      if (!adapter) return null;
      let accessToken: string;
      try {
        accessToken = secrets.reveal(adapter.accessToken);
      } catch {
        // Sealed with another key: the delivery fails as "not configured" rather than retrying for ever.
        log.warn({ siteId, network }, 'an access token cannot be decrypted: was SETTINGS_KEY changed? Set the token again in the back office');
        return null;
      }
      const options = { accessToken, testEventCode: adapter.testEventCode, endpoint: adapter.endpoint };
      return network === 'meta' ? createMetaAdapter(options) : createTiktokAdapter(options);
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
  // Products' ad pixels set in the back office reach the product pages at once.
  const trackingSettings = createTrackingSettingsService({ products: productRepository, sites: siteRepository, tracking: trackingRepository, secrets, changed: () => products.invalidate() });

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
    // Refused order attempts hold client addresses and phone numbers: kept as long as visits.
    { name: 'forget old refused order attempts', run: () => protectionRepository.forgetAttemptsBefore(daysAgo(TRACKING_RETENTION_DAYS)) },
    // Abandoned forms hold a typed phone and name: forgotten 30 days after the form's last ping.
    { name: 'forget old leads', run: () => leads.forgetOld() },
    { name: 'forget ended one-time codes', run: () => verification.sweep(new Date().toISOString()) },
  ];

  return {
    sites,
    products,
    productEdits,
    stores,
    storeLists,
    settings,
    payments,
    addresses,
    coupons,
    orders,
    /** The orders' rows (the console's order preview reads an order as its shopper's lookup does). */
    orderRepository,
    protection,
    messages,
    orderMessages,
    verification,
    returns,
    reviews,
    images,
    operators,
    audit,
    promotions,
    console: orderConsole,
    funnel,
    dashboard,
    leads,
    consoleBulk,
    returnConsole,
    soldCounts,
    tracking,
    trackingSettings,
    trackingRepository,
    forwarder,
    storeMap,
    chores,
    clientDir,
    shared,
    /** Listens for the other processes' changes (Redis pub/sub; nothing to hear in one process). */
    pageCache,
    listenForChanges: () =>
      changes.onRemote((scope) => {
        pageCache.clear();
        if (scope === 'catalog') products.forget();
        else sites.forget();
      }),
  };
}

export type Services = ReturnType<typeof createServices>;
