import fc from 'fast-check';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString as parseExported, type CountryCode, type MetadataJson, type PhoneNumber } from 'libphonenumber-js/core';
import phoneMetadata from '../../src/domain/phone-metadata.json';
import { ZONES } from '../../src/domain/zones';

/**
 * The browser bundle takes libphonenumber-js's `es6-modern/` build (vite.config.ts,
 * modernPhoneLibrary); the server and the other tests run the exported `es6/` one. Both are
 * compiled from the same source: these tests hold them to the same readings.
 */
const packageDir = dirname(createRequire(import.meta.url).resolve('libphonenumber-js/package.json'));
const { default: parseModern } = (await import(pathToFileURL(join(packageDir, 'es6-modern/parsePhoneNumber.js')).href)) as {
  default: typeof parseExported;
};
const metadata = phoneMetadata as unknown as MetadataJson;
const countries = [...new Set(ZONES.map((zone) => zone.country))] as CountryCode[];

const reading = (parsed: PhoneNumber | undefined) =>
  parsed ? { country: parsed.countryCallingCode, national: parsed.nationalNumber, number: parsed.number, valid: parsed.isValid(), possible: parsed.isPossible(), type: parsed.getType() ?? null } : null;

describe('the browser’s build of libphonenumber-js', () => {
  it('is the modern build the bundle is told to take', () => {
    expect(parseModern).not.toBe(parseExported);
    expect(reading(parseModern('0912 345 678', 'TW', metadata))).toEqual({ country: '886', national: '912345678', number: '+886912345678', valid: true, possible: true, type: 'MOBILE' });
  });

  it('reads anything typed as the server’s build does, for every zone’s country', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countries), fc.stringMatching(/^(\+|00|0)?[0-9 ().-]{0,16}$/), (country, text) => {
        expect(reading(parseModern(text, country, metadata))).toEqual(reading(parseExported(text, country, metadata)));
      }),
      { numRuns: 3000 },
    );
  });
});
