import { BlockList, isIP } from 'node:net';

/**
 * Client addresses and CIDR ranges (IPv4 and IPv6) on a blocklist, checked with Node's own
 * `net.BlockList`. An IPv4 address a dual-stack socket reports as IPv6 (`::ffff:203.0.113.7`) is
 * checked as the IPv4 address it is.
 */

/** The canonical form of an address or a range (`203.0.113.0/24`, `2001:db8::/32`); undefined if it is neither. */
export function canonicalRange(text: string): string | undefined {
  const [address = '', prefix, extra] = text.trim().toLowerCase().split('/');
  if (extra !== undefined) return undefined;
  const family = isIP(address);
  if (family === 0) return undefined;
  if (prefix === undefined) return address;
  if (!/^\d{1,3}$/.test(prefix)) return undefined;
  const bits = Number(prefix);
  return bits <= (family === 4 ? 32 : 128) ? `${address}/${bits}` : undefined;
}

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 4 ? 'ipv4' : 'ipv6';
}

function rule(range: string): BlockList {
  const list = new BlockList();
  const [address = '', prefix] = range.split('/');
  if (prefix === undefined) list.addAddress(address, familyOf(address));
  else list.addSubnet(address, Number(prefix), familyOf(address));
  return list;
}

/** The address as checked: an IPv4-mapped IPv6 address as its IPv4 address. */
function plain(address: string): string | undefined {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  const result = mapped ? mapped[1]! : value;
  return isIP(result) === 0 ? undefined : result;
}

/** A matcher for a set of ranges: the range an address falls in, or null. Entries that are not ranges are skipped. */
export function addressMatcher(ranges: readonly string[]): (address: string) => string | null {
  const rules = ranges.flatMap((text) => {
    const range = canonicalRange(text);
    return range ? [{ range, list: rule(range) }] : [];
  });
  return (address) => {
    const value = plain(address);
    if (value === undefined) return null;
    const family = familyOf(value);
    return rules.find((entry) => entry.list.check(value, family))?.range ?? null;
  };
}
