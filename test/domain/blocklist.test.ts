import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocklistHit, blocklistKeys, canonicalEntry, phoneE164, type BlocklistEntry } from '../../src/domain/blocklist';

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

describe('what an operator may put on a list', () => {
  it('refuses a phone with anything but digits, separators and a leading plus', () => {
    expect(phoneE164('x0912345678', 'TW')).toBeUndefined();
    expect(phoneE164('0912345678x', 'TW')).toBeUndefined();
    expect(phoneE164('0912 345 678', 'TW')).toBe('+886912345678');
  });

  it('keeps an unknown international number of at most 15 digits only', () => {
    expect(phoneE164('+999 123 456 789 012')).toBe('+999123456789012');
    expect(phoneE164('+999 123 456 789 0123')).toBeUndefined();
    expect(phoneE164('999 123 456 789')).toBeUndefined();
  });

  it('takes an email of one address, in lower case', () => {
    expect(canonicalEntry('email', ' Anna@Example.COM ')).toBe('anna@example.com');
    expect(canonicalEntry('email', 'anna nowak@example.com')).toBeUndefined();
    expect(canonicalEntry('email', 'anna@example.com more')).toBeUndefined();
    expect(canonicalEntry('email', 'anna@example@com')).toBeUndefined();
    expect(canonicalEntry('email', 'example.com')).toBeUndefined();
  });

  it('takes postal codes of 2 to 12 letters and digits on either list', () => {
    expect(canonicalEntry('postalAllow', '00-950')).toBe('00950');
    expect(canonicalEntry('postalDeny', 'ABCDEFGHIJKL')).toBe('ABCDEFGHIJKL');
    expect(canonicalEntry('postalDeny', 'ABCDEFGHIJKLM')).toBeUndefined();
    expect(canonicalEntry('postalAllow', '10115!')).toBeUndefined();
    expect(canonicalEntry('postalAllow', '!10115')).toBeUndefined();
    expect(canonicalEntry('postalDeny', '1')).toBeUndefined();
  });

  it('takes a client address or range trimmed and in lower case, and leaves checking it to the server', () => {
    expect(canonicalEntry('address', ' 203.0.113.0/24 ')).toBe('203.0.113.0/24');
    expect(canonicalEntry('address', '2001:DB8::/32')).toBe('2001:db8::/32');
    expect(canonicalEntry('address', 'a'.repeat(64))).toBe('a'.repeat(64));
    expect(canonicalEntry('address', 'a'.repeat(65))).toBeUndefined();
    expect(canonicalEntry('address', '   ')).toBeUndefined();
    expect(canonicalEntry('address', 'shop.example.com')).toBeUndefined();
    expect(canonicalEntry('address', 'x10.0.0.1')).toBeUndefined();
    expect(canonicalEntry('address', '10.0.0.1x')).toBeUndefined();
  });
});

describe('an entry blocks on its own list only', () => {
  it('does not refuse an order whose phone, email or postal code stands on another list', () => {
    const crossed: BlocklistEntry[] = [
      { kind: 'postalDeny', value: '+886912345678' },
      { kind: 'phone', value: 'shopper@example.com' },
      { kind: 'email', value: '100' },
      { kind: 'address', value: '+886912345678' },
    ];
    expect(blocklistHit(crossed, order, noRanges)).toBeNull();
  });

  it('does not refuse a postal code the deny list does not name', () => {
    expect(blocklistHit([{ kind: 'postalDeny', value: '200' }], order, noRanges)).toBeNull();
  });

  it('matches no phone entry when the order’s phone cannot be read', () => {
    expect(blocklistHit([{ kind: 'phone', value: 'unreadable' }], { ...order, phone: 'call me' }, noRanges)).toBeNull();
  });

  it('lets through a postal code that is one of several on the allow-only list', () => {
    expect(blocklistHit([{ kind: 'postalAllow', value: '100' }, { kind: 'postalAllow', value: '200' }], order, noRanges)).toBeNull();
    expect(blocklistHit([{ kind: 'postalAllow', value: '200' }, { kind: 'postalAllow', value: '300' }], order, noRanges)).toEqual({ kind: 'postalAllow', value: '100' });
  });

  it('given only the entries looked up for the order, refuses a postal code off an allow-only list it is told exists', () => {
    expect(blocklistHit([], order, noRanges, true)).toEqual({ kind: 'postalAllow', value: '100' });
    expect(blocklistHit([{ kind: 'postalAllow', value: '100' }], order, noRanges, true)).toBeNull();
    expect(blocklistHit([], order, noRanges, false)).toBeNull();
  });

  it('gives the canonical keys an order is looked up by', () => {
    expect(blocklistKeys({ ...order, phone: '0912 000 555', email: 'A@B.Example', postalCode: '00-950' })).toEqual({ phone: '+886912000555', email: 'a@b.example', postal: '00950' });
    expect(blocklistKeys({ ...order, phone: 'none', email: null, postalCode: null })).toEqual({ phone: undefined, email: undefined, postal: undefined });
  });
});
