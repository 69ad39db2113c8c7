import { useEffect, useState } from 'react';
import { splitDuration } from '../../domain/duration';
import type { Sale } from '../../domain/product';
import type { SaleView } from '../../views/SaleBanner';
import { useBootstrap } from '../providers/bootstrap-context';
import { followCountdownLater } from '../actors/lazy-countdown';

/** The time left on a sale's clock, ms: read by the one component that shows it. */
export interface SaleClock {
  get: () => number;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A sale's countdown on the page. The server and the first render show the time left when the
 * page was made (no hydration mismatch); once the page is up, the countdown machine loads and
 * counts to the real end, its clock corrected by the server's. At the end the sale is over:
 * `running` turns false, and the page prices without it.
 *
 * The seconds go to `clock`, not to the page's state: each tick re-renders the clock that shows
 * it (app/components/LiveSaleBanner.tsx), not the whole landing page around it, which on a slow
 * phone took 13-37 ms of every second under Lighthouse's 4x CPU. The page re-renders once, at the end.
 */
export function useSale(sale: Sale | null | undefined): { view: SaleView | null; running: boolean; clock: SaleClock } {
  const { serverTime } = useBootstrap();
  const endsAt = sale ? Date.parse(sale.endsAt) : 0;
  const [clock] = useState(() => timeLeftStore(sale ? Math.max(0, endsAt - serverTime) : 0));
  const [ended, setEnded] = useState(() => !sale || endsAt <= serverTime);

  useEffect(() => {
    if (sale && endsAt > serverTime) return followCountdownLater(endsAt, serverTime, clock.set, () => setEnded(true));
  }, [sale, endsAt, serverTime, clock]);

  if (!sale) return { view: null, running: false, clock };
  return { view: { kind: sale.kind, percentOff: sale.percentOff, left: ended ? null : splitDuration(clock.get()) }, running: !ended, clock };
}

function timeLeftStore(initial: number): SaleClock & { set: (left: number) => void } {
  let left = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => left,
    set: (next) => {
      if (next === left) return;
      left = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
