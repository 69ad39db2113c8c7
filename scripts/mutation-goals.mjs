// After `stryker run`: the mutation score of machines/ and of src/domain/ from
// reports/mutation/mutation.json, each against its goal (issue 18: 90 % and 85 % killed).
// Exits non-zero when a folder is short. Scores count killed and timed-out mutants over every
// valid one (survived and not covered included), as Stryker's own score does.
import { readFileSync } from 'node:fs';

const GOALS = { 'machines/': 90, 'src/domain/': 85 };
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const report = JSON.parse(readFileSync(process.argv[2] ?? 'reports/mutation/mutation.json', 'utf8'));
let short = false;
for (const [folder, goal] of Object.entries(GOALS)) {
  let detected = 0;
  let undetected = 0;
  for (const [path, file] of Object.entries(report.files)) {
    if (!path.replaceAll('\\', '/').includes(folder)) continue;
    for (const mutant of file.mutants) {
      if (DETECTED.has(mutant.status)) detected += 1;
      else if (UNDETECTED.has(mutant.status)) undetected += 1;
    }
  }
  const total = detected + undetected;
  if (total === 0) continue;
  const score = (100 * detected) / total;
  const ok = score >= goal;
  short ||= !ok;
  console.log(`${folder} ${score.toFixed(1)} % killed (${detected}/${total}), goal ${goal} %: ${ok ? 'met' : 'short'}`);
}
process.exit(short ? 1 : 0);
