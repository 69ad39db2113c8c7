import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { importStoresCsv } from './modules/stores/repository';

/**
 * Operator commands, run against the database the server uses (DATABASE_URL or DATA_DIR):
 *
 *   npm run reviews -- pending                 reviews waiting for approval (id, product, score, text)
 *   npm run reviews -- approve <id> | reject <id>
 *   npm run reviews -- reply <id> "<text>"     the seller's reply, shown under the review
 *
 *   npm run stores:import -- stores.csv [--replace]
 *     Fills the pickup store directory from a CSV file with the header
 *     brand,store_id,name,city,district,address,phone (brand: seven_eleven, family_mart,
 *     hi_life or sf_station). Rows that do not fit are listed by line and skipped. --replace
 *     first removes the stores of the brands the file lists (a chain's full new list).
 */
const USAGE = 'usage: npm run stores:import -- <file.csv> [--replace]';
const REVIEWS_USAGE = 'usage: npm run reviews -- pending | approve <id> | reject <id> | reply <id> "<text>"';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'reviews') return reviews(rest[0] ?? '', rest.slice(1));
  if (command?.startsWith('reviews:')) return reviews(command.slice('reviews:'.length), rest);
  if (command !== 'stores:import') {
    console.error(`${USAGE}\n${REVIEWS_USAGE}`);
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
  const database = await open();
  try {
    const result = await importStoresCsv(database.db, csv, { replace: rest.includes('--replace') });
    for (const problem of result.problems) console.error(`skipped ${problem}`);
    console.log(`imported ${result.imported} store${result.imported === 1 ? '' : 's'} into ${database.engine} (${database.location})${result.problems.length ? `; skipped ${result.problems.length} line(s)` : ''}`);
    return result.imported === 0 && result.problems.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

/** The seller's review moderation: new reviews wait (status `pending`) until approved. */
async function reviews(action: string, args: string[]): Promise<number> {
  const [id, ...text] = args;
  if (!['pending', 'approve', 'reject', 'reply'].includes(action) || (action !== 'pending' && !id) || (action === 'reply' && text.length === 0)) {
    console.error(REVIEWS_USAGE);
    return 2;
  }
  const database = await open();
  try {
    const db = database.db;
    if (action === 'pending') {
      const rows = await db.selectFrom('reviews').select(['id', 'product_id', 'author', 'score', 'body', 'images', 'created_at']).where('status', '=', 'pending').orderBy('created_at').execute();
      for (const row of rows) {
        const photos = (JSON.parse(row.images) as string[]).length;
        console.log(`${row.id}  ${row.created_at}  ${row.product_id}  ${'★'.repeat(row.score)}  ${row.author}: ${row.body.replace(/\s+/g, ' ').slice(0, 80)}${photos ? `  (${photos} photo${photos === 1 ? '' : 's'})` : ''}`);
      }
      console.log(`${rows.length} review${rows.length === 1 ? '' : 's'} waiting`);
      return 0;
    }
    const change = action === 'reply' ? { seller_reply: text.join(' ').trim() } : { status: action === 'approve' ? 'approved' : 'rejected' };
    const result = await db.updateTable('reviews').set(change).where('id', '=', id!).executeTakeFirst();
    if (result.numUpdatedRows === 0n) {
      console.error(`no review ${id}`);
      return 1;
    }
    console.log(action === 'reply' ? `replied to ${id}` : `${action === 'approve' ? 'approved' : 'rejected'} ${id}`);
    return 0;
  } finally {
    await database.close();
  }
}

async function open() {
  const config = loadConfig(process.env, fileURLToPath(new URL('../client', import.meta.url)));
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database.db);
  return database;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
