import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod';
import { PICKUP_BRANDS, type PickupBrand } from '../../../domain/order';
import type { Actor } from '../audit/audit.repository';
import type { StoreRepository } from './stores.repository';

const COLUMNS = ['brand', 'store_id', 'name', 'city', 'district', 'address', 'phone'] as const;
const REQUIRED_COLUMNS = COLUMNS.filter((column) => column !== 'phone');

const csvRow = z.object({
  brand: z.enum(PICKUP_BRANDS, 'brand'),
  store_id: z.string('required').trim().min(1, 'required').max(32, 'tooLong'),
  name: z.string('required').trim().min(1, 'required').max(100, 'tooLong'),
  city: z.string('required').trim().min(1, 'required').max(50, 'tooLong'),
  district: z.string('required').trim().max(50, 'tooLong'),
  address: z.string('required').trim().min(1, 'required').max(200, 'tooLong'),
  phone: z
    .string()
    .trim()
    .max(30, 'tooLong')
    .optional()
    .transform((value) => value || null),
});

type StoreRow = z.infer<typeof csvRow>;

/** What is wrong with one line of a store list: a problem code, and the column it is in (if one). */
export type StoreLineProblem = { line: number; problem: 'brand' | 'required' | 'tooLong' | 'invalid'; column: string } | { line: number; problem: 'columns'; columns: string[] } | { line: number; problem: 'csv' | 'empty' };

export interface ImportResult {
  imported: number;
  problems: string[];
}

/** Reads a store list: its rows that fit, and every line that does not. */
function readCsv(csv: string): { rows: StoreRow[]; problems: StoreLineProblem[] } {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true, info: true, relax_column_count: true }) as typeof records;
  } catch (error) {
    return { rows: [], problems: [{ line: error instanceof CsvError && typeof error.lines === 'number' ? error.lines : 1, problem: 'csv' }] };
  }
  if (records.length === 0) return { rows: [], problems: [{ line: 1, problem: 'empty' }] };
  const missing = REQUIRED_COLUMNS.filter((column) => !(column in records[0]!.record));
  if (missing.length > 0) return { rows: [], problems: [{ line: 1, problem: 'columns', columns: missing }] };
  const rows: StoreRow[] = [];
  const problems: StoreLineProblem[] = [];
  for (const { record, info } of records) {
    const result = csvRow.safeParse(record);
    if (result.success) rows.push(result.data);
    else {
      for (const issue of result.error.issues) {
        const problem = (['brand', 'required', 'tooLong'] as const).find((code) => code === issue.message) ?? 'invalid';
        problems.push({ line: info.lines, problem, column: String(issue.path[0] ?? '') });
      }
    }
  }
  return { rows, problems };
}

const toRecords = (rows: readonly StoreRow[]) => rows.map((row) => ({ brand: row.brand, id: row.store_id, name: row.name, city: row.city, district: row.district, address: row.address, phone: row.phone }));
const brandsOf = (rows: readonly StoreRow[]): PickupBrand[] => [...new Set(rows.map((row) => row.brand))];

/** The problem as the command line prints it. */
function describe(problem: StoreLineProblem): string {
  if (problem.problem === 'columns') return `line ${problem.line}: missing columns ${problem.columns.join(', ')}`;
  if ('column' in problem) return `line ${problem.line}: ${problem.column} ${problem.problem === 'brand' ? `must be one of ${PICKUP_BRANDS.join(', ')}` : problem.problem}`;
  return `line ${problem.line}: ${problem.problem === 'csv' ? 'not readable as CSV' : 'no stores'}`;
}

/** The pickup store directory's lists (the operator's CLI and back office, the demo shop's sample list). */
export function createStoreService(repository: StoreRepository, clock: () => Date = () => new Date()) {
  return {
    /**
     * Reads a store list (header: brand,store_id,name,city,district,address,phone) into the
     * directory. Rows that do not fit are reported by line and skipped; `replace` first empties
     * the brands the file lists.
     */
    async importCsv(csv: string, options: { replace: boolean }): Promise<ImportResult> {
      const { rows, problems } = readCsv(csv);
      await repository.save(toRecords(rows), { replaceBrands: options.replace ? brandsOf(rows) : [] });
      return { imported: rows.length, problems: problems.map(describe) };
    },

    /**
     * The back office's import: the whole file or nothing. A file with any line that does not fit
     * changes nothing and answers every such line; otherwise its stores go in, audited.
     */
    async importWhole(csv: string, options: { replace: boolean }, actor: Actor): Promise<{ ok: true; imported: number } | { ok: false; problems: StoreLineProblem[] }> {
      const { rows, problems } = readCsv(csv);
      if (problems.length > 0) return { ok: false, problems };
      const brands = brandsOf(rows);
      const at = clock().toISOString();
      await repository.save(toRecords(rows), {
        replaceBrands: options.replace ? brands : [],
        audit: { actor, at, change: { action: 'stores.import', entity: 'pickup_stores', entityId: null, before: null, after: { imported: rows.length, brands, replaced: options.replace } } },
      });
      return { ok: true, imported: rows.length };
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
