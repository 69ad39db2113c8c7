import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE_PLANS } from '../../src/domain/phone-plans';
import { ZONES, type Zone } from '../../src/domain/zones';

const dir = join(process.cwd(), 'src', 'i18n', 'messages');
const catalogs = Object.fromEntries(
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>]),
);

/**
 * How many digits a shopper types for a mobile number, from libphonenumber's mobile metadata: the
 * national lengths of its mobile numbers (libphonenumber's layout: a country's twelfth entry is its
 * mobile type, [pattern, lengths]; without lengths of its own, the country's fourth entry holds
 * them), plus the trunk prefix the zone writes (Japan's "0"), kept only where the zone's pattern
 * allows that length.
 */
function typedLengths(zone: Zone): number[] {
  const plan = (PHONE_PLANS.countries as unknown as Record<string, unknown[]>)[zone.country]!;
  const mobile = (plan[11] as [unknown, [string, number[]?]] | undefined)?.[1];
  const national = mobile?.[1] ?? (plan[3] as number[]);
  const trunk = zone.phone.trunk ?? '';
  const example = (zone.phoneExample ?? '').replace(/\D/g, '');
  // A number of that length shaped as the zone's example (the pattern may ask for its first digits).
  const shaped = (length: number) => example.slice(0, length).padEnd(length, example.at(-1) ?? '5');
  return national.map((length) => trunk.length + length).filter((length) => zone.phone.pattern.test(shaped(length)));
}

/** The digit counts an English hint names: "have 11 digits", "have 10 to 11 digits", "8-digit". */
function statedLengths(hint: string): number[] | null {
  const match = /have (?:exactly )?(\d+)(?: to (\d+))? digits|(\d+)-digit/.exec(hint);
  if (!match) return null;
  const from = Number(match[1] ?? match[3]);
  const to = Number(match[2] ?? from);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

const numbersIn = (message: string) => (message.replace(/\{[^}]*\}/g, '').match(/\d+/g) ?? []).sort();

describe.each(ZONES.filter((zone) => !zone.phone.acceptsAnything).map((zone) => [`${zone.id} ${zone.countryName}`, zone] as const))('the phone hint of %s', (_, zone) => {
  it('names the number of digits a shopper types for a mobile number there (libphonenumber’s plan, with the trunk 0)', () => {
    expect(statedLengths(catalogs.en![`phoneHint.${zone.id}`]!)).toEqual(typedLengths(zone));
  });

  it('names the same numbers in every language', () => {
    const english = numbersIn(catalogs.en![`phoneHint.${zone.id}`]!);
    for (const [locale, catalog] of Object.entries(catalogs)) expect(numbersIn(catalog[`phoneHint.${zone.id}`]!), locale).toEqual(english);
  });
});

describe('the Japanese phone hint', () => {
  it('says 11 digits, as 090-1234-5678 has', () => {
    expect(catalogs.ja!['phoneHint.3']).toBe('日本の携帯電話番号は11桁です（例：{example}）。');
    expect(catalogs.en!['phoneHint.3']).toBe('Japanese mobile numbers have 11 digits, e.g. {example}.');
  });
});
