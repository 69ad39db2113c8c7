import type { AdminLead, AdminLeadsQuery, LeadRequest } from '../../../domain/contracts/leads';
import { LEAD_DAYS, LEAD_QUIET_MINUTES } from '../../../domain/leads';
import { readPhone, tidy, NAME_MAX } from '../../../domain/recipient';
import { requireZone } from '../../../domain/zones';
import type { Site } from '../sites/sites.repository';
import type { LeadRepository } from './leads.repository';

export function createLeadService(deps: { leads: LeadRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Keeps the form's ping; 'badPhone' when the phone is not a valid mobile of the site's zone
     * (the order's own rule), 'unknownProduct' when the product is not the site's.
     */
    async keep(site: Site, ping: LeadRequest, locale: string, productExists: (id: string) => Promise<boolean>): Promise<'kept' | 'badPhone' | 'unknownProduct'> {
      const zone = requireZone(site.zoneId);
      const phone = readPhone(zone, ping.phone);
      // The zone that accepts anything keeps what was typed: a lead needs a number a caller can dial.
      if (!phone.valid || !phone.e164?.startsWith('+')) return 'badPhone';
      if (!(await productExists(ping.productId))) return 'unknownProduct';
      const name = ping.name ? tidy(ping.name).slice(0, NAME_MAX) : '';
      await deps.leads.keep({ siteId: site.id, phoneE164: phone.e164, phoneNational: phone.national, name: name || null, productId: ping.productId, lines: ping.lines, locale }, now().toISOString());
      return 'kept';
    },

    /** The console's list: forms quiet for 30 minutes without an order, or converted ones. */
    list(query: AdminLeadsQuery): Promise<AdminLead[]> {
      const quietBefore = new Date(now().getTime() - LEAD_QUIET_MINUTES * 60_000).toISOString();
      return deps.leads.list({ status: query.status, siteId: query.siteId, quietBefore, limit: query.limit });
    },

    /** Housekeeping: leads are forgotten 30 days after the form's last ping. */
    forgetOld(): Promise<number> {
      return deps.leads.forgetBefore(new Date(now().getTime() - LEAD_DAYS * 86_400_000).toISOString());
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
