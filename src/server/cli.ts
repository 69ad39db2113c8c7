import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { importStoresCsv } from './modules/stores/repository';

/**
 * Operator commands, run against the database the server uses (DATABASE_URL or DATA_DIR):
 *
 *   npm run stores:import -- stores.csv [--replace]
 *     Fills the pickup store directory from a CSV file with the header
 *     brand,store_id,name,city,district,address,phone (brand: seven_eleven, family_mart,
 *     hi_life or sf_station). Rows that do not fit are listed by line and skipped. --replace
 *     first removes the stores of the brands the file lists (a chain's full new list).
 */
const USAGE = 'usage: npm run stores:import -- <file.csv> [--replace]';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'stores:import') {
    console.error(USAGE);
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
  const config = loadConfig(process.env, fileURLToPath(new URL('../client', import.meta.url)));
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    const result = await importStoresCsv(database.db, csv, { replace: rest.includes('--replace') });
    for (const problem of result.problems) console.error(`skipped ${problem}`);
    console.log(`imported ${result.imported} store${result.imported === 1 ? '' : 's'} into ${database.engine} (${database.location})${result.problems.length ? `; skipped ${result.problems.length} line(s)` : ''}`);
    return result.imported === 0 && result.problems.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
