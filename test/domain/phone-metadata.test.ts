import { describe, expect, it } from 'vitest';
import phoneMetadata from '../../src/domain/phone-metadata.json';
import { ZONES } from '../../src/domain/zones';
// @ts-expect-error: a plain .mjs build script without types
import { COUNTRIES, trimmedMetadata } from '../../scripts/build-phone-metadata.mjs';

describe('the trimmed phone metadata', () => {
  it('is current with the installed libphonenumber-js (run `node scripts/build-phone-metadata.mjs` after an upgrade)', () => {
    expect(phoneMetadata).toEqual(trimmedMetadata());
  });

  it('covers the country of every zone', () => {
    expect([...(COUNTRIES as string[])].sort()).toEqual(ZONES.map((zone) => zone.country).sort());
  });
});
