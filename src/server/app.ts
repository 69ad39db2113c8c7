import { resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { provideRandomSource } from '../domain/ids';
import { pooledRandomBytes } from './crypto/random-pool';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import packageJson from '../../package.json';
import type { Render } from '../entry-server';
import type { Config } from './config';
import { createPayloadDecryptor } from './crypto/payload';
import { migrate, openDatabase, type Database } from './db/database';
import { seedDemoIfEmpty } from '../../demo/seed';
import { createMemoryState } from './shared/memory-state';
import { createRedisState } from './shared/redis-state';
import type { SharedState } from './shared/shared-state';
import { addressRoutes } from './features/address/address.routes';
import { adminAppRoutes } from './features/admin-app/admin-app.routes';
import { consoleRoutes } from './features/console/console.routes';
import { leadRoutes } from './features/leads/leads.routes';
import { returnConsoleRoutes } from './features/return-console/return-console.routes';
import { couponRoutes } from './features/coupons/coupons.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { funnelRoutes } from './features/funnel/funnel.routes';
import { createKeyRepository } from './features/keys/keys.repository';
import { heartbeatRoutes } from './features/keys/keys.routes';
import { loadOrCreateKeys } from './features/keys/keys.service';
import { orderRoutes } from './features/orders/orders.routes';
import { createOrderPreviewRepository } from './features/order-preview/order-preview.repository';
import { orderPreviewRoutes } from './features/order-preview/order-preview.routes';
import { createOrderPreviewService } from './features/order-preview/order-preview.service';
import { previewSecret } from './features/order-preview/order-preview.token';
import { i18nRoutes } from './features/pages/i18n.routes';
import { loadTemplate } from './features/pages/pages.render';
import { pageRoutes } from './features/pages/pages.routes';
import { paymentRoutes } from './features/payments/payments.routes';
import { cartRoutes } from './features/products/cart.routes';
import { catalogRoutes } from './features/products/catalog.routes';
import { productRoutes } from './features/products/products.routes';
import { productAdminRoutes } from './features/products/products.admin.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { siteAdminRoutes } from './features/sites/sites.admin.routes';
import { protectionRoutes } from './features/protection/protection.routes';
import { storeAdminRoutes } from './features/stores/stores.admin.routes';
import { uploadAdminRoutes } from './features/uploads/uploads.admin.routes';
import { promotionRoutes } from './features/promotions/promotions.routes';
import { soldCountRoutes } from './features/promotions/sold-count.routes';
import { returnRoutes } from './features/returns/returns.routes';
import { reviewRoutes } from './features/reviews/reviews.routes';
import { reviewAdminRoutes } from './features/reviews/reviews.admin.routes';
import { storeMapRoutes, storeMapSecret } from './features/stores/store-map.routes';
import { storeRoutes } from './features/stores/stores.routes';
import { trackingRoutes } from './features/tracking/tracking.routes';
import { trackingAdminRoutes } from './features/tracking/tracking.admin.routes';
import { uploadRoutes } from './features/uploads/uploads.routes';
import { operatorRoutes } from './features/operators/operators.routes';
import { verificationRoutes } from './features/verification/verification.routes';
import { messageRoutes } from './features/messages/messages.routes';
import { accessLogPlugin } from './plugins/access-log';
import { adminAccessPlugin } from './plugins/admin-access';
import { compressionPlugin } from './plugins/compression';
import { contractsPlugin } from './plugins/contracts';
import { errorsPlugin } from './plugins/errors';
import { housekeepingPlugin } from './plugins/housekeeping';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticFilesPlugin } from './plugins/static-files';
import { createServices, type Services, type ServiceOptions } from './services';

export { IDEMPOTENCY_KEY_DAYS, TRACKING_RETENTION_DAYS } from './services';

type RateLimit = { max: number; timeWindow: number };

