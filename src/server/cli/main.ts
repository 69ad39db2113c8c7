import { fileURLToPath } from 'node:url';
import { ConfigError } from '../config';
import { shopRunner } from './shop';
import { OPERATORS_USAGE, operators } from './operators';
import { GENERATE_USAGE, generateOrders } from './generate';
import { ORDERS_USAGE, orders } from './orders';
import { RETURNS_USAGE, returns } from './returns';
import { REVIEWS_USAGE, reviews } from './reviews';
import { STORES_USAGE, importStores } from './stores';
import { TRACKING_USAGE, tracking } from './tracking';

/**
 * Operator commands, run against the database the server uses (DATABASE_URL or DATA_DIR):
 *
 *   npm run operators -- add <email> <owner|support> | list | remove <email> | reset <email>
 *     The back office's operators; add and reset read the password from standard input.
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
 *   npm run orders:generate -- --count 1000000 [--seed 1] [--until <ISO time>] [--days 365]
 *     Sample orders for trying the console at scale (over the shop's sites and products, histories
 *     decided by the lifecycle machine); the same seed and --until make the same orders.
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
 *       test-phones=<+886...,...> meta-endpoint=<url> tiktok-endpoint=<url>
 *     A site's tracking settings: the conversion APIs' tokens (kept on the server), whether to
 *     ask for consent outside the EU, the spec's fixed purchase value, test numbers (blocked
 *     numbers are a blocklist: the back office's Protection page).
 *   npm run tracking -- flag <order no> test|fraud|none   an order ad networks must not hear of
 *   npm run tracking -- events [host] [limit]  the latest visit-log and ad events, with deliveries
 *
 *   npm run stores:import -- stores.csv [--replace]
 *     Fills the pickup store directory from a CSV file with the header
 *     brand,store_id,name,city,district,address,phone (brand: seven_eleven, family_mart,
 *     hi_life or sf_station). Rows that do not fit are listed by line and skipped. --replace
 *     first removes the stores of the brands the file lists (a chain's full new list).
 */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  // This file is the built cli.js, next to the built client.
  const run = shopRunner(fileURLToPath(new URL('../client', import.meta.url)));
  if (command === 'reviews') return reviews(run, rest[0] ?? '', rest.slice(1));
  if (command?.startsWith('reviews:')) return reviews(run, command.slice('reviews:'.length), rest);
  if (command === 'orders:generate') return generateOrders(run, rest);
  if (command === 'orders') return orders(run, rest[0] ?? '', rest.slice(1));
  if (command === 'returns') return returns(run, rest[0] ?? '', rest.slice(1));
  if (command === 'tracking') return tracking(run, rest[0] ?? '', rest.slice(1));
  if (command === 'stores:import') return importStores(run, rest);
  if (command === 'operators') return operators(run, rest);
  console.error(`${STORES_USAGE}\n${OPERATORS_USAGE}\n${REVIEWS_USAGE}\n${ORDERS_USAGE}\n${GENERATE_USAGE}\n${RETURNS_USAGE}\n${TRACKING_USAGE}`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
