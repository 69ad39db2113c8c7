import type { CheckoutContext } from '../../../machines/checkout.machine';
import { LEAD_DEBOUNCE_MS, leadPingOf, type LeadPing } from '../../domain/leads';
import { requireZone } from '../../domain/zones';
import type { Services } from '../providers/services';

/**
 * The checkout's `noteLead` and `dropLead` effects: once the phone typed is a valid mobile of the
 * zone, and consent allows it (where it is asked: the EU, and elsewhere as the site sets), one
 * ping LEAD_DEBOUNCE_MS after the last change; the same ping is not sent twice. The sending code
 * (src/api/leads.ts) is fetched only when there is something to send.
 */
export function leadNotes(services: Services, allowed: () => boolean) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sent = '';
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const send = (ping: LeadPing) => {
    const key = JSON.stringify(ping);
    if (key === sent || !allowed()) return;
    sent = key;
    void import('../../api/leads').then(({ sendLead }) => sendLead(services.api, ping));
  };
  return {
    note(context: Pick<CheckoutContext, 'zoneId' | 'productId' | 'lines' | 'recipient'>) {
      cancel();
      if (!allowed()) return;
      const ping = leadPingOf(requireZone(context.zoneId), context);
      if (ping) timer = setTimeout(() => send(ping), LEAD_DEBOUNCE_MS);
    },
    drop: cancel,
  };
}
