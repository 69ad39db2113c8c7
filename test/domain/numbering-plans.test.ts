import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import maxMetadata from 'libphonenumber-js/metadata.max.json';
import { COUNTRIES as POSTAL_DATA } from 'postal-code-checker';
import { readPhone, validateRecipient } from '../../src/domain/recipient';
import { ZONES, type Zone } from '../../src/domain/zones';

/**
 * Issue 18 item 4: a number the country's numbering plan gives to mobiles, and a postal code
 * libaddressinput's patterns allow, are accepted in every zone, whatever a narrower spec rule says.
 * The numbers are generated from libphonenumber's full metadata (every mobile prefix and length).
 */

type TypeEntry = [string, number[]?] | 0;
type CountryEntry = [string, string, string, number[], unknown, string?, ...unknown[]];

/** libphonenumber's full metadata: a country's 12th entry lists its types, the second of which is mobile. */
function mobilePlan(country: string): { pattern: RegExp; lengths: number[] } {
  const entry = (maxMetadata.countries as unknown as Record<string, CountryEntry>)[country]!;
  const types = entry[11] as TypeEntry[];
  const mobile = types[1];
  if (!mobile) throw new Error(`no mobile plan for ${country}`);
  return { pattern: new RegExp(`^(?:${mobile[0]})$`), lengths: mobile[1] ?? entry[3] };
}

/** Every national mobile number of the plan: any prefix its pattern allows, at any allowed length. */
const planNumbers = (country: string) => {
  const { pattern, lengths } = mobilePlan(country);
  return fc.stringMatching(pattern).filter((digits) => lengths.includes(digits.length));
};

const NUM_RUNS = 200;
const trunkOf = (country: string) => {
  const prefix = (maxMetadata.countries as unknown as Record<string, CountryEntry>)[country]![5];
  return typeof prefix === 'string' ? prefix : '';
};

describe('real numbering plans win over the spec digit rules', () => {
  for (const zone of ZONES) {
    it(`${zone.country} (zone ${zone.id}) accepts every mobile number its plan allows, typed nationally and with +${zone.callingCode.slice(1)}`, () => {
      fc.assert(
        fc.property(planNumbers(zone.country), (digits) => {
          const national = readPhone(zone, `${trunkOf(zone.country)}${digits}`);
          const international = readPhone(zone, `${zone.callingCode}${digits}`);
          return national.valid && international.valid && international.e164 === `${zone.callingCode}${digits}`;
        }),
        { numRuns: NUM_RUNS },
      );
    });
  }
});

/** libaddressinput's patterns as postal-code-checker ships them ("/^(?:...)$/"). */
function postalPatterns(country: string): RegExp[] {
  return (POSTAL_DATA[country as keyof typeof POSTAL_DATA]?.patterns ?? []).map((text) => new RegExp(text.slice(1, -1)));
}

const postalZones = ZONES.filter((zone): zone is Zone & { postalCode: NonNullable<Zone['postalCode']> } => zone.postalCode !== null);

describe("libaddressinput's postal formats win over the spec", () => {
  for (const zone of postalZones) {
    it(`${zone.country} (zone ${zone.id}) accepts every postal code libaddressinput's pattern allows`, () => {
      const patterns = postalPatterns(zone.country);
      expect(patterns.length).toBeGreaterThan(0);
      fc.assert(
        fc.property(fc.oneof(...patterns.map((pattern) => fc.stringMatching(pattern))), (code) => {
          const result = validateRecipient(zone, { postalCode: code });
          return result.ok || result.errors.postalCode === undefined;
        }),
        { numRuns: NUM_RUNS },
      );
    });
  }

  it('the zones without postal codes are the places libaddressinput gives none', () => {
    const without = ZONES.filter((zone) => zone.postalCode === null).map((zone) => zone.country);
    expect(without.length).toBeGreaterThan(0);
    for (const country of without) expect(postalPatterns(country)).toEqual([]);
  });
});
