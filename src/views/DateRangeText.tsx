/**
 * A delivery-date range "YYYY-MM-DD~YYYY-MM-DD" as text that may wrap only between its dates,
 * never inside one (a narrow column used to break "2026-12-" from "04").
 */
export function DateRangeText({ range }: { range: string }) {
  const [from, to] = range.split('~');
  return (
    <bdi dir="ltr" className="date-range">
      <span className="date-range__date">{from}</span>
      {to !== undefined && (
        <>
          ~<wbr />
          <span className="date-range__date">{to}</span>
        </>
      )}
    </bdi>
  );
}
