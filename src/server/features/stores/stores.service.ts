import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { PICKUP_BRANDS } from '../../../domain/order';
import type { StoreRepository } from './stores.repository';

const csvRow = z.object({
  brand: z.enum(PICKUP_BRANDS),
  store_id: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(100),
  city: z.string().trim().min(1).max(50),
  district: z.string().trim().max(50),
  address: z.string().trim().min(1).max(200),
  phone: z
    .string()
    .trim()
    .max(30)
    .optional()
    .transform((value) => value || null),
});

export interface ImportResult {
  imported: number;
  problems: string[];
}

/** The pickup store directory's lists (the operator's CLI, the demo shop's sample list). */
export function createStoreService(repository: StoreRepository) {
  return {
    /**
     * Reads a store list (header: brand,store_id,name,city,district,address,phone) into the
     * directory. Rows that do not fit are reported by line and skipped; `replace` first empties
     * the brands the file lists.
     */
    async importCsv(csv: string, options: { replace: boolean }): Promise<ImportResult> {
      const rows = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<string, string>[];
      const problems: string[] = [];
      const valid: z.infer<typeof csvRow>[] = [];
      rows.forEach((row, index) => {
        const result = csvRow.safeParse(row);
        if (result.success) valid.push(result.data);
        else problems.push(`line ${index + 2}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
      });
      await repository.save(
        valid.map((row) => ({ brand: row.brand, id: row.store_id, name: row.name, city: row.city, district: row.district, address: row.address, phone: row.phone })),
        { replaceBrands: options.replace ? [...new Set(valid.map((row) => row.brand))] : [] },
      );
      return { imported: valid.length, problems };
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
