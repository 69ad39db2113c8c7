import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial';
import * as checkout from './0002_checkout';
import * as productTexts from './0003_product_texts';
import * as storefront from './0004_storefront';
import * as afterTheOrder from './0005_after_the_order';
import * as tracking from './0006_tracking';
import * as operators from './0007_operators';
import * as promotions from './0008_promotions';
import * as soldCount from './0010_sold_count';
import * as productAdmin from './0011_product_admin';
import * as orderConsole from './0012_order_console';
import * as orderVelocity from './0013_order_velocity';
import * as returnLifecycle from './0015_return_lifecycle';
import * as consoleScale from './0016_console_scale';
import * as checkoutFunnel from './0017_checkout_funnel';
import * as orderProtection from './0018_order_protection';
import * as messages from './0019_messages';
import * as leads from './0020_leads';
import * as oneBlocklist from './0022_one_blocklist';
import * as nameWords from './0023_name_words';
import * as outForDelivery from './0024_out_for_delivery';
import * as orderRiskLookup from './0025_order_risk_lookup';
import * as nameWordsUnaccented from './0026_name_words_unaccented';
import * as orderCountsLookup from './0027_order_counts_lookup';
import * as blocklistLookup from './0028_blocklist_lookup';
import * as onePhoneIndex from './0029_one_phone_index';

/** Every migration, in order. Bundled into the server, so no directory scan at run time. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_checkout': checkout,
  '0003_product_texts': productTexts,
  '0004_storefront': storefront,
  '0005_after_the_order': afterTheOrder,
  '0006_tracking': tracking,
  '0007_operators': operators,
  '0008_promotions': promotions,
  '0010_sold_count': soldCount,
  '0011_product_admin': productAdmin,
  '0012_order_console': orderConsole,
  '0013_order_velocity': orderVelocity,
  '0015_return_lifecycle': returnLifecycle,
  '0016_console_scale': consoleScale,
  '0017_checkout_funnel': checkoutFunnel,
  '0018_order_protection': orderProtection,
  '0019_messages': messages,
  '0020_leads': leads,
  '0022_one_blocklist': oneBlocklist,
  '0023_name_words': nameWords,
  '0024_out_for_delivery': outForDelivery,
  '0025_order_risk_lookup': orderRiskLookup,
  '0026_name_words_unaccented': nameWordsUnaccented,
  '0027_order_counts_lookup': orderCountsLookup,
  '0028_blocklist_lookup': blocklistLookup,
  '0029_one_phone_index': onePhoneIndex,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
