import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { OPERATORS_USAGE, readPasswordLine, runOperatorsCommand } from './cli/operators';
import { createOperatorRepository } from './features/operators/operators.repository';
import { createOperatorService } from './features/operators/operators.service';
import { migrate, openDatabase } from './db/database';
import { importStoresCsv } from './features/stores/stores.repository';
import { join } from 'node:path';
import type { LifecycleEvent } from '../../machines/order-lifecycle.machine';
import { normalizeOrderNumber } from '../domain/order-number';
import { createAddressDataSource } from './features/address/address.data';
import { transitionOrder } from './features/orders/orders.lifecycle';
import { createReturnRepository } from './features/returns/returns.repository';
import { createReturnService } from './features/returns/returns.service';
import { createImageStore } from './features/uploads/uploads.images';
import { createTrackingRepository } from './features/tracking/tracking.repository';
import { setProductPixels, updateSiteTracking } from './features/tracking/tracking.settings';
import { PIXEL_NETWORKS, type ProductPixels } from '../domain/tracking';
import { amountToMajor } from '../domain/money';
import type { SiteSettings, TrackingSettings } from '../domain/site';

/**
 * Operator commands, run against the database the server uses (DATABASE_URL or DATA_DIR):
 *
 *   npm run reviews -- pending                 reviews waiting for approval (id, product, score, text)
 *   npm run reviews -- approve <id> | reject <id>
 *   npm run reviews -- reply <id> "<text>"     the seller's reply, shown under the review
 *
 *   npm run orders -- show <order no>          an order's status, shipment and history
 *   npm run orders -- dispatch <order no> <carrier> <tracking no>
 *   npm run orders -- deliver | refuse | complete | cancel <order no>
 *     Moves an order through its lifecycle (machines/order-lifecycle.machine.ts): a move the
 *     machine does not allow from the order's status is refused. Carriers: the ids of
 *     src/domain/carriers.ts (tcat, inpost...) or any other name.
 *
 *   npm run returns -- open                    return requests waiting for an answer or a parcel
 *   npm run returns -- accept <id> ["<reply>"] | reject <id> "<reply>" | receive <id>
 *     The shop's answer, shown on the shopper's order page. `receive`: the parcel came back,
 *     which closes the order.
 *
 *   npm run tracking -- pixels <product id> facebook=<ids> tiktok=<ids> google=<ids>
 *       google-type=GoogleADS|other conversion=<AW-1/label,...> line=<ids> snapchat=<ids>
 *     Sets a product's ad pixels (comma-separated ids; `name=` clears one network).
 *   npm run tracking -- site <host> meta-token=<t> meta-test-code=<c> tiktok-token=<t>
 *       ask-consent=yes|no fixed-purchase=<network>:<value>:<currency>|none
 *       test-phones=<+886...,...> blocked-phones=<...> meta-endpoint=<url> tiktok-endpoint=<url>
 *     A site's tracking settings: the conversion APIs' tokens (kept on the server), whether to
 *     ask for consent outside the EU, the spec's fixed purchase value, test and blocked numbers.
 *   npm run tracking -- flag <order no> test|fraud|none   an order ad networks must not hear of
 *   npm run tracking -- events [host] [limit]  the latest visit-log and ad events, with deliveries
 *
 *   npm run stores:import -- stores.csv [--replace]
 *     Fills the pickup store directory from a CSV file with the header
 *     brand,store_id,name,city,district,address,phone (brand: seven_eleven, family_mart,
 *     hi_life or sf_station). Rows that do not fit are listed by line and skipped. --replace
 *     first removes the stores of the brands the file lists (a chain's full new list).
 */
