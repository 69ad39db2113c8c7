/**
 * The sold count a product's page shows ("2526 sold"), as the owner chooses it per product: the
 * spec's default, a number they type, or the units really sold (in orders not cancelled).
 */
export const DEFAULT_SOLD_COUNT = 2526;

export const SOLD_COUNT_MODES = ['default', 'fixed', 'real'] as const;
export type SoldCountMode = (typeof SOLD_COUNT_MODES)[number];

/** The most a typed sold count may be (as the product editor's). */
export const MAX_SOLD_COUNT = 100_000_000;

export function isSoldCountMode(value: string): value is SoldCountMode {
  return (SOLD_COUNT_MODES as readonly string[]).includes(value);
}

/** A stored mode as read back; anything unknown shows the number typed, as before modes existed. */
export function soldCountMode(stored: string): SoldCountMode {
  return isSoldCountMode(stored) ? stored : 'fixed';
}

/** The number the page shows for a mode: the default, the typed number, or the real count. */
export function shownSoldCount(mode: SoldCountMode, fixed: number, real: number): number {
  if (mode === 'default') return DEFAULT_SOLD_COUNT;
  return mode === 'real' ? real : fixed;
}
