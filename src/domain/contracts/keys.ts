import { z } from 'zod';
import type { SiteSettings } from '../site';
import type { Same } from './same';

/** GET /api/consumer/heartbeat/monitor/dynamic-balance: which consumer base to call, and the server's clock. */
export const dynamicBalanceSchema = z
  .object({
    primary: z.string().describe('the main consumer base (`/api`)'),
    secondary: z.string().nullable().describe('the site’s second consumer base, if it has one'),
    useSecondary: z.boolean().describe('whether to call the second base (never without one)'),
    serverTime: z.number().describe('the server’s clock, in milliseconds since 1970'),
  })
  .describe('Which consumer base to call, and the server time to sign with')
  .meta({ id: 'DynamicBalance' });

export type DynamicBalance = z.infer<typeof dynamicBalanceSchema>;

// No domain type names this answer (the route builds it from the site's settings): check its parts.
const secondaryMatches: Same<DynamicBalance['secondary'], SiteSettings['secondaryConsumerBase']> = true;
const useSecondaryMatches: Same<DynamicBalance['useSecondary'], SiteSettings['useSecondaryConsumerBase']> = true;
void secondaryMatches;
void useSecondaryMatches;
