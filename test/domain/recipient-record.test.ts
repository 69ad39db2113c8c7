import { describe, expect, it } from 'vitest';
import { getExampleNumber, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import phoneMetadata from '../../src/domain/phone-metadata.json';
import { chooseKey, normalizePostalCode, readPhone, tidy, validateRecipient, type RecipientInput } from '../../src/domain/recipient';
import { emptyRecipient } from '../../src/domain/checkout';
import { formZone, requireZone, type Zone } from '../../src/domain/zones';

const taiwan = requireZone(1);
const malaysia = requireZone(5);
const poland = requireZone(10);
const czechia = requireZone(13);
const portugal = requireZone(28);
const germany = requireZone(34);

const mobile = (zone: Zone) => getExampleNumber(zone.country as CountryCode, examples, phoneMetadata as unknown as MetadataJson)!;

const TAIWAN: Partial<RecipientInput> = { name: ' 王小明 ', phone: '0912-345-678', city: '臺北市', district: '中正區', address: '重慶南路一段122號', postalCode: '100' };
const stored = (zone: Zone, input: Partial<RecipientInput>) => {
  const result = validateRecipient(zone, emptyRecipient(input));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};
const errorsOf = (zone: Zone, input: Partial<RecipientInput>) => {
  const result = validateRecipient(zone, emptyRecipient(input));
  return result.ok ? {} : result.errors;
};

describe('the recipient as the order stores it', () => {
  it('keeps what the shopper meant: the name tidied, the phone as E.164 and as the zone writes it, empty optional fields as nothing', () => {
    expect(stored(taiwan, TAIWAN)).toEqual({
      name: '王小明',
      firstName: null,
      lastName: null,
      phone: '+886912345678',
      phoneNational: '0912345678',
      whatsapp: null,
      line: null,
      email: null,
      region: null,
      province: null,
      city: '臺北市',
      district: '中正區',
      street: null,
      address: '重慶南路一段122號',
      apartment: null,
      postalCode: '100',
      remark: null,
      fullAddress: '臺北市 中正區 重慶南路一段122號',
    });
  });

  it('keeps a LINE id, an email and a remark given, and only the digits of a WhatsApp number', () => {
    const value = stored(taiwan, { ...TAIWAN, line: 'wang.xm', email: 'wang@example.com', remark: '  ring   twice ' });
    expect(value).toMatchObject({ line: 'wang.xm', email: 'wang@example.com', remark: 'ring twice' });
    const number = mobile(malaysia);
    const withWhatsapp = stored(malaysia, { name: 'Ana', phone: number.formatNational(), province: 'Selangor', address: 'Jalan 1, Block 2', postalCode: '50050', whatsapp: '+60 (12) 345-6789' });
    expect(withWhatsapp.whatsapp).toBe('+60123456789');
    expect(withWhatsapp.province).toBe('Selangor');
  });

  it('stores nothing of a field the zone hides, even when something was sent for it, and a street where the zone asks one', () => {
    const value = stored(taiwan, { ...TAIWAN, whatsapp: '0912345678' });
    expect(value.whatsapp).toBeNull();
    const hongKong = requireZone(2);
    const hk = validateRecipient(hongKong, emptyRecipient({ name: 'Chan', phone: mobile(hongKong).formatNational(), address: '1 Queen’s Road Central', line: 'chan.hk' }));
    expect(hk.ok && hk.value.line).toBeNull();
    const noEmail = { ...taiwan, id: 901, email: 'hidden' as const, addressParts: ['city', 'district', 'street'] as const };
    const value2 = stored(noEmail, { ...TAIWAN, email: 'not an email', street: 'Chongqing S. Rd' });
    expect(value2).toMatchObject({ email: null, street: 'Chongqing S. Rd', fullAddress: '臺北市 中正區 Chongqing S. Rd 重慶南路一段122號' });
  });

  it("stores Germany's first and last name apart and joined, and the apartment on the courier's line", () => {
    const value = stored(germany, { firstName: 'Julia', lastName: 'Schmidt', phone: mobile(germany).formatNational(), email: 'julia@example.de', city: 'Berlin', address: 'Hauptstraße 5', apartment: 'Hinterhaus', postalCode: '10115' });
    expect(value).toMatchObject({ name: 'Julia Schmidt', firstName: 'Julia', lastName: 'Schmidt', apartment: 'Hinterhaus', fullAddress: 'Berlin Hauptstraße 5 Hinterhaus' });
  });

  it("puts Czechia's typed region first on the courier's line", () => {
    const value = stored(czechia, { name: 'Jan', phone: mobile(czechia).formatNational(), email: 'jan@example.cz', region: 'Praha', address: 'Dlouhá 5', postalCode: '110 00' });
    expect(value).toMatchObject({ region: 'Praha', fullAddress: 'Praha Dlouhá 5' });
  });

  it('stores no address for a parcel picked up at a store, and ignores what is not text', () => {
    const value = stored(formZone(taiwan, 'seven_eleven'), { name: '王小明', phone: '0912345678' });
    expect(value).toMatchObject({ address: '', postalCode: null, city: null, fullAddress: '' });
    const result = validateRecipient(taiwan, { ...TAIWAN, remark: 42, name: ['x'] });
    expect(result.ok ? null : Object.keys(result.errors)).toEqual(['name']);
  });
});

describe('rules a shopper runs into', () => {
  it('refuses an address part, a region or an apartment longer than 100 characters', () => {
    expect(errorsOf(taiwan, { ...TAIWAN, city: 'x'.repeat(101) }).city).toEqual({ key: 'addressTooLong', values: { max: 100 } });
    expect(errorsOf(taiwan, { ...TAIWAN, city: 'x'.repeat(100) }).city).toBeUndefined();
    expect(errorsOf(czechia, { region: 'x'.repeat(101) }).region).toEqual({ key: 'addressTooLong', values: { max: 100 } });
    expect(errorsOf(czechia, { region: '<b>' }).region).toEqual({ key: 'textMarkup' });
    expect(errorsOf(germany, { apartment: 'x'.repeat(101) }).apartment).toEqual({ key: 'addressTooLong', values: { max: 100 } });
    expect(errorsOf(germany, { apartment: '<i>' }).apartment).toEqual({ key: 'textMarkup' });
    expect(errorsOf(germany, { apartment: '' }).apartment).toBeUndefined();
  });

  it('accepts every field at its limit exactly: a 50-character name, a 100-character email, region or apartment, a 200-character remark', () => {
    expect(errorsOf(taiwan, { ...TAIWAN, name: 'x'.repeat(50), remark: 'x'.repeat(200) })).toEqual({});
    expect(errorsOf(taiwan, { ...TAIWAN, remark: 'x'.repeat(201) }).remark).toEqual({ key: 'remarkTooLong', values: { max: 200 } });
    expect(errorsOf(taiwan, { ...TAIWAN, email: `${'a'.repeat(88)}@example.com` }).email).toBeUndefined();
    expect(errorsOf(czechia, { region: 'x'.repeat(100) }).region).toBeUndefined();
    expect(errorsOf(germany, { apartment: 'x'.repeat(100) }).apartment).toBeUndefined();
  });

  it('refuses an email with anything before or after the address, and a region holding an email written with short names', () => {
    expect(errorsOf(taiwan, { ...TAIWAN, email: 'Ana <ana@example.com>' }).email).toEqual({ key: 'emailTips' });
    expect(errorsOf(taiwan, { ...TAIWAN, email: 'ana@example.com please' }).email).toEqual({ key: 'emailTips' });
    expect(errorsOf(czechia, { region: 'ab@cd' }).region).toEqual({ key: 'regionNotEmail' });
    expect(errorsOf(taiwan, { ...TAIWAN, line: 'wang@xm' }).line).toBeUndefined();
    expect(errorsOf(taiwan, { ...TAIWAN, line: 'wang@xm@' + 'x'.repeat(13) }).line).toEqual({ key: 'lineIdTips' });
  });

  it('refuses an address longer than 200 characters where the zone sets no other bounds', () => {
    expect(errorsOf(germany, { address: 'x'.repeat(201) }).address).toEqual({ key: 'addressTooLong', values: { max: 200 } });
    expect(errorsOf(germany, { address: 'x'.repeat(200) }).address).toBeUndefined();
  });

  it('checks no field a zone does not show', () => {
    const errors = errorsOf(taiwan, { ...TAIWAN, region: '<b>', province: '<b>', street: '<b>', apartment: '<b>', firstName: '<b>', whatsapp: 'abc' });
    expect(errors).toEqual({});
    expect(errorsOf(requireZone(2), { line: 'has spaces' }).line).toBeUndefined();
  });

  it('refuses a LINE id longer than 20 characters', () => {
    expect(errorsOf(taiwan, { ...TAIWAN, line: 'a'.repeat(21) }).line).toEqual({ key: 'lineIdTips' });
    expect(errorsOf(taiwan, { ...TAIWAN, line: 'a'.repeat(20) }).line).toBeUndefined();
  });

  it("names a zone's own word for a missing place, and the general one elsewhere", () => {
    expect(chooseKey(taiwan, 'city')).toBe('chooseCity.TW');
    expect(chooseKey(germany, 'street')).toBe('chooseStreet');
    const general = { chooseKeys: {} };
    expect((['region', 'province', 'city', 'district'] as const).map((part) => chooseKey(general, part))).toEqual(['chooseRegion', 'chooseProvince', 'chooseCity', 'chooseDistrict']);
  });
});

describe('how typed values are read', () => {
  it('collapses runs of spaces, but keeps full-width letters and punctuation as typed (one encoding of an accent)', () => {
    expect(tidy('  Ａｎａ \t  Silva\n')).toBe('Ａｎａ Silva');
    expect(tidy('請在下午送達，謝謝')).toBe('請在下午送達，謝謝');
    expect(tidy('Jose\u0301')).toBe('José');
  });

  it("writes Poland's and Portugal's postal codes with their hyphen, and a zone without codes keeps none", () => {
    expect(normalizePostalCode(poland, ' 00950 ')).toBe('00-950');
    expect(normalizePostalCode(portugal, '1000001')).toBe('1000-001');
    expect(normalizePostalCode(portugal, '00950')).toBe('00950');
    expect(normalizePostalCode(poland, '1000001')).toBe('1000001');
    expect(normalizePostalCode(portugal, '10000011')).toBe('10000011');
    expect(normalizePostalCode(portugal, '  1000   001 ')).toBe('1000 001');
    expect(normalizePostalCode(requireZone(3), '１００ー０００１')).toBe('100-0001');
    expect(normalizePostalCode(requireZone(2), '999077')).toBe('');
  });

  it("takes in Saudi Arabia (anything goes) a number its plan does not know, and refuses one of its landlines", () => {
    const saudi = requireZone(20);
    expect(readPhone(saudi, '123')).toEqual({ national: '123', e164: '123', valid: true });
    expect(readPhone(saudi, '011 123 4567').valid).toBe(false);
  });

  it("does not take another country's number for the zone's, even when it is a valid mobile there", () => {
    const german = mobile(germany).number;
    expect(readPhone(taiwan, german)).toMatchObject({ e164: null, valid: false });
  });
});
