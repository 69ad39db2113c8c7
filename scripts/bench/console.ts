import { spawn } from 'node:child_process';
import pg from 'pg';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { seedDemoIfEmpty } from '../../demo/seed';
import type { AdminOrderRow, AdminOrdersQuery } from '../../src/domain/contracts/admin-orders';
import { migrate, openDatabase } from '../../src/server/db/database';
import { createConsoleRepository } from '../../src/server/features/console/console.repository';
import { createConsoleService } from '../../src/server/features/console/console.service';
import { createOrderRepository } from '../../src/server/features/orders/orders.repository';
import { createSampleOrderRepository } from '../../src/server/features/sample-orders/sample-orders.repository';
import { createSampleOrderService } from '../../src/server/features/sample-orders/sample-orders.service';
import { searchTerms } from '../../src/domain/order-search';

/**
 * The console at scale (`npm run bench:console`, or `BENCH_MILLION=1 npm run bench`): a million
 * generated orders in a PostgreSQL schema of their own (kept and reused by the next run), then the
 * console's list and search as the service answers them (the route adds only its JSON), each kind
 * of query `runs` times over varied values: median and p95, and EXPLAIN ANALYZE for one of each.
 */
const UNTIL = new Date('2026-11-01T00:00:00.000Z');
const DAYS = 365;

type Query = Partial<AdminOrdersQuery>;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const fullWidth = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));

/** One worker's share: `count` orders from `seed`, in its own process (scripts/bench-console.mjs with BENCH_PART). */
function generatePart(count: number, seed: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bench-console.mjs'], { env: { ...process.env, BENCH_PART: `${seed}:${count}` }, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`generator of seed ${seed} stopped (${code})`))));
  });
}

/** A worker: writes its share of the orders into the schema and stops. */
export async function generateShare({ url, schema, seed, count }: { url: string; schema: string; seed: number; count: number }): Promise<void> {
  const database = openDatabase({ url, dataDir: '.', schema });
  try {
    const started = Date.now();
    const result = await createSampleOrderService(createSampleOrderRepository(database.db)).generate({
      count,
      seed,
      until: UNTIL,
      days: DAYS,
      onProgress: (written) => written % 100_000 === 0 && console.log(`  seed ${seed}: ${written} of ${count} orders written (${Math.round((Date.now() - started) / 1000)} s)`),
    });
    if (!result.ok) throw new Error(`generating failed: ${result.problem}`);
  } finally {
    await database.close();
  }
}

