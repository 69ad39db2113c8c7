import type { MetadataJson } from 'libphonenumber-js/core';
import { PHONE_PLAN_ELEMENT_ID } from '../providers/bootstrap';

/** The plan a page carries; an empty one (no number reads as valid) when it carries none. */
export function pagePhonePlan(page: Pick<Document, 'getElementById'> | null): MetadataJson {
  const element = page?.getElementById(PHONE_PLAN_ELEMENT_ID);
  return (JSON.parse(element?.textContent || 'null') as MetadataJson | null) ?? ({ version: 4, country_calling_codes: {}, countries: {} } as unknown as MetadataJson);
}

/**
 * The browser's numbering plan: the page's zone's only, which the server writes into every page
 * (src/server/features/pages/pages.render.ts), instead of the bundle carrying all the zones' (1.9 KB
 * gzip of the order form). The browser build puts this module where src/domain/phone-plans.ts
 * imports phone-metadata.json (vite.config.ts).
 */
export default pagePhonePlan(typeof document === 'undefined' ? null : document);
