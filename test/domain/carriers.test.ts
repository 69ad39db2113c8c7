import { describe, expect, it } from 'vitest';
import { OTHER_CARRIER, carrierName, carriersOf, everyCarrier, isCarrierOf } from '../../src/domain/carriers';
import { ZONES } from '../../src/domain/zones';

describe('the couriers a shopper may return a parcel with', () => {
  it('lists the couriers of the shopper’s country by their own names', () => {
    expect(carriersOf('PL').map((carrier) => carrier.id)).toEqual(['inpost', 'poczta-polska', 'dpd', 'dhl', 'gls']);
    expect(carriersOf('JP')[0]).toEqual({ id: 'yamato', name: 'ヤマト運輸' });
  });

  it('offers no courier of its own to a country the table lacks (only "other")', () => {
    expect(carriersOf('US')).toEqual([]);
    expect(isCarrierOf('US', OTHER_CARRIER)).toBe(true);
    expect(isCarrierOf('US', 'dhl')).toBe(false);
  });

  it('accepts a courier of the country and "other", and refuses one of another country', () => {
    expect(isCarrierOf('DE', 'hermes')).toBe(true);
    expect(isCarrierOf('DE', 'other')).toBe(true);
    expect(isCarrierOf('DE', 'inpost')).toBe(false);
  });

  it('shows staff the courier’s name, and the id itself for "other" or an unknown one', () => {
    expect(carrierName('TW', 'tcat')).toBe('黑貓宅急便');
    expect(carrierName('HK', 'sf-express')).toBe('順豐速運 SF Express');
    expect(carrierName('TW', 'other')).toBe('other');
    expect(carrierName('TW', 'inpost')).toBe('inpost');
  });

  it('offers the console every courier once, the first country’s name kept', () => {
    const all = everyCarrier();
    const ids = all.map((carrier) => carrier.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['tcat', 'inpost', 'aramex', 'yamato']));
    expect(all.find((carrier) => carrier.id === 'sf-express')?.name).toBe('順豐速運');
    expect(all.find((carrier) => carrier.id === 'jt')?.name).toBe('J&T Express');
    expect(ids[0]).toBe('tcat');
  });
});

describe('the courier table', () => {
  const countries = [...new Set(ZONES.map((zone) => zone.country))];

  it.each(countries)('offers the shoppers of %s couriers of their own, each with an id and a name staff can read', (country) => {
    const carriers = carriersOf(country);
    expect(carriers.length).toBeGreaterThan(1);
    for (const carrier of carriers) {
      expect(carrier.id, country).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(carrier.id).not.toBe(OTHER_CARRIER);
      expect(carrier.name.trim(), `${country} ${carrier.id}`).not.toBe('');
    }
    expect(new Set(carriers.map((carrier) => carrier.id)).size).toBe(carriers.length);
  });

  it('offers the console only couriers some shop country has', () => {
    for (const carrier of everyCarrier()) {
      const countriesWithIt = countries.filter((country) => carriersOf(country).some((own) => own.id === carrier.id));
      expect(countriesWithIt.length, carrier.id).toBeGreaterThan(0);
    }
  });
});
