import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { createAddressDataSource } from './features/address/address.data';
import { addressRoutes } from './features/address/address.routes';
import { i18nRoutes } from './features/pages/i18n.routes';
import { couponRoutes } from './features/coupons/coupons.routes';
import { catalogRoutes } from './features/products/catalog.routes';
import { reviewRoutes } from './features/reviews/reviews.routes';
import { uploadRoutes } from './features/uploads/uploads.routes';
import { createImageStore } from './features/uploads/uploads.images';
import multipart from '@fastify/multipart';
import { createCouponRepository } from './features/coupons/coupons.repository';
import { storeMapRoutes, storeMapSecret } from './features/stores/store-map.routes';
import { createEcpayStoreMap, createSandboxStoreMap, type StoreMapProvider } from './features/stores/store-map.provider';
import type { Render } from '../entry-server';
import type { Config } from './config';
import { createPayloadDecryptor } from './crypto/payload';
import { migrate, openDatabase, type Database } from './db/database';
import { seedDemoIfEmpty } from './db/seed';
import { errorsPlugin } from './plugins/errors';
import { adminAccessPlugin } from './plugins/admin-access';
import { createOperatorRepository } from './features/operators/operators.repository';
import { createOperatorService } from './features/operators/operators.service';
import { operatorRoutes } from './features/operators/operators.routes';
import { adminAppRoutes } from './features/admin-app/admin-app.routes';
import { createAuditRepository } from './features/audit/audit.repository';
import { contractsPlugin } from './plugins/contracts';
import { z } from 'zod';
import packageJson from '../../package.json';
import { loadOrCreateKeys } from './features/keys/keys.service';
import { createOrderRepository } from './features/orders/orders.repository';
import { createOrderService } from './features/orders/orders.service';
import { createReturnRepository } from './features/returns/returns.repository';
import { createReturnService } from './features/returns/returns.service';
import { returnRoutes } from './features/returns/returns.routes';
import { createProductRepository } from './features/products/products.repository';
import { createProductService } from './features/products/products.service';
import { createSiteRepository } from './features/sites/sites.repository';
import { createSiteService } from './features/sites/sites.service';
import { loadTemplate } from './features/pages/pages.render';
import { heartbeatRoutes } from './features/keys/keys.routes';
import { orderRoutes } from './features/orders/orders.routes';
import { pageRoutes } from './features/pages/pages.routes';
import { productRoutes } from './features/products/products.routes';
import { paymentRoutes } from './features/payments/payments.routes';
import { storeRoutes } from './features/stores/stores.routes';
import { cartRoutes } from './features/products/cart.routes';
import { createPaymentService } from './features/payments/payments.service';
import { createSandboxProvider, type PaymentProvider } from './features/payments/payments.provider';
import { createDatabaseStoreDirectory } from './features/stores/stores.repository';
import type { StoreDirectory } from './features/stores/stores.directory';
import { ALL_PIXEL_HOSTS } from '../domain/tracking';
import { trackingRoutes } from './features/tracking/tracking.routes';
import { createTrackingRepository } from './features/tracking/tracking.repository';
import { createForwarder } from './features/tracking/tracking.forwarder';
import { createTrackingService } from './features/tracking/tracking.service';
import { createMetaAdapter, createTiktokAdapter } from './features/tracking/tracking.adapters';

/** The shop's version, as the API document states it. */
const APP_VERSION = packageJson.version;

/** How long an idempotency key answers retries (the promise is at least 24 hours). */
export const IDEMPOTENCY_KEY_DAYS = 7;
/** How long the visit log and ad events are kept. */
export const TRACKING_RETENTION_DAYS = 180;

