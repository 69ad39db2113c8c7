import { useSyncExternalStore } from 'react';
import { splitDuration } from '../../domain/duration';
import { SaleBanner, type SaleView } from '../../views/SaleBanner';
import type { SaleClock } from '../hooks/use-sale';

/** A sale's banner whose clock follows the countdown (hooks/use-sale.ts): each second re-renders this alone. */
export function LiveSaleBanner({ sale, clock }: { sale: SaleView; clock: SaleClock }) {
  const left = useSyncExternalStore(clock.subscribe, clock.get, clock.get);
  return <SaleBanner sale={sale.left ? { ...sale, left: splitDuration(left) } : sale} />;
}
