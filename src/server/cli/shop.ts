import { createProtectionRepository } from '../features/protection/protection.repository';
import { createProtectionService } from '../features/protection/protection.service';
import { join } from 'node:path';
import { loadConfig, type Config } from '../config';
import { migrate, openDatabase, type Database } from '../db/database';
import { createAddressDataSource } from '../features/address/address.data';
import { createCouponRepository } from '../features/coupons/coupons.repository';
import { createOperatorRepository } from '../features/operators/operators.repository';
import { createOperatorService } from '../features/operators/operators.service';
import { createOrderLifecycle } from '../features/orders/orders.lifecycle';
import { createOrderRepository } from '../features/orders/orders.repository';
import { createOrderService } from '../features/orders/orders.service';
import { createSandboxProvider } from '../features/payments/payments.provider';
import { createPaymentRepository } from '../features/payments/payments.repository';
import { createPaymentService } from '../features/payments/payments.service';
import { createProductRepository } from '../features/products/products.repository';
import { createProductService } from '../features/products/products.service';
import { createReturnRepository } from '../features/returns/returns.repository';
import { createReturnService } from '../features/returns/returns.service';
import { createSampleOrderRepository } from '../features/sample-orders/sample-orders.repository';
import { createSampleOrderService } from '../features/sample-orders/sample-orders.service';
import { createReviewRepository } from '../features/reviews/reviews.repository';
import { createReviewService } from '../features/reviews/reviews.service';
import { createSiteRepository } from '../features/sites/sites.repository';
import { createStoreRepository } from '../features/stores/stores.repository';
import { createStoreService } from '../features/stores/stores.service';
import { createTrackingRepository } from '../features/tracking/tracking.repository';
import { createTrackingSettingsService } from '../features/tracking/tracking.settings';
import { createSecretBox, lazySecretBox, loadSettingsKey } from '../features/settings/settings.secrets';
import { createImageStore } from '../features/uploads/uploads.images';

/**
 * The shop as the operator's commands see it: the database the server uses (DATABASE_URL or
 * DATA_DIR), migrated, and the services over it. Commands call services only (DESIGN.md §9: the
 * CLI, the back office and the demo seed write through the same services).
 */
export interface Shop {
  config: Config;
  database: Database;
  services: ReturnType<typeof shopServices>;
  close(): Promise<void>;
}

/** `clientDir`: the built client (dist/client), whose address data the commands check against. */
export async function openShop(clientDir: string): Promise<Shop> {
  const config = loadConfig(process.env, clientDir);
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database.db);
  return { config, database, services: shopServices(database, config), close: () => database.close() };
}

/** The services the commands use, made when first asked for. */
function shopServices(database: Database, config: Config) {
  const { db } = database;
  const orderRepository = createOrderRepository(db);
  const lifecycle = createOrderLifecycle(orderRepository);
  const addresses = createAddressDataSource(config.clientDir);
  return {
    reviews: () => createReviewService(createReviewRepository(db)),
    stores: () => createStoreService(createStoreRepository(db)),
    // Payments are not started from here: the sandbox provider only fills the dependency.
    orders: () =>
      createOrderService({
        orders: orderRepository,
        products: createProductService(createProductRepository(db)),
        payments: createPaymentService(createPaymentRepository(db), lifecycle, createSandboxProvider()),
        stores: createStoreRepository(db),
        addresses,
        coupons: createCouponRepository(db),
        protection: createProtectionService(createProtectionRepository(db)),
      }),
    returns: () => createReturnService({ returns: createReturnRepository(db), lifecycle, addresses, images: createImageStore(join(config.dataDir, 'returns')) }),
    operators: () => createOperatorService(createOperatorRepository(db)),
    sampleOrders: () => createSampleOrderService(createSampleOrderRepository(db)),
    tracking: () =>
      createTrackingSettingsService({
        products: createProductRepository(db),
        sites: createSiteRepository(db),
        tracking: createTrackingRepository(db),
        // The same key as the server's: SETTINGS_KEY, or the one the server keeps in DATA_DIR.
        secrets: lazySecretBox(() => createSecretBox(loadSettingsKey(config.settingsKey, config.dataDir, (message) => console.error(message)))),
      }),
  };
}

/** Runs a command against the shop, closing the database however it ends. */
export type WithShop = (command: (shop: Shop) => Promise<number>) => Promise<number>;

export function shopRunner(clientDir: string): WithShop {
  return async (command) => {
    const shop = await openShop(clientDir);
    try {
      return await command(shop);
    } finally {
      await shop.close();
    }
  };
}
