// `npm run paths`: the testers' path coverage. Runs the model-based tests (every machine alone,
// and those replayed through the React views), then prints `states a/b` and `transitions c/d`
// for every machine in machines/, alone and through the views, writes reports/paths/index.html
// and exits non-zero when any figure is short of complete (a machine with no replay through its
// views counts as incomplete there).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { page, section } from './paths-report.mjs';

const RESULTS = join('test-results', 'path-coverage.json');
const REPORT_DIR = join('reports', 'paths');
const VIEWS = ' (through the views)';

rmSync(RESULTS, { force: true });
const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', '--project', 'views', 'test/machines', 'test/views'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, FORCE_COLOR: '0' } });
if (run.status !== 0) console.error(`the model-based tests failed (exit ${run.status}): the figures below are of the paths that ran`);

let results = {};
try {
  results = JSON.parse(readFileSync(RESULTS, 'utf8'));
} catch {
  console.error(`no ${RESULTS}: no model-based test reported its coverage`);
  process.exit(1);
}

/** machines/<kebab>.machine.ts exports <camel>Machine; the tests report under <camel>. */
const camel = (kebab) => kebab.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const machines = readdirSync('machines')
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => camel(file.replace(/\.machine\.ts$/, '')))
  .sort();

const figure = (summary) => (summary ? `states ${summary.states.covered}/${summary.states.total}, transitions ${summary.transitions.covered}/${summary.transitions.total}` : 'none');
const complete = (summary) => summary !== undefined && summary.states.covered === summary.states.total && summary.transitions.covered === summary.transitions.total;

let incomplete = 0;
const width = Math.max(...machines.map((name) => name.length));
for (const name of machines) {
  const alone = results[name];
  // No replay through the views: nothing of the machine is covered there yet.
  const views = results[name + VIEWS] ?? (alone && { ...alone, states: { ...alone.states, covered: 0 }, transitions: { ...alone.transitions, covered: 0 }, missedStates: [], missedTransitions: [], none: true });
  results[name + VIEWS] = views;
  if (!complete(alone)) incomplete += 1;
  if (!complete(views)) incomplete += 1;
  console.log(`${name.padEnd(width)}  alone: ${figure(alone).padEnd(36)}  through the views: ${figure(views)}`);
}

mkdirSync(REPORT_DIR, { recursive: true });
writeFileSync(join(REPORT_DIR, 'index.html'), page(machines.map((name) => section(name, results[name], results[name + VIEWS]))));
console.log(`\nreport: ${join(REPORT_DIR, 'index.html')}`);
if (incomplete > 0) {
  console.log(`${incomplete} figure${incomplete === 1 ? ' is' : 's are'} short of complete`);
  process.exit(1);
}
