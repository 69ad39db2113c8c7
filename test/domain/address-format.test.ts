import { describe, expect, it } from 'vitest';
import { addressLines } from '../../src/domain/address-format';
import { requireZone } from '../../src/domain/zones';

describe('an address as its country writes it', () => {
  it('puts a Polish street first and the postal code before the town, leaving the voivodeship out as Polish post does', () => {
    expect(addressLines(requireZone(10), { province: 'mazowieckie', city: 'Warszawa', address: 'ul. Puławska 12 m. 5', postalCode: '02-515' })).toEqual(['ul. Puławska 12 m. 5', '02-515 Warszawa']);
  });

  it('writes a Taiwanese address from the postal code down: county and district together, then the street', () => {
    expect(addressLines(requireZone(1), { city: '台北市', district: '信義區', address: '市府路45號', postalCode: '110' })).toEqual(['110', '台北市信義區', '市府路45號']);
  });

  it('starts a Japanese address with its postal mark and the prefecture', () => {
    expect(addressLines(requireZone(3), { province: '東京都', address: '渋谷区渋谷1-2-3', postalCode: '150-0002' })).toEqual(['〒150-0002', '東京都', '渋谷区渋谷1-2-3']);
  });

  it('writes a German address with the flat after the street and the town after the postal code', () => {
    expect(addressLines(requireZone(34), { city: 'München', address: 'Marienplatz 1', apartment: '3. OG', postalCode: '80331' })).toEqual(['Marienplatz 1', '3. OG', '80331 München']);
  });

  it('ends a Saudi address with the city and its postal code', () => {
    expect(addressLines(requireZone(20), { province: 'منطقة الرياض', city: 'الرياض', address: 'حي العليا، شارع العليا 12', postalCode: '12211' })).toEqual(['حي العليا، شارع العليا 12', 'الرياض 12211']);
  });

  it('leaves out what the form did not ask for, and a country without postal codes has none', () => {
    expect(addressLines(requireZone(2), { address: '旺角彌敦道 1號', postalCode: null })).toEqual(['旺角彌敦道 1號']);
    expect(addressLines(requireZone(13), { region: 'Praha', address: 'Václavské nám. 1, Praha 1', postalCode: '110 00' }).at(-1)).toBe('110 00');
  });
});
