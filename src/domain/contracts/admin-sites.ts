import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { ZONES } from '../zones';

/** The back office's site calls: an owner opens a site (a country's shop on a host of its own). */
const zoneIds: readonly number[] = ZONES.map((zone) => zone.id);
const languageIds: readonly number[] = LOCALES.map((locale) => locale.id);

export const newSiteRequest = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'lower-case letters, digits and dashes').optional(),
  host: z.string().trim().toLowerCase().regex(/^[a-z0-9.-]+(:\d+)?$/, 'a host name, such as shop.example.com').max(253).describe('where shoppers reach it'),
  name: z.string().trim().min(1).max(100),
  zoneId: z.number().int().refine((id) => zoneIds.includes(id), 'one of the zones the shop serves').describe('the country: currency, phone and address rules, delivery and payment'),
  languageId: z.number().int().refine((id) => languageIds.includes(id), 'one of the shop’s languages').optional().describe('default: the zone’s language'),
  company: z.strictObject({ name: z.string().trim().min(1).max(200), address: z.string().trim().min(1).max(300), registration: z.string().trim().max(100).nullable().default(null) }).describe('the seller, shown on every page'),
  contacts: z
    .strictObject({ serviceEmail: z.email().nullable().default(null), whatsapp: z.string().max(40).nullable().default(null), line: z.string().max(60).nullable().default(null), facebook: z.string().max(200).nullable().default(null) })
    .default({ serviceEmail: null, whatsapp: null, line: null, facebook: null }),
  isDefault: z.boolean().default(false).describe('the site unknown hosts get'),
});

export const siteCreatedSchema = z.object({ id: z.string(), host: z.string(), zoneId: z.number(), languageId: z.number() }).meta({ id: 'SiteCreated' });
