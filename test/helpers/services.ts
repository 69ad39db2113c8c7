import type { Kysely } from 'kysely';
import type { LifecycleEvent } from '../../machines/order-lifecycle.machine';
import type { DB } from '../../src/server/db/schema';
import type { TrackingSettings } from '../../src/domain/site';
import type { ProductPixels } from '../../src/domain/tracking';
import { createKeyRepository } from '../../src/server/features/keys/keys.repository';
import { loadOrCreateKeys as loadKeys, type ServerKeys } from '../../src/server/features/keys/keys.service';
import { createOrderLifecycle, type TransitionResult } from '../../src/server/features/orders/orders.lifecycle';
import { createOrderRepository } from '../../src/server/features/orders/orders.repository';
import { createProductRepository } from '../../src/server/features/products/products.repository';
import { createSiteRepository } from '../../src/server/features/sites/sites.repository';
import { createTrackingRepository } from '../../src/server/features/tracking/tracking.repository';
import { createTrackingSettingsService } from '../../src/server/features/tracking/tracking.settings';
import type { SecretBox } from '../../src/server/features/settings/settings.secrets';

/**
 * The shop's services over a test's database, wired as the app and the CLI wire them: what a test
 * does as the shop (moves an order on, sets pixels) goes through the same services.
 */
export const orderLifecycle = (db: Kysely<DB>) => createOrderLifecycle(createOrderRepository(db));

/**
 * Tokens these helpers set are stored as plain text, as rows written before tokens were encrypted
 * are: the forwarder must keep reading them (test/server/features/settings covers sealed ones).
 */
const storedAsTyped: SecretBox = { seal: (plain) => plain, reveal: (stored) => stored };

export const trackingSettings = (db: Kysely<DB>) =>
  createTrackingSettingsService({ products: createProductRepository(db), sites: createSiteRepository(db), tracking: createTrackingRepository(db), secrets: storedAsTyped });

/** Applies a lifecycle event to an order, as the shop's services do. */
export function transitionOrder(db: Kysely<DB>, orderNo: string, event: LifecycleEvent, at: string): Promise<TransitionResult> {
  return orderLifecycle(db).transition(orderNo, event, at);
}

export function setProductPixels(db: Kysely<DB>, productId: string, patch: Partial<ProductPixels>): Promise<ProductPixels | null> {
  return trackingSettings(db).setProductPixels(productId, patch);
}

export function updateSiteTracking(db: Kysely<DB>, siteIdOrHost: string, patch: Partial<Record<keyof TrackingSettings, unknown>>): Promise<TrackingSettings | null> {
  return trackingSettings(db).updateSiteTracking(siteIdOrHost, patch);
}

export function loadOrCreateKeys(db: Kysely<DB>): Promise<ServerKeys> {
  return loadKeys(createKeyRepository(db));
}