export async function benchConsole({ url, schema, count, runs, workers }: { url: string; schema: string; count: number; runs: number; workers: number }): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const present = await admin
    .query(`select count(*)::int as n from pg_tables where schemaname = $1 and tablename = 'orders'`, [schema])
    .then(async ({ rows }) => (rows[0].n > 0 ? (await admin.query(`select count(*)::int as n from "${schema}".orders`)).rows[0].n : 0));
  if (present === 0) await admin.query(`create schema if not exists "${schema}"`);
  const database = openDatabase({ url, dataDir: '.', schema });
  try {
    await migrate(database.db);
    if (present < count) {
      await seedDemoIfEmpty(database.db, UNTIL);
      // A bulk load: the orders' secondary indexes are dropped, then built once at the end (as a
      // restore does), which takes a fraction of the time of keeping them up row by row.
      // Their definitions are kept in the schema until rebuilt, so a run cut short loses none.
      await admin.query(`create table if not exists "${schema}".bench_dropped_indexes (name text, def text)`);
      const { rows: indexes } = await admin.query(
        `select indexname, indexdef from pg_indexes where schemaname = $1 and tablename in ('orders', 'order_items', 'order_status_history', 'order_name_words') and indexdef not like 'CREATE UNIQUE%'`,
        [schema],
      );
      for (const { indexname, indexdef } of indexes) {
        await admin.query(`insert into "${schema}".bench_dropped_indexes values ($1, $2)`, [indexname, indexdef]);
        await admin.query(`drop index "${schema}"."${indexname}"`);
      }
      const started = Date.now();
      // `workers` processes generate a share each (a seed of its own); a run cut short is carried
      // on with other seeds for the rest, not started again.
      const missing = count - present;
      const share = Math.ceil(missing / workers);
      await Promise.all(
        Array.from({ length: workers }, (_, worker) => {
          const part = Math.min(share, missing - worker * share);
          return part > 0 ? generatePart(part, present + 1 + worker * share) : undefined;
        }),
      );
      console.log(`generated ${count - present} orders in ${Math.round((Date.now() - started) / 1000)} s (schema ${schema}, kept for the next run)`);
    } else console.log(`reusing ${count} orders in schema ${schema}`);
    const built = Date.now();
    const { rows: dropped } = await admin.query(`select name, def from "${schema}".bench_dropped_indexes`).catch(() => ({ rows: [] as { name: string; def: string }[] }));
    for (const { name, def } of dropped) {
      await admin.query(def);
      await admin.query(`delete from "${schema}".bench_dropped_indexes where name = $1`, [name]);
    }
    if (dropped.length > 0) console.log(`built ${dropped.length} indexes in ${Math.round((Date.now() - built) / 1000)} s`);
    // As autovacuum leaves a table: its statistics and visibility map (index-only scans) up to date.
    await admin.query(`vacuum analyze "${schema}".orders`);
    await admin.query(`vacuum analyze "${schema}".order_name_words`);

    const repository = createConsoleRepository(database.db);
    const service = createConsoleService({ console: repository, orders: createOrderRepository(database.db), payments: { latest: async () => undefined }, returns: { find: async () => undefined, move: async () => false, ofOrder: async () => [] } });
    const list = async (query: Query) => (await service.list({ limit: 50, ...query }))!;

    // Orders to look for: a page from each of `runs` days spread over the year.
    const samples: AdminOrderRow[] = [];
    for (let i = 0; i < runs; i++) {
      const day = new Date(UNTIL.getTime() - ((i * 7 + 3) % DAYS) * 86_400_000).toISOString().slice(0, 10);
      const shipped = (await list({ from: day, to: day, limit: 20 })).items;
      samples.push(shipped.find((order) => order.trackingNo) ?? shipped[0]!);
    }
    // Names to look for: the same days' orders of the Taiwan site (Chinese names) and of the Polish one (Latin).
    const siteOf = async (zoneId: number) => (await admin.query(`select id from "${schema}".sites where zone_id = $1 order by id limit 1`, [zoneId])).rows[0]?.id as string;
    const named = async (siteId: string) => {
      const found: AdminOrderRow[] = [];
      for (let i = 0; i < runs; i++) {
        const day = new Date(UNTIL.getTime() - ((i * 11 + 5) % DAYS) * 86_400_000).toISOString().slice(0, 10);
        found.push((await list({ siteId, from: day, to: day, limit: 1 })).items[0]!);
      }
      return found;
    };
    const chinese = await named(await siteOf(1));
    const polish = await named(await siteOf(10));
    const cursor = async () => {
      let page = await list({});
      for (let i = 0; i < 20 && page.nextCursor; i++) page = await list({ cursor: page.nextCursor });
      return page.nextCursor!;
    };
    const deep = await cursor();
    const national = (order: AdminOrderRow) => parsePhoneNumberFromString(order.recipientPhone)!.formatNational();
    const kinds: [string, (order: AdminOrderRow, i: number) => Query][] = [
      ['list: newest', () => ({})],
      ['list: status', (_order, i) => ({ status: (['PENDING_DELIVER', 'ALREADY_DELIVER', 'ORDER_COMPLETED', 'ORDER_CLOSE', 'PENDING_PAYMENT'] as const)[i % 5] })],
      ['list: payment status', (_order, i) => ({ paymentStatus: (['WAITING', 'SUCCESS', 'FAILURE'] as const)[i % 3] })],
      ['list: site', (order) => ({ siteId: order.siteId })],
      ['list: delivery method', (order) => ({ deliveryMethod: order.deliveryMethod })],
      ['list: payment method', (order) => ({ paymentMethod: order.paymentMethod })],
      ['list: one week', (order) => ({ from: order.createdAt.slice(0, 10), to: new Date(Date.parse(order.createdAt) + 6 * 86_400_000).toISOString().slice(0, 10) })],
      ['list: site + status', (order) => ({ siteId: order.siteId, status: order.status })],
      ['list: page 22 (cursor)', () => ({ cursor: deep })],
      ['search: order no, lower case', (order) => ({ q: order.orderNo.toLowerCase() })],
      ['search: phone, national with spaces', (order) => ({ q: national(order) })],
      ['search: phone, +CC', (order) => ({ q: order.recipientPhone })],
      ['search: phone, full-width', (order) => ({ q: fullWidth(national(order)) })],
      ['search: full name', (order) => ({ q: order.recipientName })],
      ['search: family name only', (_order, i) => ({ q: i % 2 === 0 ? [...chinese[i % runs]!.recipientName][0]! : polish[i % runs]!.recipientName.split(' ').at(-1)! })],
      ['search: name, 2 characters (start)', (order) => ({ q: [...order.recipientName].slice(0, 2).join('') })],
      ['search: commonest starts (ma, an, 陳, al, mo)', (_order, i) => ({ q: ['ma', 'an', '陳', 'al', 'mo'][i % 5]! })],
      ['search: Chinese name, 2 characters', (_order, i) => ({ q: [...chinese[i % runs]!.recipientName].slice(1, 3).join('') })],
      ['search: Latin name prefix (4 letters)', (_order, i) => ({ q: polish[i % runs]!.recipientName.split(' ').at(-1)!.slice(0, 4) })],
      ['search: tracking no', (order) => ({ q: order.trackingNo ?? order.orderNo })],
      ['search: no match', (_order, i) => ({ q: `zzqx${i}` })],
    ];
    console.log(`console at ${count} orders, PostgreSQL, ${runs} runs each (service.list: a page of 50 and its total):`);
    for (const [name, queryOf] of kinds) {
      const times: number[] = [];
      let totals = '';
      for (let i = 0; i < runs; i++) {
        const query = queryOf(samples[i % samples.length]!, i);
        const start = process.hrtime.bigint();
        const page = await list(query);
        times.push(ms(start));
        if (i === 0) totals = `${page.items.length} shown, total ${page.totalExact ? '' : '~'}${page.total}`;
      }
      times.sort((a, b) => a - b);
      const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
      console.log(`  ${name.padEnd(38)} median ${at(0.5).padStart(6)} ms  p95 ${at(0.95).padStart(6)} ms  (first: ${totals})`);
    }
    console.log('EXPLAIN ANALYZE (scans and times) of one of each kind:');
    for (const [name, queryOf] of kinds) {
      const { q, cursor: _cursor, limit: _limit, ...filters } = { limit: 50, ...queryOf(samples[0]!, 0) };
      const plans = await repository.plans({ ...filters, ...(q ? { search: searchTerms(q) } : {}) }, 51);
      // Each scan once (a phone search probes the phone index once per zone), with its time and rows.
      const scans = (lines: string[]) => {
        const found = new Map<string, { text: string; times: number }>();
        for (const line of lines.filter((text) => /Scan|Execution Time/.test(text))) {
          const text = line.trim().replace(/^->\s*/, '').replace(/\s*\(cost=[^)]*\)/, '').replace(/ \(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=\d+\)/, ' [$1 ms, $2 rows]');
          const key = text.replace(/ \[.*\]$/, '');
          const entry = found.get(key);
          if (entry) entry.times++;
          else found.set(key, { text, times: 1 });
        }
        return [...found.values()].map(({ text, times }) => (times > 1 ? `${text} (x${times})` : text));
      };
      console.log(`  ${name}\n    list:  ${scans(plans.list).join('\n           ')}\n    count: ${scans(plans.count).join('\n           ')}`);
    }
  } finally {
    await database.close();
    await admin.end();
  }
}