export interface AppOptions extends ServiceOptions {
  config: Config;
  /** The server-side renderer (src/entry-server.tsx, or its build). */
  render: Render;
  /** An open database; by default one is opened from the config and closed with the app. */
  database?: Database;
  /** The built decrypt worker (dist/server/decrypt-worker.js); without it, decryption is inline. */
  workerFile?: string;
  logger?: FastifyServerOptions['logger'];
  /** Lookups per client per minute (DESIGN.md §5: lookups are rate-limited). */
  lookupRateLimit?: RateLimit;
  /** Reviews a client may send in a window (default 5 in 10 minutes). */
  reviewRateLimit?: RateLimit;
  /** Return requests a client may send in a window (default 10 in 10 minutes). */
  returnRateLimit?: RateLimit;
  /** Visit-log and push calls per client per minute (default 240). */
  trackingRateLimit?: RateLimit;
  /** Checkout funnel reports per client per minute (default 30). */
  funnelRateLimit?: RateLimit;
  /** Back-office sign-in attempts per client address per minute (default 10). */
  signInRateLimit?: RateLimit;
  /** Seed the demo shop into an empty database (default true). */
  seed?: boolean;
  /** The state every process shares; by default Redis when the config names one, else memory. */
  shared?: SharedState;
}

/**
 * Builds the whole server: the database (migrated, the demo seeded into an empty one), the keys,
 * the services, then the plugins, then the features, one line each. `main.ts` only listens.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // The server's ids come from a pooled CSPRNG (crypto/random-pool.ts).
  provideRandomSource(pooledRandomBytes());
  const database = options.database ?? openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const ownsDatabase = options.database === undefined;

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    // One access line per request (plugins/access-log), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 200 },
  });

  try {
    await migrate(database.db);
    if (options.seed !== false && config.demoShop && (await seedDemoIfEmpty(database.db))) app.log.info('seeded the demo shop');
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const keys = await loadOrCreateKeys(createKeyRepository(database.db));
  const decryptor = createPayloadDecryptor({ privateKeyPem: keys.privateKeyPem, workers: config.cryptoWorkers, workerFile: options.workerFile });
  const shared = options.shared ?? (config.redis ? await createRedisState(config.redis.url, config.redis.prefix) : createMemoryState());
  const services = createServices(database, config, options, app.log, shared);
  await services.listenForChanges();
  const { sites, products, stores, addresses, storeMap } = services;

  services.forwarder.start(options.forwarding?.sweepMs);
  app.decorate('database', database);
  app.decorate('sites', sites);
  app.decorate('tracking', { repository: services.trackingRepository, forwarder: services.forwarder });
  app.addHook('onClose', async () => {
    services.forwarder.stop();
    // Messages under way are written before the database goes.
    await services.orderMessages.idle();
    await decryptor.close();
    if (!options.shared) await shared.close();
    if (ownsDatabase) await database.close();
  });

  // Plugins: what every route shares.
  await app.register(accessLogPlugin);
  const template = loadTemplate(services.clientDir, resolve(import.meta.dirname ?? '.', '../../index.html'));
  await app.register(securityHeadersPlugin, { connectOrigins: await secondaryOrigins(services), formOrigins: storeMap?.origins ?? [], styleHashes: template.styleHashes, scriptHashes: template.scriptHashes });
  await app.register(compressionPlugin);
  // With Redis, every process counts the same hits; if Redis fails, requests are served, not refused.
  await app.register(rateLimit, { global: false, ...(shared.redis ? { redis: shared.redis, nameSpace: `${shared.prefix}rate:`, skipOnError: true } : {}) });
  await app.register(formbody, { bodyLimit: 4096 });
  // A file over its size limit arrives cut off and marked so; the route refuses it with its own message.
  await app.register(multipart, { throwFileSizeLimit: false });
  await app.register(staticFilesPlugin, { clientDir: services.clientDir });
  await app.register(errorsPlugin, { sites });
  await app.register(contractsPlugin, { version: packageJson.version });
  await app.register(housekeepingPlugin, { chores: services.chores });
  await app.register(adminAccessPlugin, { operators: services.operators });

  // Features.
  await app.register(productRoutes, { sites, products });
  await app.register(catalogRoutes, { sites, products });
  await app.register(cartRoutes, { sites, products });
  await app.register(orderRoutes, { sites, orders: services.orders, keys, decryptor, lookupRateLimit: options.lookupRateLimit ?? { max: 30, timeWindow: 60_000 } });
  await app.register(verificationRoutes, { sites, verification: services.verification });
  await app.register(messageRoutes, { messages: services.messages, orderMessages: services.orderMessages });
  await app.register(paymentRoutes, { sites, orders: services.orders, payments: services.payments });
  await app.register(returnRoutes, { sites, returns: services.returns, rateLimit: options.returnRateLimit });
  await app.register(couponRoutes, { sites, products, coupons: services.coupons });
  await app.register(reviewRoutes, { sites, products, reviews: services.reviews, images: services.images, rateLimit: options.reviewRateLimit });
  await app.register(reviewAdminRoutes, { reviews: services.reviews });
  await app.register(consoleRoutes, { console: services.console, bulk: services.consoleBulk });
  await app.register(funnelRoutes, { sites, funnel: services.funnel, rateLimit: options.funnelRateLimit });
  await app.register(dashboardRoutes, { dashboard: services.dashboard });
  await app.register(leadRoutes, { sites, products, leads: services.leads });
  await app.register(returnConsoleRoutes, { returnConsole: services.returnConsole });
  const preview = createOrderPreviewService({ places: createOrderPreviewRepository(database.db), orders: services.orderRepository, payments: services.payments, secret: previewSecret(keys.privateKeyPem) });
  await app.register(orderPreviewRoutes, { preview, styles: template.styles, styleHashes: template.styleHashes });
  await app.register(uploadRoutes, { store: services.images });
  await app.register(storeRoutes, { stores });
  await app.register(addressRoutes, { stores, addresses });
  if (storeMap) await app.register(storeMapRoutes, { sites, stores, addresses, provider: storeMap, secret: storeMapSecret(keys.privateKeyPem) });
  await app.register(trackingRoutes, { sites, tracking: services.tracking, rateLimit: options.trackingRateLimit });
  await app.register(heartbeatRoutes, { sites, keys });
  await app.register(i18nRoutes);
  await app.register(operatorRoutes, { operators: services.operators, audit: services.audit, signInRateLimit: options.signInRateLimit });
  await app.register(siteAdminRoutes, { sites });
  await app.register(productAdminRoutes, { sites, products, productEdits: services.productEdits });
  await app.register(uploadAdminRoutes, { store: services.images });
  await app.register(settingsRoutes, { settings: services.settings });
  await app.register(storeAdminRoutes, { stores: services.storeLists });
  await app.register(protectionRoutes, { protection: services.protection, sites: services.sites });
  await app.register(promotionRoutes, { promotions: services.promotions, coupons: services.coupons, products });
  await app.register(soldCountRoutes, { soldCounts: services.soldCounts });
  await app.register(trackingAdminRoutes, { trackingSettings: services.trackingSettings });
  await app.register(adminAppRoutes, { clientDir: services.clientDir });
  await app.register(pageRoutes, { sites, products, keys, cache: services.pageCache, storeMap: storeMap !== null, render: options.render, template });

  app.get('/healthz', { schema: { hide: true, response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({ ok: true as const }));
  return app;
}

/** The second consumer bases the sites name (spec §7): the browser may call them. */
async function secondaryOrigins(services: Services): Promise<string[]> {
  return (await services.sites.list())
    .map((site) => site.settings.secondaryConsumerBase)
    .filter((base): base is string => base !== null && /^https?:\/\//.test(base))
    .map((base) => new URL(base).origin);
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    sites: Services['sites'];
    tracking: { repository: Services['trackingRepository']; forwarder: Services['forwarder'] };
  }
}
