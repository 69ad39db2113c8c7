import type { MetadataJson } from 'libphonenumber-js/core';
import { PHONE_PLAN_ELEMENT_ID } from '../providers/bootstrap';

/**
 * The browser's numbering plan: the page's zone's only, which the server writes into every page
 * (src/server/features/pages/pages.render.ts), instead of the bundle carrying all the zones' (1.9 KB
 * gzip of the order form). The browser build puts this module where src/domain/phone-plans.ts
 * imports phone-metadata.json (vite.config.ts). A page without it reads no number as valid.
 */
const element = typeof document === 'undefined' ? null : document.getElementById(PHONE_PLAN_ELEMENT_ID);
const plan = (JSON.parse(element?.textContent || 'null') as MetadataJson | null) ?? { version: 4, country_calling_codes: {}, countries: {} };

export default plan;
