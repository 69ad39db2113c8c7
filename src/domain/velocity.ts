/**
 * Velocity limits on orders (issue 16): how many orders one phone number, and one client address,
 * may place on a site in a window. Over a limit, the order is not placed; the shopper reads why.
 * Fake and prank cash-on-delivery orders cost a parcel's shipping twice: a script placing many
 * from one number or one address is the first thing to stop.
 */
export interface VelocityLimit {
  max: number;
  windowMs: number;
}

export interface OrderLimits {
  /** Orders per phone number (E.164); null: no limit. */
  perPhone: VelocityLimit | null;
  /** Orders per client address (IP); null: no limit. */
  perAddress: VelocityLimit | null;
}

const HOUR = 3_600_000;
export const DEFAULT_ORDER_LIMITS: OrderLimits = { perPhone: { max: 3, windowMs: 24 * HOUR }, perAddress: { max: 10, windowMs: HOUR } };

const UNITS: Record<string, number> = { m: 60_000, h: HOUR, d: 24 * HOUR };

/** Reads "3/24h", "10/1h", "5/30m", "20/7d" or "off"; undefined for anything else. */
export function parseVelocityLimit(text: string): VelocityLimit | null | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'off') return null;
  const match = /^(\d{1,6})\/(\d{1,4})([mhd])$/.exec(value);
  if (!match) return undefined;
  const max = Number(match[1]);
  const windowMs = Number(match[2]) * UNITS[match[3]!]!;
  return max >= 1 && windowMs > 0 ? { max, windowMs } : undefined;
}

/** Which limit an order would break, given the orders already placed in each window. */
export function brokenLimit(limits: OrderLimits, placed: { byPhone: number; byAddress: number }): 'phone' | 'address' | null {
  if (limits.perPhone && placed.byPhone >= limits.perPhone.max) return 'phone';
  if (limits.perAddress && placed.byAddress >= limits.perAddress.max) return 'address';
  return null;
}

/** The limits a site keeps: the shop-wide override where the environment sets one, else the site's, else the defaults. */
export function effectiveLimits(override: Partial<OrderLimits>, site: { ordersPerPhone?: string; ordersPerAddress?: string } | undefined): OrderLimits {
  const own = (text: string | undefined, fallback: VelocityLimit | null) => {
    // "off" reads as null (no limit); only a text that does not read falls back.
    const parsed = text === undefined ? undefined : parseVelocityLimit(text);
    return parsed === undefined ? fallback : parsed;
  };
  return {
    perPhone: override.perPhone !== undefined ? override.perPhone : own(site?.ordersPerPhone, DEFAULT_ORDER_LIMITS.perPhone),
    perAddress: override.perAddress !== undefined ? override.perAddress : own(site?.ordersPerAddress, DEFAULT_ORDER_LIMITS.perAddress),
  };
}

/** A limit as the back office writes it: "3/24h" (hours, or minutes or days where they are whole), or "off". */
export function formatVelocityLimit(limit: VelocityLimit | null): string {
  if (!limit) return 'off';
  const day = 24 * HOUR;
  if (limit.windowMs % day === 0 && limit.windowMs >= day * 2) return `${limit.max}/${limit.windowMs / day}d`;
  if (limit.windowMs % HOUR === 0) return `${limit.max}/${limit.windowMs / HOUR}h`;
  return `${limit.max}/${Math.round(limit.windowMs / 60_000)}m`;
}
