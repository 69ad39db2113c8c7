// Writes src/domain/phone-metadata.json: libphonenumber-js's *mobile* metadata (so landlines are
// invalid) trimmed to the countries of our zones, without the formats for writing numbers out
// (readPhone only parses and validates: libphonenumber reads formats to format and to find numbers
// in text, never to parse), about 7 KB instead of 99 KB. Run it after
// upgrading libphonenumber-js; a test fails while the file is out of date.
//   node scripts/build-phone-metadata.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const COUNTRIES = ['TW', 'HK', 'JP', 'TH', 'MY', 'ID', 'PH', 'VN', 'KR', 'PL', 'MO', 'HU', 'CZ', 'SK', 'RO', 'ES', 'GR', 'HR', 'IT', 'SA', 'PT', 'DE'];

/** Where a country's formats are in libphonenumber-js's compressed metadata. */
const FORMATS = 4;

export function trimmedMetadata() {
  const require = createRequire(import.meta.url);
  const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.mobile.json'), 'utf8'));
  // A country's fifth entry is its list of formats; 0 is what the metadata writes for none.
  const countries = Object.fromEntries(COUNTRIES.map((country) => [country, full.countries[country].map((entry, index) => (index === FORMATS ? 0 : entry))]));
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([code, list]) => [code, list.filter((country) => COUNTRIES.includes(country))])
      .filter(([, list]) => list.length > 0),
  );
  return { version: full.version, country_calling_codes: callingCodes, countries };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = 'src/domain/phone-metadata.json';
  writeFileSync(out, JSON.stringify(trimmedMetadata()) + '\n');
  console.log(`wrote ${out} (${readFileSync(out).length} bytes)`);
}
