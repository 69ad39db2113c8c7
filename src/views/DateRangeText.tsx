import { FormattedDate, FormattedMessage } from 'react-intl';
import { calendarDate } from '../domain/delivery';

/**
 * A delivery-date range "YYYY-MM-DD~YYYY-MM-DD" in the page's language ("14 gru 2026 – 17 gru
 * 2026", "2026年12月14日至2026年12月17日"), each date as the order date beside it reads. The dates
 * are calendar dates, so they are shown as UTC dates: no time zone moves them a day, and the
 * server and the browser write the same text. The range may wrap only between its dates, never
 * inside one (a narrow column used to break "2026-12-" from "04").
 */
export function DateRangeText({ range }: { range: string }) {
  const [from, to] = range.split('~');
  return (
    <bdi className="date-range">
      {to === undefined ? <CalendarDate date={from!} /> : <FormattedMessage id="date.range" values={{ from: <CalendarDate date={from!} />, to: <CalendarDate date={to} /> }} />}
    </bdi>
  );
}

function CalendarDate({ date }: { date: string }) {
  const day = calendarDate(date);
  return <span className="date-range__date">{day ? <FormattedDate value={day} dateStyle="medium" timeZone="UTC" /> : date}</span>;
}
