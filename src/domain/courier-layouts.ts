/**
 * The courier layouts of the console's CSV export: every field, T-cat's (Taiwan), InPost's
 * (Poland). In a file of its own (no schema library) so the back office loads it alone.
 */
export const CSV_LAYOUTS = ['generic', 'tcat', 'inpost'] as const;
export type CsvLayout = (typeof CSV_LAYOUTS)[number];
