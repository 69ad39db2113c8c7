import { useEffect, useState } from 'react';
import { splitDuration } from '../../domain/duration';
import type { Sale } from '../../domain/product';
import type { SaleView } from '../../views/SaleBanner';
import { useBootstrap } from '../providers/bootstrap-context';
import { followCountdownLater } from '../actors/lazy-countdown';

/**
 * A sale's countdown on the page. The server and the first render show the time left when the
 * page was made (no hydration mismatch); once the page is up, the countdown machine loads and
 * counts to the real end, its clock corrected by the server's. At the end the sale is over:
 * `running` turns false, and the page prices without it.
 */
export function useSale(sale: Sale | null | undefined): { view: SaleView | null; running: boolean } {
  const { serverTime } = useBootstrap();
  const endsAt = sale ? Date.parse(sale.endsAt) : 0;
  const [left, setLeft] = useState(() => (sale ? Math.max(0, endsAt - serverTime) : 0));
  const [ended, setEnded] = useState(() => !sale || endsAt <= serverTime);

  useEffect(() => {
    if (sale && endsAt > serverTime) return followCountdownLater(endsAt, serverTime, setLeft, () => setEnded(true));
  }, [sale, endsAt, serverTime]);

  if (!sale) return { view: null, running: false };
  return { view: { kind: sale.kind, percentOff: sale.percentOff, left: ended ? null : splitDuration(left) }, running: !ended };
}
