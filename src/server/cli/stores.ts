import { readFile } from 'node:fs/promises';
import type { WithShop } from './shop';

export const STORES_USAGE = 'usage: npm run stores:import -- <file.csv> [--replace]';

/** Fills the pickup store directory from a CSV file (a chain's list). */
export async function importStores(withShop: WithShop, args: string[]): Promise<number> {
  const file = args.find((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--replace');
  if (!file || unknown.length > 0) {
    console.error(unknown.length > 0 ? `unknown option ${unknown.join(' ')}\n${STORES_USAGE}` : STORES_USAGE);
    return 2;
  }
  let csv: string;
  try {
    csv = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  return withShop(async ({ database, services }) => {
    const result = await services.stores().importCsv(csv, { replace: args.includes('--replace') });
    for (const problem of result.problems) console.error(`skipped ${problem}`);
    console.log(`imported ${result.imported} store${result.imported === 1 ? '' : 's'} into ${database.engine} (${database.location})${result.problems.length ? `; skipped ${result.problems.length} line(s)` : ''}`);
    return result.imported === 0 && result.problems.length > 0 ? 1 : 0;
  });
}