export interface AppOptions {
  config: Config;
  /** The server-side renderer (src/entry-server.tsx, or its build). */
  render: Render;
  /** An open database; by default one is opened from the config and closed with the app. */
  database?: Database;
  /** The built decrypt worker (dist/server/decrypt-worker.js); without it, decryption is inline. */
  workerFile?: string;
  logger?: FastifyServerOptions['logger'];
  /** Lookups per client per minute (DESIGN.md §5: lookups are rate-limited). */
  lookupRateLimit?: { max: number; timeWindow: number };
  /** Reviews a client may send in a window (default 5 in 10 minutes). */
  reviewRateLimit?: { max: number; timeWindow: number };
  /** Return requests a client may send in a window (default 10 in 10 minutes). */
  returnRateLimit?: { max: number; timeWindow: number };
  /** Seed the demo shop into an empty database (default true). */
  seed?: boolean;
  /** Where prepaid orders are paid (default: the built-in sandbox provider). */
  paymentProvider?: PaymentProvider;
  /** Where pickup stores come from (default: the built-in directory the operator fills from CSV). */
  stores?: StoreDirectory;
  /** Ad-event forwarding: the first retry's wait (doubling after) and the sweep interval. */
  forwarding?: { baseDelayMs?: number; sweepMs?: number; maxAttempts?: number };
  /** Visit-log and push calls per client per minute (default 240). */
  trackingRateLimit?: { max: number; timeWindow: number };
  /** Sign-in attempts per client address per minute (default 10). */
  signInRateLimit?: { max: number; timeWindow: number };
}

