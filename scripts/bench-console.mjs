// npm run bench:console (or BENCH_MILLION=1 npm run bench): the support console's list and search
// at a million orders on PostgreSQL (scripts/bench/console.ts). Numbers, no pass/fail.
//   BENCH_DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_ORDERS         how many orders (default 1000000); BENCH_RUNS queries of each kind (default 40)
//   BENCH_SCHEMA         the schema the orders are kept in between runs (default bench_console)
//   BENCH_WORKERS        processes generating the orders at once (default 3)
import { runnerImport } from 'vite';

const { module } = await runnerImport('./scripts/bench/console.ts');
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = process.env.BENCH_SCHEMA ?? 'bench_console';
if (process.env.BENCH_PART) {
  // A generating worker the bench started (BENCH_PART=<seed>:<count>).
  const [seed, count] = process.env.BENCH_PART.split(':').map(Number);
  await module.generateShare({ url, schema, seed, count });
} else {
  await module.benchConsole({ url, schema, count: Number(process.env.BENCH_ORDERS ?? 1_000_000), runs: Number(process.env.BENCH_RUNS ?? 40), workers: Number(process.env.BENCH_WORKERS ?? 3) });
}
