import { describe, expect, it } from 'vitest';
import { normalizePhone, recipientFields, validateRecipient } from '../../src/domain/recipient';
import { requireZone } from '../../src/domain/zones';

const taiwan = requireZone(1);
const poland = requireZone(10);
const germany = requireZone(34);

const errorsOf = (zoneId: number, input: Record<string, string>) => {
  const result = validateRecipient(requireZone(zoneId), input);
  return result.ok ? {} : result.errors;
};

describe('the recipient form of Taiwan (zone 1)', () => {
  const valid = { name: '王小明', phone: '0912345678', address: '臺北市中正區重慶南路一段122號', postalCode: '100' };

  it('accepts a full address and stores the phone as E.164', () => {
    const result = validateRecipient(taiwan, valid);
    expect(result.ok && result.value).toMatchObject({ name: '王小明', phone: '+886912345678', phoneNational: '0912345678', postalCode: '100' });
  });

  it.each([
    ['０９１２３４５６７８', 'full-width digits'],
    ['0912-345-678', 'hyphens'],
    ['0912 345 678', 'spaces'],
    ['+886 912 345 678', 'a typed country code'],
    ['00886912345678', 'the international prefix 00'],
  ])('normalises %s (%s) to 0912345678', (typed) => {
    expect(normalizePhone(taiwan, typed)).toBe('0912345678');
    expect(errorsOf(1, { ...valid, phone: typed }).phone).toBeUndefined();
  });

  it.each(['0812345678', '091234567', '09123456789', '', 'abc'])('refuses %j with phonenotempty and the Taiwan hint', (phone) => {
    expect(errorsOf(1, { ...valid, phone }).phone).toEqual({ key: 'phonenotempty', hintKey: 'phoneHint.1' });
  });

  it('accepts 3-, 5- and 6-digit postal codes, full-width too', () => {
    for (const postalCode of ['100', '10048', '100048', '１００']) expect(errorsOf(1, { ...valid, postalCode }).postalCode).toBeUndefined();
  });

  it('says cannotEmpty11 for an empty postal code and zipcodeErrDataTips for a wrong one', () => {
    expect(errorsOf(1, { ...valid, postalCode: '' }).postalCode).toEqual({ key: 'cannotEmpty11' });
    expect(errorsOf(1, { ...valid, postalCode: '1000' }).postalCode).toEqual({ key: 'zipcodeErrDataTips' });
  });

  it('asks for the address and the name', () => {
    expect(errorsOf(1, { ...valid, address: '   ' }).address).toEqual({ key: 'addressTips' });
    expect(errorsOf(1, { ...valid, name: '' }).name).toEqual({ key: 'nameTips' });
  });
});

describe('the recipient form of Poland (zone 10)', () => {
  const valid = { name: 'Anna Kowalska', phone: '512345678', address: 'ul. Marszałkowska 1', postalCode: '00-950' };

  it('accepts a Polish address', () => {
    expect(validateRecipient(poland, valid).ok).toBe(true);
  });

  it('holds the address to 6-35 characters, both bounds included', () => {
    expect(errorsOf(10, { ...valid, address: 'ab 1 c' }).address).toBeUndefined();
    expect(errorsOf(10, { ...valid, address: 'x'.repeat(35) }).address).toBeUndefined();
    expect(errorsOf(10, { ...valid, address: 'ab 1c' }).address).toEqual({ key: 'addressFormRuleTips', values: { min: 6, max: 35 } });
    expect(errorsOf(10, { ...valid, address: 'x'.repeat(36) }).address?.key).toBe('addressFormRuleTips');
  });

  it('wants the postal code as NN-NNN and fills in a forgotten hyphen', () => {
    const result = validateRecipient(poland, { ...valid, postalCode: '00950' });
    expect(result.ok && result.value.postalCode).toBe('00-950');
    expect(errorsOf(10, { ...valid, postalCode: '0-0950' }).postalCode).toEqual({ key: 'zipcodeErrDataTips' });
  });

  it('wants nine digits for the phone', () => {
    expect(errorsOf(10, { ...valid, phone: '51234567' }).phone).toEqual({ key: 'phonenotempty', hintKey: 'phoneHint.10' });
    const result = validateRecipient(poland, { ...valid, phone: '+48 512 345 678' });
    expect(result.ok && result.value.phone).toBe('+48512345678');
  });
});

describe('the recipient form of Germany (zone 34)', () => {
  const valid = { firstName: 'Julia', lastName: 'Schmidt', phone: '01512 3456789', address: 'Invalidenstraße 1', postalCode: '10115' };

  it('asks for first and last name separately', () => {
    expect(recipientFields(germany).slice(0, 2)).toEqual(['firstName', 'lastName']);
    const result = validateRecipient(germany, valid);
    expect(result.ok && result.value).toMatchObject({ name: 'Julia Schmidt', firstName: 'Julia', lastName: 'Schmidt', phone: '+4915123456789' });
  });

  it('refuses a missing last name with its own message', () => {
    expect(errorsOf(34, { ...valid, lastName: '' }).lastName).toEqual({ key: 'lastNameTips' });
  });

  it('wants five digits for the postal code', () => {
    expect(errorsOf(34, { ...valid, postalCode: '1011' }).postalCode).toEqual({ key: 'zipcodeErrDataTips' });
  });
});

describe('every field', () => {
  it('refuses an email that is not one, and accepts none at all', () => {
    const valid = { name: 'Anna Kowalska', phone: '512345678', address: 'ul. Marszałkowska 1', postalCode: '00-950' };
    expect(errorsOf(10, { ...valid, email: 'anna@' }).email).toEqual({ key: 'emailTips' });
    expect(errorsOf(10, { ...valid, email: '' }).email).toBeUndefined();
  });

  it('ignores fields that are not text', () => {
    const result = validateRecipient(taiwan, { name: 42 as unknown as string });
    expect(result.ok).toBe(false);
  });
});
