import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString as parseWith, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import fullMobile from 'libphonenumber-js/metadata.mobile.json';
import examples from 'libphonenumber-js/examples.mobile.json';
import phoneMetadata from '../../src/domain/phone-metadata.json';
import { ZONES } from '../../src/domain/zones';
import { planOf } from '../../src/domain/phone-plans';
// @ts-expect-error: a plain .mjs build script without types
import { COUNTRIES, trimmedMetadata } from '../../scripts/build-phone-metadata.mjs';

const trimmed = phoneMetadata as unknown as MetadataJson;
const full = fullMobile as unknown as MetadataJson;
/**
 * What a number reads as for a zone of `country`: valid or not, and as which E.164 number; null
 * when it is not a number of the country at all (readPhone ignores those: the full metadata knows
 * other countries, the trimmed one only ours).
 */
const reading = (text: string, country: CountryCode, metadata: MetadataJson) => {
  const parsed = parseWith(text, country, metadata);
  const callingCode = (full.countries[country] as unknown[])[0];
  return parsed && parsed.countryCallingCode === callingCode ? { valid: parsed.isValid(), number: parsed.number } : null;
};

describe('the trimmed phone metadata', () => {
  it('is current with the installed libphonenumber-js (run `node scripts/build-phone-metadata.mjs` after an upgrade)', () => {
    expect(phoneMetadata).toEqual(trimmedMetadata());
  });

  it('covers the country of every zone', () => {
    expect([...(COUNTRIES as string[])].sort()).toEqual(ZONES.map((zone) => zone.country).sort());
  });

  it('reads every zone country’s example mobile number as libphonenumber’s full mobile metadata does: valid, the same E.164', () => {
    for (const country of COUNTRIES as CountryCode[]) {
      const example = (examples as Record<string, string>)[country]!;
      expect(reading(example, country, trimmed), country).toEqual(reading(example, country, full));
      expect(reading(example, country, trimmed)?.valid, country).toBe(true);
    }
  });

  it('agrees with the full mobile metadata on any digits typed as a number of the zone’s country, with or without a trunk prefix or a +country code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(COUNTRIES as CountryCode[])), fc.constantFrom('', '0', '+'), fc.stringMatching(/^[0-9]{6,12}$/), (country, prefix, digits) => {
        const text = prefix === '+' ? `+${(full.countries[country] as unknown[])[0]}${digits}` : prefix + digits;
        expect(reading(text, country, trimmed)).toEqual(reading(text, country, full));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('a page’s phone plan (planOf: the one country the browser reads numbers by)', () => {
  it('holds its country’s plan and calling code only; a country outside the zones gets an empty plan', () => {
    const plan = planOf('PL');
    expect(Object.keys(plan.countries)).toEqual(['PL']);
    expect(plan.country_calling_codes).toEqual({ 48: ['PL'] });
    expect(planOf('US').countries).toEqual({});
  });

  it('reads anything typed for its country as every zone’s plans do, a number of another zone’s country included', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(COUNTRIES as CountryCode[])), fc.constantFrom(...(COUNTRIES as CountryCode[])), fc.constantFrom('', '0', '+', '00'), fc.stringMatching(/^[0-9]{6,12}$/), (country, typedAs, prefix, digits) => {
        const callingCode = (full.countries[typedAs] as unknown[])[0];
        const text = prefix === '+' || prefix === '00' ? `${prefix}${callingCode}${digits}` : prefix + digits;
        expect(reading(text, country, planOf(country))).toEqual(reading(text, country, trimmed));
      }),
      { numRuns: 2000 },
    );
  });
});
