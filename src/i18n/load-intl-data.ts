import { nextTurn } from '../app/services/next-turn';

/**
 * A browser's first number format and first date format each load ICU's data for their kind.
 * Measured in Chromium on the 2-core machine: 11-14 ms for the first `Intl.NumberFormat`, 1-15 ms
 * more for the first `Intl.DateTimeFormat`, four times as long on the phone Lighthouse simulates.
 * React-intl asks for both at once (`createIntl` checks the locale against each), so the page's
 * first formatter made one task of both: 26-48 ms traced here, four times that on that phone. Here
 * each kind loads in a task of its own, apart from the work before it (the page's catalog, the
 * address bar's update) and before the first formatter is made.
 */
export async function loadIntlData(locale: string, turn: () => Promise<void> = nextTurn): Promise<void> {
  await turn();
  Intl.NumberFormat.supportedLocalesOf(locale);
  await turn();
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  await turn();
}
