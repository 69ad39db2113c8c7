// npm run bench:console (or BENCH_MILLION=1 npm run bench): the support console's list and search
// at a million orders on PostgreSQL (scripts/bench/console.ts). Numbers, no pass/fail.
//   BENCH_DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_ORDERS         how many orders (default 1000000); BENCH_RUNS queries of each kind (default 40)
//   BENCH_SCHEMA         the schema the orders are kept in between runs (default bench_console)
import { runnerImport } from 'vite';

const { module } = await runnerImport('./scripts/bench/console.ts');
await module.benchConsole({
  url: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  schema: process.env.BENCH_SCHEMA ?? 'bench_console',
  count: Number(process.env.BENCH_ORDERS ?? 1_000_000),
  runs: Number(process.env.BENCH_RUNS ?? 40),
});
