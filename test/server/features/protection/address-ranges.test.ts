import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressMatcher, canonicalRange } from '../../../../src/server/features/protection/address-ranges';

const v4 = (n: number) => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');
const v6 = (groups: number[]) => groups.map((group) => group.toString(16)).join(':');
const ipv4 = fc.integer({ min: 0, max: 0xffff_ffff });
const ipv6 = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });

describe('client addresses and CIDR ranges on a blocklist', () => {
  it('finds an IPv4 address in a range exactly when its first bits are the range’s', () => {
    fc.assert(
      fc.property(ipv4, ipv4, fc.integer({ min: 0, max: 32 }), (base, address, bits) => {
        const mask = bits === 0 ? 0 : (0xffff_ffff << (32 - bits)) >>> 0;
        const inside = ((base & mask) >>> 0) === ((address & mask) >>> 0);
        const range = `${v4((base & mask) >>> 0)}/${bits}`;
        return (addressMatcher([range])(v4(address)) === range) === inside;
      }),
    );
  });

  it('finds an IPv6 address in a range exactly when its first bits are the range’s', () => {
    fc.assert(
      fc.property(ipv6, ipv6, fc.integer({ min: 0, max: 128 }), (base, address, bits) => {
        const masked = base.map((group, index) => {
          const keep = Math.max(0, Math.min(16, bits - index * 16));
          return keep === 0 ? 0 : group & ((0xffff << (16 - keep)) & 0xffff);
        });
        const inside = address.every((group, index) => {
          const keep = Math.max(0, Math.min(16, bits - index * 16));
          return keep === 0 || (group & ((0xffff << (16 - keep)) & 0xffff)) === masked[index];
        });
        const range = `${v6(masked)}/${bits}`;
        return (addressMatcher([range])(v6(address)) !== null) === inside;
      }),
    );
  });

  it('checks an IPv4 address a dual-stack socket reports as IPv6 as IPv4', () => {
    expect(addressMatcher(['198.51.100.0/24'])('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
  });

  it('matches a single address, and refuses what is not an address or a range', () => {
    expect(addressMatcher(['203.0.113.5'])('203.0.113.5')).toBe('203.0.113.5');
    expect(addressMatcher(['203.0.113.5'])('203.0.113.6')).toBeNull();
    for (const wrong of ['203.0.113.0/33', '2001:db8::/129', 'example.com', '1.2.3.4/8/9', '1.2.3']) expect(canonicalRange(wrong)).toBeUndefined();
    expect(canonicalRange(' 2001:DB8::/32 ')).toBe('2001:db8::/32');
  });
});
