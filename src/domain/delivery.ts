import type { Zone } from './zones';

/**
 * The delivery-date range shown with an order (spec §9: "+7 to +10 days, as
 * YYYY-MM-DD~YYYY-MM-DD"), counted in the zone's own calendar; Japan's longer promise (ship in
 * 3-5 days, deliver 10-15 days after dispatch) gives a later range.
 */
export interface DateRange {
  from: string;
  to: string;
}

const ISO_DATE = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  let format = ISO_DATE.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    ISO_DATE.set(timeZone, format);
  }
  return format.format(instant);
}

/** A calendar date plus some days (calendar arithmetic, free of time zones and DST). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function deliveryRange(zone: Pick<Zone, 'deliveryDays' | 'timeZone'>, now: Date): DateRange {
  const today = localDate(now, zone.timeZone);
  return { from: addDays(today, zone.deliveryDays[0]), to: addDays(today, zone.deliveryDays[1]) };
}

/** The spec's display form: 2026-11-28~2026-12-01. */
export function formatRange(range: DateRange): string {
  return `${range.from}~${range.to}`;
}