/** Builds the whole server: database, keys, plugins, routes. `main.ts` only listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const database = options.database ?? openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const ownsDatabase = options.database === undefined;

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    // One access line per request (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 200 },
  });

  try {
    await migrate(database.db, database.schema);
    if (options.seed !== false && (await seedDemoIfEmpty(database.db))) app.log.info('seeded the demo shop');
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const keys = await loadOrCreateKeys(database.db);
  const decryptor = createPayloadDecryptor({ privateKeyPem: keys.privateKeyPem, workers: config.cryptoWorkers, workerFile: options.workerFile });

  const sites = createSiteService(createSiteRepository(database.db));
  const productRepository = createProductRepository(database.db);
  const products = createProductService(productRepository);
  const stores = options.stores ?? createDatabaseStoreDirectory(database.db);
  const payments = createPaymentService(database.db, options.paymentProvider ?? createSandboxProvider());
  const orderRepository = createOrderRepository(database.db);
  const clientDir = resolve(config.clientDir);
  const addresses = createAddressDataSource(clientDir, (file) => app.log.warn(`address data ${file}.js is not built: addresses of its region are not checked against it`));
  const coupons = createCouponRepository(database.db);
  const orders = createOrderService({ db: database.db, orders: orderRepository, products, payments, stores, addresses, coupons });
  // Return photos show parcel labels and addresses: kept apart from the public uploads, never served.
  const returns = createReturnService({ db: database.db, returns: createReturnRepository(database.db), addresses, images: createImageStore(join(config.dataDir, 'returns')) });

  app.decorate('database', database);
  app.decorate('sites', sites);

  // Ad events go on to the networks' conversion APIs as each site is configured at the time.
  const trackingRepository = createTrackingRepository(database.db);
  const siteById = async (id: string) => (await sites.list()).find((site) => site.id === id);
  const forwarder = createForwarder({
    repository: trackingRepository,
    adapterFor: async (siteId, network) => {
      const settings = (await siteById(siteId))?.settings.tracking;
      const config = network === 'meta' ? settings?.meta : settings?.tiktok;
      if (!config) return null;
      return network === 'meta' ? createMetaAdapter(config) : createTiktokAdapter(config);
    },
    purchaseValueFor: async (siteId, network) => {
      const fixed = (await siteById(siteId))?.settings.tracking?.fixedPurchaseValue;
      return fixed && (fixed.network === network || (fixed.network === 'facebook' && network === 'meta')) ? { value: fixed.value, currency: fixed.currency } : null;
    },
    baseDelayMs: options.forwarding?.baseDelayMs,
    maxAttempts: options.forwarding?.maxAttempts,
    log: app.log,
  });
  forwarder.start(options.forwarding?.sweepMs);
  app.addHook('onClose', async () => forwarder.stop());
  const tracking = createTrackingService({ repository: trackingRepository, products, forwarder });
  app.decorate('tracking', { repository: trackingRepository, forwarder });

  // A retry is answered from its idempotency key for at least a day; keys older than a week go.
  const forgetOldKeys = () =>
    orderRepository
      .forgetKeysBefore(new Date(Date.now() - IDEMPOTENCY_KEY_DAYS * 86_400_000).toISOString())
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not forget old idempotency keys'));
  // Visits and ad events hold personal data (typed names and numbers, IP addresses): kept 180 days.
  const forgetOldTracking = () =>
    trackingRepository
      .forgetBefore(new Date(Date.now() - TRACKING_RETENTION_DAYS * 86_400_000).toISOString())
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not forget old tracking events'));
  const housekeeping = setInterval(() => void forgetOldKeys().then(forgetOldTracking), 3_600_000);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'served');
  });
  app.addHook('onClose', async () => {
    await decryptor.close();
    if (ownsDatabase) await database.close();
  });

  const storeMap: StoreMapProvider | null =
    config.storeMap.provider === 'ecpay'
      ? createEcpayStoreMap({ merchantId: config.storeMap.merchantId, mapUrl: config.storeMap.mapUrl, b2c: config.storeMap.b2c, cashOnPickup: true })
      : config.storeMap.provider === 'sandbox'
        ? createSandboxStoreMap()
        : null;

  const secondaryOrigins = (await sites.list())
    .map((site) => site.settings.secondaryConsumerBase)
    .filter((base): base is string => base !== null && /^https?:\/\//.test(base))
    .map((base) => new URL(base).origin);

  const pixelOrigins = ALL_PIXEL_HOSTS.map((host) => `https://${host}`);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The ad networks' pixel scripts, loaded only after consent where it is asked.
        scriptSrc: ["'self'", ...pixelOrigins],
        styleSrc: ["'self'"],
        // blob: the previews of photos a shopper picks (object URLs), before they are sent.
        imgSrc: ["'self'", 'data:', 'blob:', ...pixelOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...secondaryOrigins, ...pixelOrigins],
        frameSrc: pixelOrigins,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(storeMap?.origins ?? [])],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, { global: false });
  await app.register(formbody, { bodyLimit: 4096 });

  if (existsSync(join(clientDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (path) => path !== '/index.html',
      setHeaders: (res, path) => {
        // Hashed file names never change content: cache for a year. Everything else: an hour.
        const hashed = path.includes(`${join(clientDir, 'assets')}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  await app.register(errorsPlugin, { sites });
  await app.register(contractsPlugin, { version: APP_VERSION });

  const operators = createOperatorService(createOperatorRepository(database.db));
  const housekeepSessions = setInterval(() => void operators.forgetExpiredSessions().catch((error: unknown) => app.log.warn({ err: error }, 'could not forget expired sessions')), 3_600_000);
  housekeepSessions.unref();
  app.addHook('onClose', async () => clearInterval(housekeepSessions));
  await app.register(adminAccessPlugin, { operators });
  await app.register(operatorRoutes, { operators, audit: createAuditRepository(database.db), signInRateLimit: options.signInRateLimit });
  await app.register(adminAppRoutes, { clientDir });

  await app.register(productRoutes, { sites, products });
  await app.register(orderRoutes, {
    sites,
    orders,
    keys,
    decryptor,
    lookupRateLimit: options.lookupRateLimit ?? { max: 30, timeWindow: 60_000 },
  });
  await app.register(heartbeatRoutes, { sites, keys });
  await app.register(storeRoutes, { stores });
  await app.register(addressRoutes, { stores, addresses });
  await app.register(i18nRoutes);
  await app.register(couponRoutes, { sites, products, coupons });
  await app.register(catalogRoutes, { sites, repository: productRepository });
  const images = createImageStore(join(config.dataDir, 'uploads'));
  // A file over its size limit arrives cut off and marked so; the route refuses it with its own message.
  await app.register(multipart, { throwFileSizeLimit: false });
  await app.register(uploadRoutes, { store: images });
  await app.register(reviewRoutes, { db: database.db, sites, products, repository: productRepository, images, rateLimit: options.reviewRateLimit });
  await app.register(returnRoutes, { sites, returns, rateLimit: options.returnRateLimit });
  if (storeMap) await app.register(storeMapRoutes, { sites, stores, addresses, provider: storeMap, secret: storeMapSecret(keys.privateKeyPem) });
  await app.register(cartRoutes, { sites, products });
  await app.register(trackingRoutes, { sites, tracking, rateLimit: options.trackingRateLimit });
  await app.register(paymentRoutes, { sites, orders, payments });
  await app.register(pageRoutes, {
    sites,
    products,
    keys,
    storeMap: storeMap !== null,
    render: options.render,
    template: loadTemplate(clientDir, resolve(import.meta.dirname ?? '.', '../../index.html')),
  });

  app.get('/healthz', { schema: { hide: true, response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({ ok: true as const }));
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    sites: ReturnType<typeof createSiteService>;
    tracking: { repository: ReturnType<typeof createTrackingRepository>; forwarder: ReturnType<typeof createForwarder> };
  }
}
