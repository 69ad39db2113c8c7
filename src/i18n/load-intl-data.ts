import { nextTurn } from '../app/services/next-turn';

/**
 * The worker the page's starter runs (server/features/pages/app-start.ts) to load the browser's
 * number and date data on a thread of its own (public/intl-warm.js), and the global that holds
 * the promise it settles once done.
 */
export const INTL_WARM_SCRIPT = '/intl-warm.js';
export const INTL_WARM = 'doorstepIntlWarm';

/** Longest the app waits for that worker before it loads the data itself. */
export const INTL_WARM_WAIT_MS = 1000;

/** The starter's warm-up, where it ran. */
const warmedElsewhere = (): Promise<unknown> | undefined => (globalThis as Record<string, unknown>)[INTL_WARM] as Promise<unknown> | undefined;

/**
 * A browser's first number format and first date format each load data for their kind: the
 * engine's list of the languages it knows, then ICU's data for the language. Measured in Chromium
 * on a 2-core machine: 41-54 ms on the main thread for the first of them, four times as long on
 * the phone Lighthouse simulates. The engine keeps that data for the whole process, so the
 * starter has a worker load it first; once it has, the formats below cost the main thread 0-2 ms.
 * Where there is no worker (or it takes longer than INTL_WARM_WAIT_MS), each kind loads here in
 * a task of its own, apart from the work before it (the page's catalog, the address bar's update)
 * and before the first formatter is made: React-intl asks for both at once (`createIntl` checks
 * the locale against each).
 */
export async function loadIntlData(locale: string, turn: () => Promise<void> = nextTurn, warm: Promise<unknown> | undefined = warmedElsewhere()): Promise<void> {
  if (warm) await Promise.race([warm, new Promise((resolve) => setTimeout(resolve, INTL_WARM_WAIT_MS))]);
  await turn();
  Intl.NumberFormat.supportedLocalesOf(locale);
  await turn();
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  await turn();
}