const USAGE = 'usage: npm run stores:import -- <file.csv> [--replace]';
const REVIEWS_USAGE = 'usage: npm run reviews -- pending | approve <id> | reject <id> | reply <id> "<text>"';
const ORDERS_USAGE = 'usage: npm run orders -- show <order no> | dispatch <order no> <carrier> <tracking no> | deliver <order no> | refuse <order no> | complete <order no> | cancel <order no>';
const TRACKING_USAGE = 'usage: npm run tracking -- pixels <product id> <network>=<ids> ... | site <host> <setting>=<value> ... | flag <order no> test|fraud|none | events [host] [limit]';
const RETURNS_USAGE = 'usage: npm run returns -- open | accept <id> ["<reply>"] | reject <id> "<reply>" | receive <id>';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'reviews') return reviews(rest[0] ?? '', rest.slice(1));
  if (command?.startsWith('reviews:')) return reviews(command.slice('reviews:'.length), rest);
  if (command === 'orders') return orders(rest[0] ?? '', rest.slice(1));
  if (command === 'returns') return returns(rest[0] ?? '', rest.slice(1));
  if (command === 'tracking') return tracking(rest[0] ?? '', rest.slice(1));
  if (command === 'operators') return operatorsCommand(rest);
  if (command !== 'stores:import') {
    console.error(`${USAGE}\n${OPERATORS_USAGE}\n${REVIEWS_USAGE}\n${ORDERS_USAGE}\n${RETURNS_USAGE}\n${TRACKING_USAGE}`);
    return 2;
  }
  const file = rest.find((arg) => !arg.startsWith('--'));
  const unknown = rest.filter((arg) => arg.startsWith('--') && arg !== '--replace');
  if (!file || unknown.length > 0) {
    console.error(unknown.length > 0 ? `unknown option ${unknown.join(' ')}\n${USAGE}` : USAGE);
    return 2;
  }
  let csv: string;
  try {
    csv = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const database = await open();
  try {
    const result = await importStoresCsv(database.db, csv, { replace: rest.includes('--replace') });
    for (const problem of result.problems) console.error(`skipped ${problem}`);
    console.log(`imported ${result.imported} store${result.imported === 1 ? '' : 's'} into ${database.engine} (${database.location})${result.problems.length ? `; skipped ${result.problems.length} line(s)` : ''}`);
    return result.imported === 0 && result.problems.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

/** The seller's review moderation: new reviews wait (status `pending`) until approved. */
async function reviews(action: string, args: string[]): Promise<number> {
  const [id, ...text] = args;
  if (!['pending', 'approve', 'reject', 'reply'].includes(action) || (action !== 'pending' && !id) || (action === 'reply' && text.length === 0)) {
    console.error(REVIEWS_USAGE);
    return 2;
  }
  const database = await open();
  try {
    const db = database.db;
    if (action === 'pending') {
      const rows = await db.selectFrom('reviews').select(['id', 'product_id', 'author', 'score', 'body', 'images', 'created_at']).where('status', '=', 'pending').orderBy('created_at').execute();
      for (const row of rows) {
        const photos = (JSON.parse(row.images) as string[]).length;
        console.log(`${row.id}  ${row.created_at}  ${row.product_id}  ${'★'.repeat(row.score)}  ${row.author}: ${row.body.replace(/\s+/g, ' ').slice(0, 80)}${photos ? `  (${photos} photo${photos === 1 ? '' : 's'})` : ''}`);
      }
      console.log(`${rows.length} review${rows.length === 1 ? '' : 's'} waiting`);
      return 0;
    }
    const change = action === 'reply' ? { seller_reply: text.join(' ').trim() } : { status: action === 'approve' ? 'approved' : 'rejected' };
    const result = await db.updateTable('reviews').set(change).where('id', '=', id!).executeTakeFirst();
    if (result.numUpdatedRows === 0n) {
      console.error(`no review ${id}`);
      return 1;
    }
    console.log(action === 'reply' ? `replied to ${id}` : `${action === 'approve' ? 'approved' : 'rejected'} ${id}`);
    return 0;
  } finally {
    await database.close();
  }
}

/** The shop moves an order on: every change goes through the order's lifecycle machine. */
async function orders(action: string, args: string[]): Promise<number> {
  const [orderNo, carrier, trackingNo] = args;
  const events: Record<string, LifecycleEvent | undefined> = {
    dispatch: carrier && trackingNo ? { type: 'order.dispatch', carrier, trackingNo } : undefined,
    deliver: { type: 'order.deliver' },
    refuse: { type: 'order.refuse' },
    complete: { type: 'order.complete' },
    cancel: { type: 'order.cancel', by: 'shop' },
  };
  if (!orderNo || (action !== 'show' && !events[action])) {
    console.error(ORDERS_USAGE);
    return 2;
  }
  const database = await open();
  try {
    const number = normalizeOrderNumber(orderNo);
    if (action === 'show') {
      const order = await database.db.selectFrom('orders').selectAll().where('order_no', '=', number).executeTakeFirst();
      if (!order) {
        console.error(`no order ${number}`);
        return 1;
      }
      console.log(`${order.order_no}  ${order.status}  payment ${order.payment_status} (${order.payment_method})  total ${order.total} ${order.currency}`);
      if (order.carrier) console.log(`shipped with ${order.carrier}, tracking number ${order.tracking_no}${order.delivered_at ? `, delivered ${order.delivered_at}` : ''}`);
      const history = await database.db.selectFrom('order_status_history').selectAll().where('order_no', '=', number).orderBy('seq').execute();
      for (const entry of history) console.log(`  ${entry.created_at}  ${entry.cause.padEnd(18)} -> ${entry.status} / ${entry.payment_status}${entry.detail ? `  ${entry.detail}` : ''}`);
      return 0;
    }
    const result = await transitionOrder(database.db, number, events[action]!, new Date().toISOString());
    if (!result.ok) {
      const order = await database.db.selectFrom('orders').select('status').where('order_no', '=', number).executeTakeFirst();
      console.error(result.reason === 'notFound' ? `no order ${number}` : `cannot ${action} ${number}: it is ${order?.status ?? 'changing'}`);
      return 1;
    }
    console.log(`${number} is now ${result.status} (payment ${result.paymentStatus})`);
    return 0;
  } finally {
    await database.close();
  }
}

/** The shop answers return requests and receives their parcels. */
async function returns(action: string, args: string[]): Promise<number> {
  const [id, ...text] = args;
  const reply = text.join(' ').trim();
  const moves: Record<string, 'ACCEPTED' | 'REJECTED' | 'RECEIVED'> = { accept: 'ACCEPTED', reject: 'REJECTED', receive: 'RECEIVED' };
  if (action !== 'open' && (!moves[action] || !id || (action === 'reject' && reply === ''))) {
    console.error(RETURNS_USAGE);
    return 2;
  }
  const database = await open();
  try {
    const config = loadConfig(process.env, clientDir());
    const service = createReturnService({
      db: database.db,
      returns: createReturnRepository(database.db),
      addresses: createAddressDataSource(config.clientDir),
      images: createImageStore(join(config.dataDir, 'returns')),
    });
    if (action === 'open') {
      const rows = await service.open();
      for (const row of rows) {
        const photos = (JSON.parse(row.package_photo) as string[]).map((name) => join(config.dataDir, 'returns', name));
        if (row.screenshot) photos.push(join(config.dataDir, 'returns', row.screenshot));
        console.log(`${row.id}  ${row.created_at}  ${row.status}  order ${row.order_no}  ${row.reason}${row.remark ? `: ${row.remark.replace(/\s+/g, ' ')}` : ''}`);
        console.log(`  return with ${row.carrier} ${row.tracking_no}; ${row.picker_name} ${row.picker_phone}, ${row.region}, ${row.address}`);
        console.log(`  photos: ${photos.join(' ')}`);
      }
      console.log(`${rows.length} return request${rows.length === 1 ? '' : 's'} open`);
      return 0;
    }
    const result = await service.decide(id!, moves[action]!, reply || undefined);
    if (!result.ok) {
      console.error(result.reason === 'notFound' ? `no return request ${id}` : `cannot ${action} ${id} from where it is`);
      return 1;
    }
    console.log(`return request ${id} is now ${moves[action]}`);
    return 0;
  } finally {
    await database.close();
  }
}

/** `key=value` arguments; a value that is not `key=value` is refused. */
function settingsOf(args: string[]): Map<string, string> | null {
  const settings = new Map<string, string>();
  for (const arg of args) {
    const at = arg.indexOf('=');
    if (at <= 0) return null;
    settings.set(arg.slice(0, at), arg.slice(at + 1));
  }
  return settings;
}

const list = (value: string) => value.split(',').map((item) => item.trim()).filter(Boolean);

async function tracking(action: string, args: string[]): Promise<number> {
  const database = await open();
  try {
    if (action === 'pixels' && args[0]) {
      const settings = settingsOf(args.slice(1));
      const keys: Record<string, keyof ProductPixels> = { facebook: 'facebookPixelIds', tiktok: 'tiktokPixelIds', google: 'googlePixelIds', line: 'linePixelIds', snapchat: 'snapchatPixelIds' };
      if (!settings || [...settings.keys()].some((key) => !(key in keys) && key !== 'google-type' && key !== 'conversion')) {
        console.error(TRACKING_USAGE);
        return 2;
      }
      const patch: Partial<ProductPixels> = {};
      for (const [key, value] of settings) {
        if (key === 'google-type') patch.googlePixelType = value === '' ? null : (value as ProductPixels['googlePixelType']);
        else if (key === 'conversion') patch.googleEventList = list(value).map((conversionId) => ({ conversionId }));
        else (patch as Record<string, string[]>)[keys[key]!] = list(value);
      }
      const pixels = await setProductPixels(database.db, args[0], patch);
      if (!pixels) {
        console.error(`no product ${args[0]}`);
        return 1;
      }
      console.log(JSON.stringify(pixels, null, 2));
      return 0;
    }
    if (action === 'site' && args[0]) {
      const settings = settingsOf(args.slice(1));
      if (!settings) {
        console.error(TRACKING_USAGE);
        return 2;
      }
      const current = (await database.db.selectFrom('sites').select('settings').where((eb) => eb.or([eb('id', '=', args[0]!), eb('host', '=', args[0]!)])).executeTakeFirst())?.settings;
      const existing = current ? ((JSON.parse(current) as SiteSettings).tracking ?? {}) : {};
      const patch: Partial<Record<keyof TrackingSettings, unknown>> = {};
      const network = (name: 'meta' | 'tiktok', field: 'accessToken' | 'testEventCode' | 'endpoint', value: string) => {
        const base = { ...((patch[name] as Record<string, string> | undefined) ?? existing[name] ?? {}) } as Record<string, string>;
        if (value === '') delete base[field];
        else base[field] = value;
        patch[name] = base.accessToken ? base : null;
      };
      for (const [key, value] of settings) {
        if (key === 'meta-token') network('meta', 'accessToken', value);
        else if (key === 'meta-test-code') network('meta', 'testEventCode', value);
        else if (key === 'meta-endpoint') network('meta', 'endpoint', value);
        else if (key === 'tiktok-token') network('tiktok', 'accessToken', value);
        else if (key === 'tiktok-test-code') network('tiktok', 'testEventCode', value);
        else if (key === 'tiktok-endpoint') network('tiktok', 'endpoint', value);
        else if (key === 'ask-consent') patch.askConsentOutsideEu = value === 'yes';
        else if (key === 'test-phones') patch.testPhones = list(value);
        else if (key === 'blocked-phones') patch.blockedPhones = list(value);
        else if (key === 'fixed-purchase') {
          const [net, amount, currency] = value.split(':');
          if (value === 'none' || value === '') patch.fixedPurchaseValue = null;
          else if (net && (PIXEL_NETWORKS as readonly string[]).includes(net) && Number.isFinite(Number(amount)) && /^[A-Z]{3}$/.test(currency ?? '')) patch.fixedPurchaseValue = { network: net, value: Number(amount), currency };
          else {
            console.error('fixed-purchase=<network>:<value>:<currency>, e.g. tiktok:30:USD, or none');
            return 2;
          }
        } else {
          console.error(`unknown setting ${key}\n${TRACKING_USAGE}`);
          return 2;
        }
      }
      const updated = await updateSiteTracking(database.db, args[0], patch);
      if (!updated) {
        console.error(`no site ${args[0]}`);
        return 1;
      }
      // Tokens are secrets: shown masked.
      console.log(JSON.stringify(updated, (key, value: unknown) => (key === 'accessToken' && typeof value === 'string' ? `${value.slice(0, 4)}…` : value), 2));
      console.log('The running server picks this up within 30 seconds.');
      return 0;
    }
    if (action === 'flag' && args[0] && ['test', 'fraud', 'none'].includes(args[1] ?? '')) {
      const flag = args[1] === 'none' ? null : (args[1] as 'test' | 'fraud');
      const found = await createTrackingRepository(database.db).flagOrder(normalizeOrderNumber(args[0]) ?? args[0], flag, new Date().toISOString());
      console.log(found ? `order ${args[0]}: ${flag ?? 'reported normally'}` : `no order ${args[0]}`);
      return found ? 0 : 1;
    }
    if (action === 'events') {
      const host = args[0] && !/^\d+$/.test(args[0]) ? args[0] : null;
      const limit = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 20);
      const site = host ? await database.db.selectFrom('sites').select('id').where('host', '=', host).executeTakeFirst() : null;
      const repository = createTrackingRepository(database.db);
      for (const event of await repository.recentAdEvents(site?.id ?? null, limit)) {
        const sent = event.deliveries.map((delivery) => `${delivery.network}:${delivery.pixel_id} ${delivery.status} (${delivery.attempts})`).join(', ');
        console.log(`${event.created_at} ${event.code} ${event.channel} ${event.event_id} ${event.product_id}${event.order_no ? ` order ${event.order_no}` : ''} value ${event.value === null || !event.currency ? '-' : amountToMajor(event.value, event.currency)} ${event.currency}${event.withheld ? ` withheld: ${event.withheld}` : ''}${sent ? ` → ${sent}` : ''}`);
      }
      for (const visit of await repository.recentAccessEvents(site?.id ?? null, limit)) {
        console.log(`${visit.created_at} visit ${visit.action} ${visit.result ?? ''} ${visit.url ?? ''}`);
      }
      return 0;
    }
    console.error(TRACKING_USAGE);
    return 2;
  } finally {
    await database.close();
  }
}

async function operatorsCommand(args: string[]): Promise<number> {
  const database = await open();
  try {
    const io = { readPassword: () => readPasswordLine(), out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
    return await runOperatorsCommand(args, createOperatorService(createOperatorRepository(database.db)), io);
  } finally {
    await database.close();
  }
}

function clientDir(): string {
  return fileURLToPath(new URL('../client', import.meta.url));
}

async function open() {
  const config = loadConfig(process.env, clientDir());
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database.db);
  return database;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
