import { useEffect, useRef, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import type { FunnelRecorder } from '../actors/funnel-recorder';
import { useConsent } from '../providers/consent';
import { useServices } from '../providers/services';

/** The recorder's module, fetched once the page has opened: what the checkout did before it came is replayed into it. */
function lazyRecorder() {
  const waiting: InspectionEvent[] = [];
  let loaded: { recorder: FunnelRecorder; send: typeof import('../actors/funnel-recorder').sendFunnel } | null = null;
  void import('../actors/funnel-recorder').then(({ createFunnelRecorder, sendFunnel }) => {
    loaded = { recorder: createFunnelRecorder(), send: sendFunnel };
    waiting.splice(0).forEach(loaded.recorder.inspect);
  });
  return {
    inspect: (event: InspectionEvent) => (loaded ? loaded.recorder.inspect(event) : void waiting.push(event)),
    /** Sends what was counted (false before the module came: a page left in its first instants reports nothing). */
    send: (beacon: (url: string, body: Blob) => boolean) => (loaded ? loaded.send(loaded.recorder, beacon) : false),
  };
}

/**
 * The checkout funnel's recorder for the page's checkout actor (its `inspect` option). What it
 * counted goes with sendBeacon when the page is hidden or left, only where the shopper's consent
 * allows it (asked: granted; not asked: the site's setting allows it). The server checks again.
 * Its code (about 0.6 KB) is not part of the order form's: no shopper waits for analytics.
 */
export function useFunnel(): Pick<FunnelRecorder, 'inspect'> {
  const [recorder] = useState(lazyRecorder);
  const { state } = useConsent();
  const { beacon } = useServices();
  const allowed = useRef(false);
  allowed.current = state === 'granted' || state === 'notRequired';

  useEffect(() => {
    const report = () => {
      if (allowed.current && beacon) recorder.send(beacon);
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
