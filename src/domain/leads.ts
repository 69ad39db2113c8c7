import type { OrderLine } from './pricing';
import { readPhone, tidy, NAME_MAX } from './recipient';
import type { ConsentState } from './tracking';
import type { Zone } from './zones';

/**
 * Abandoned forms (issue 16): a shopper typed a valid phone in the order form and did not order.
 * The form sends a small ping once the phone is valid (and again when it changes); the console
 * shows the lead once the form has been quiet for LEAD_QUIET_MINUTES without an order from that
 * phone, marks it converted when that phone (E.164) orders, and forgets it after LEAD_DAYS.
 */
export const LEAD_QUIET_MINUTES = 30;
export const LEAD_DAYS = 30;
/** The form waits this long after the last keystroke before it pings (one ping, not one a digit). */
export const LEAD_DEBOUNCE_MS = 2_000;

/** What the order form sends (POST /api/consumer/leads). */
export interface LeadPing {
  productId: string;
  phone: string;
  name?: string;
  lines: OrderLine[];
}

/**
 * The ping a form's state makes, or null while the phone is not a valid mobile of the zone (the
 * same rule the order itself keeps). Only what a caller needs: the phone, the name if typed, what
 * was chosen.
 */
export function leadPingOf(zone: Zone, form: { productId: string; lines: readonly OrderLine[]; recipient: { phone: string; name: string; firstName: string; lastName: string } }): LeadPing | null {
  if (!readPhone(zone, form.recipient.phone).valid || form.lines.length === 0) return null;
  const name = tidy(zone.nameFields === 'firstLast' ? `${form.recipient.firstName} ${form.recipient.lastName}` : form.recipient.name).slice(0, NAME_MAX);
  return { productId: form.productId, phone: form.recipient.phone, ...(name ? { name } : {}), lines: form.lines.map(({ productId, kind, id, quantity }) => ({ productId, kind, id, quantity })) };
}

/** Whether the form may send leads: where consent is asked (the EU; elsewhere as the site sets), only once it is granted. */
export function leadsAllowed(consent: ConsentState): boolean {
  return consent === 'granted' || consent === 'notRequired';
}
