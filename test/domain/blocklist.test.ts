import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocklistHit, canonicalEntry, phoneE164, type BlocklistEntry } from '../../src/domain/blocklist';

const order = { phone: '0912345678', email: 'Shopper@Example.com', postalCode: '100', clientIp: '203.0.113.9', country: 'TW' };
const noRanges = () => null;

/** The ways a shopper or an operator writes one Taiwanese mobile number. */
function writings(national: string): fc.Arbitrary<string> {
  const grouped = `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  const international = `+886${national.slice(1)}`;
  return fc.constantFrom(
    national,
    grouped,
    grouped.replace(/ /g, '-'),
    international,
    `+886 ${national.slice(1, 4)} ${national.slice(4, 7)} ${national.slice(7)}`,
    `00886${national.slice(1)}`,
    `(${national.slice(0, 4)}) ${national.slice(4)}`,
    national.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit))),
  );
}

const taiwanMobile = fc.integer({ min: 0, max: 99_999_999 }).map((n) => `09${String(n).padStart(8, '0')}`);

describe('matching phone numbers on E.164 whatever the format', () => {
  it('reads every way of writing a number as the same E.164 number', () => {
    fc.assert(
      fc.property(taiwanMobile, (national) => {
        const expected = `+886${national.slice(1)}`;
        fc.assert(fc.property(writings(national), (typed) => phoneE164(typed, 'TW') === expected), { numRuns: 10 });
      }),
      { numRuns: 50 },
    );
  });

  it('refuses an order whose phone is blocked, however the entry and the order write it', () => {
    fc.assert(
      fc.property(taiwanMobile.chain((national) => fc.tuple(writings(national), writings(national))), ([stored, typed]) => {
        const entries: BlocklistEntry[] = [{ kind: 'phone', value: canonicalEntry('phone', stored, 'TW')! }];
        return blocklistHit(entries, { ...order, phone: typed }, noRanges)?.kind === 'phone';
      }),
    );
  });

  it('never refuses a different number', () => {
    fc.assert(
      fc.property(taiwanMobile, taiwanMobile, (blocked, other) => {
        fc.pre(blocked !== other);
        const entries: BlocklistEntry[] = [{ kind: 'phone', value: phoneE164(blocked, 'TW')! }];
        return blocklistHit(entries, { ...order, phone: other }, noRanges) === null;
      }),
    );
  });

  it('keeps an international number the library does not know, and refuses what is not a number', () => {
    expect(phoneE164('+999 1234 5678')).toBe('+99912345678');
    expect(phoneE164('call me')).toBeUndefined();
  });
});

describe('the other lists', () => {
  it('matches emails in any case', () => {
    expect(blocklistHit([{ kind: 'email', value: canonicalEntry('email', ' SHOPPER@example.COM ')! }], order, noRanges)).toEqual({ kind: 'email', value: 'shopper@example.com' });
  });

  it('refuses a postal code on the deny list, and any code off a non-empty allow-only list', () => {
    expect(blocklistHit([{ kind: 'postalDeny', value: canonicalEntry('postalDeny', '100')! }], order, noRanges)?.kind).toBe('postalDeny');
    expect(blocklistHit([{ kind: 'postalAllow', value: '200' }], order, noRanges)).toEqual({ kind: 'postalAllow', value: '100' });
    expect(blocklistHit([{ kind: 'postalAllow', value: '100' }], order, noRanges)).toBeNull();
    expect(blocklistHit([{ kind: 'postalAllow', value: '200' }], { ...order, postalCode: null }, noRanges)).toBeNull();
  });

  it('writes postal codes without spaces in upper case', () => {
    expect(canonicalEntry('postalDeny', 'sw1a 1aa')).toBe('SW1A1AA');
  });

  it('asks the server’s range check about the client address', () => {
    expect(blocklistHit([], order, (ip) => (ip === '203.0.113.9' ? '203.0.113.0/24' : null))).toEqual({ kind: 'address', value: '203.0.113.0/24' });
    expect(blocklistHit([], { ...order, clientIp: null }, () => '0.0.0.0/0')).toBeNull();
  });

  it('lets an order through when no list names it', () => {
    expect(blocklistHit([{ kind: 'phone', value: '+886911111111' }, { kind: 'email', value: 'other@example.com' }], order, noRanges)).toBeNull();
  });
});
