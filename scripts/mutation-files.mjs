// `npm run mutation:files [source ...]`: StrykerJS file by file, each source file of machines/ and
// src/domain/ against its own tests only (mutation-files.json: source → test files, and extra
// Stryker options where a file needs them). Minutes a file instead of the whole run's hours: the
// whole run replays every machine's 10,000 generated paths and views for every mutant.
// Each run's report is kept as reports/mutation/files/<source>.json (with its own incremental
// file beside it), then scripts/mutation-goals.mjs merges every kept report and holds each folder
// to its goal. Without arguments it runs every file of the map; `--force` (and any other flag) goes
// to Stryker.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const MAP = JSON.parse(readFileSync('mutation-files.json', 'utf8'));
const KEPT = 'reports/mutation/files';
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
// Flags go to Stryker: `--force` tests every mutant again instead of trusting the incremental file,
// which keeps a mutant's old "survived" after a new test file is added for it.
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const unknown = wanted.filter((source) => !MAP[source]);
if (unknown.length > 0) {
  console.error(`not in mutation-files.json: ${unknown.join(', ')}`);
  process.exit(2);
}
mkdirSync(KEPT, { recursive: true });

const keptName = (source) => source.replaceAll('/', '__');
let failed = false;
for (const source of wanted.length > 0 ? wanted : Object.keys(MAP)) {
  const { tests, options = [] } = MAP[source];
  const name = keptName(source);
  console.log(`\n# ${source} against ${tests.join(', ')}`);
  const started = Date.now();
  rmSync('reports/mutation/mutation.json', { force: true });
  const run = spawnSync(
    'npx',
    ['stryker', 'run', '--mutate', source, '--concurrency', process.env.MUTATION_CONCURRENCY ?? '1', '--incrementalFile', join(KEPT, `${name}.incremental.json`), ...options, ...flags],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, MUTATION_TESTS: tests.join(',') } },
  );
  if (run.status !== 0 || !existsSync('reports/mutation/mutation.json')) {
    console.error(`stryker failed on ${source}`);
    failed = true;
    continue;
  }
  copyFileSync('reports/mutation/mutation.json', join(KEPT, `${name}.json`));
  console.log(`# ${source}: ${Math.round((Date.now() - started) / 1000)} s`);
}

const reports = readdirSync(KEPT).filter((file) => file.endsWith('.json') && !file.endsWith('.incremental.json')).map((file) => join(KEPT, file));
const goals = spawnSync(process.execPath, ['scripts/mutation-goals.mjs', ...reports, '--files'], { stdio: 'inherit' });
process.exit(failed ? 1 : (goals.status ?? 1));
