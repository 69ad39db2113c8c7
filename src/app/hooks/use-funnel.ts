import { useEffect, useRef, useState } from 'react';
import { createFunnelRecorder, sendFunnel, type FunnelRecorder } from '../actors/funnel-recorder';
import { useConsent } from '../providers/consent';
import { useServices } from '../providers/services';

/**
 * The checkout funnel's recorder for the page's checkout actor (its `inspect` option). What it
 * counted goes with sendBeacon when the page is hidden or left, only where the shopper's consent
 * allows it (asked: granted; not asked: the site's setting allows it). The server checks again.
 */
export function useFunnel(): FunnelRecorder {
  const [recorder] = useState(createFunnelRecorder);
  const { state } = useConsent();
  const { beacon } = useServices();
  const allowed = useRef(false);
  allowed.current = state === 'granted' || state === 'notRequired';

  useEffect(() => {
    const report = () => {
      if (allowed.current && beacon) sendFunnel(recorder, beacon);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && report();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', report);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', report);
      // Leaving the page inside the app (the order placed, the shopper went back) reports too.
      report();
    };
  }, [recorder, beacon]);
  return recorder;
}
