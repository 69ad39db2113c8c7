import { describe, expect, it } from 'vitest';
import { ZONES, formZone, isPickup, isPrepaid, isRemoteArea, requireZone, zoneById } from '../../src/domain/zones';

// Read from the table, not through requireZone: a broken registry then fails these tests instead of this file's import.
const taiwan = ZONES.find((zone) => zone.id === 1)!;

describe('the zone registry', () => {
  it('finds a zone by its id, and refuses an id no market has', () => {
    expect(zoneById(34)?.country).toBe('DE');
    expect(zoneById(999)).toBeUndefined();
    expect(() => requireZone(999)).toThrow('Unknown zone 999');
  });

  it('sends a parcel to a store or station for the pickup methods only', () => {
    expect(isPickup('seven_eleven')).toBe(true);
    expect(isPickup('sf_station')).toBe(true);
    expect(isPickup('home')).toBe(false);
    expect(isPickup('tw_courier')).toBe(false);
  });

  it('asks a shopper picking up at a store for no address, and keeps the home form as it is', () => {
    expect(formZone(taiwan, 'tw_courier')).toBe(taiwan);
    const pickup = formZone(taiwan, 'family_mart');
    expect(pickup).toMatchObject({ id: 1, asksAddress: false, addressParts: [], addressFiles: [], regionText: false, addressLength: null, apartment: false, postalCode: null });
    expect(formZone(taiwan, 'seven_eleven')).toBe(pickup);
    expect(taiwan.asksAddress).toBe(true);
  });

  it('takes card and online payments before dispatch, and cash on delivery at the door', () => {
    expect(isPrepaid('card')).toBe(true);
    expect(isPrepaid('kr_card')).toBe(true);
    expect(isPrepaid('cod')).toBe(false);
  });

  it("charges remote-area postage to Taiwan's outlying islands only", () => {
    expect(isRemoteArea(taiwan, '880')).toBe(true);
    expect(isRemoteArea(taiwan, '100')).toBe(false);
    expect(isRemoteArea(taiwan, null)).toBe(false);
    expect(isRemoteArea(taiwan, '')).toBe(false);
    expect(isRemoteArea(requireZone(34), '88000')).toBe(false);
    expect(requireZone(1)).toBe(taiwan);
  });
});
