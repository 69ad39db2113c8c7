// After `stryker run`: the mutation score of machines/ and of src/domain/ from
// reports/mutation/mutation.json, each against its goal (issue 18: 90 % and 85 % killed).
// Exits non-zero when a folder is short. Scores count killed and timed-out mutants over every
// valid one (survived and not covered included), as Stryker's own score does.
//
// Given several reports (the one-file runs, each kept as reports/mutation/files/<name>.json by
// `npm run mutation:file`), it merges them first: a source file found in more than one report
// counts from the newest. Each one-file run tests a file against its own tests only, so the merged
// score is a lower bound of what the whole run would find.
//
//   node scripts/mutation-goals.mjs [report.json ...] [--files]   (--files: a line per source file)
import { readFileSync, statSync } from 'node:fs';

const GOALS = { 'machines/': 90, 'src/domain/': 85 };
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const args = process.argv.slice(2);
const perFile = args.includes('--files');
const reports = args.filter((arg) => !arg.startsWith('--'));
if (reports.length === 0) reports.push('reports/mutation/mutation.json');

/** Source path → { mutants, from }: the newest report's mutants of each source file. */
const files = new Map();
for (const report of reports.toSorted((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)) {
  const parsed = JSON.parse(readFileSync(report, 'utf8'));
  for (const [path, file] of Object.entries(parsed.files)) {
    const relative = path.replaceAll('\\', '/').replace(/^.*?(?=(machines|src\/domain)\/)/, '');
    files.set(relative, { mutants: file.mutants, from: report });
  }
}

function count(mutants) {
  let detected = 0;
  let undetected = 0;
  for (const mutant of mutants) {
    if (DETECTED.has(mutant.status)) detected += 1;
    else if (UNDETECTED.has(mutant.status)) undetected += 1;
  }
  return { detected, undetected, total: detected + undetected };
}

const percent = ({ detected, total }) => ((100 * detected) / total).toFixed(1);

let short = false;
for (const [folder, goal] of Object.entries(GOALS)) {
  const inFolder = [...files.entries()].filter(([path]) => path.startsWith(folder)).sort(([a], [b]) => a.localeCompare(b));
  const all = count(inFolder.flatMap(([, file]) => file.mutants));
  if (all.total === 0) continue;
  if (perFile) {
    for (const [path, file] of inFolder) {
      const one = count(file.mutants);
      if (one.total > 0) console.log(`  ${path} ${percent(one)} % (${one.detected}/${one.total})`);
    }
  }
  const ok = (100 * all.detected) / all.total >= goal;
  short ||= !ok;
  console.log(`${folder} ${percent(all)} % killed (${all.detected}/${all.total}, ${inFolder.length} files), goal ${goal} %: ${ok ? 'met' : 'short'}`);
}
process.exit(short ? 1 : 0);
