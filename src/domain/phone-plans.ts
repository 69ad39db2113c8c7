import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import trimmed from './phone-metadata.json';

/**
 * The numbering plans readPhone reads numbers by: libphonenumber-js's mobile metadata for the
 * zones' countries (scripts/build-phone-metadata.mjs, 1.9 KB gzip). The shopper's browser bundle
 * carries none of it: each page carries its own zone's plan (`planOf`, about 0.2 KB), and the
 * browser build reads that instead (vite.config.ts, src/app/services/page-phone-plan.ts).
 */
export const PHONE_PLANS = trimmed as unknown as MetadataJson;

/** One country's plan and its calling code, read as libphonenumber-js reads a whole metadata file. */
export function planOf(country: string, plans: MetadataJson = PHONE_PLANS): MetadataJson {
  const plan = plans.countries[country as CountryCode];
  if (!plan) return { version: plans.version, country_calling_codes: {}, countries: {} } as MetadataJson;
  const callingCode = (plan as unknown as [string])[0];
  return { version: plans.version, country_calling_codes: { [callingCode]: [country] }, countries: { [country]: plan } } as unknown as MetadataJson;
}
