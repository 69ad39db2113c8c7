import { describe, expect, it } from 'vitest';
import type { AddressData } from '../../src/domain/address';
import { ADDRESS_FILES, addressChoices, checkAddress, chooseAddressPart, chosenPlace, primaryAddressFile } from '../../src/domain/address-form';
import { EMPTY_RECIPIENT, type RecipientInput } from '../../src/domain/recipient-fields';
import type { AddressPart, Zone } from '../../src/domain/zones';

type FormZone = Pick<Zone, 'addressParts' | 'addressFiles' | 'postalCode' | 'chooseKeys'>;

const file = (name: string, levels: AddressPart[], complete: boolean, tree: AddressData['tree']): AddressData => ({
  region: Number.parseInt(name, 10),
  file: name,
  country: 'XX',
  levels,
  complete,
  source: 'test',
  tree,
});

/** Taiwan's shape: county and district from one complete file, each district with its postal code. */
const taiwan: FormZone = {
  addressParts: ['city', 'district'],
  addressFiles: ['1'],
  postalCode: { pattern: /^\d{3}(?:\d{2,3})?$/, example: '100' },
  chooseKeys: { city: 'chooseCity.TW', district: 'chooseDistrict.TW' },
};
const taiwanData = {
  '1': file('1', ['city', 'district'], true, [
    { name: '臺北市', children: [{ name: '中正區', postalCode: '100' }, { name: '大安區', postalCode: '106' }] },
    { name: '新北市', children: [{ name: '板橋區', postalCode: '220' }] },
  ]),
};

/** Poland's shape: a complete list of provinces, and towns by province as suggestions. */
const poland: FormZone = {
  addressParts: ['province', 'city'],
  addressFiles: ['10', '10-city'],
  postalCode: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  chooseKeys: {},
};
const polandData = {
  '10': file('10', ['province'], true, [{ name: 'Mazowieckie' }, { name: 'Dolnośląskie' }]),
  '10-city': file('10-city', ['province', 'city'], false, [
    { name: 'Mazowieckie', children: [{ name: 'Warszawa' }, { name: 'Radom' }] },
    { name: 'Dolnośląskie', children: [{ name: 'Wrocław' }] },
  ]),
};

/** Germany's shape: only the town is asked, suggested from every state's towns at once. */
const germany: FormZone = { addressParts: ['city'], addressFiles: ['34-city'], postalCode: null, chooseKeys: { city: 'chooseCity.town' } };
const germanyData = {
  '34-city': file('34-city', ['province', 'city'], false, [
    { name: 'Bayern', children: [{ name: 'München' }, { name: 'Augsburg' }] },
    { name: 'Hessen', children: [{ name: 'Frankfurt' }, { name: 'Darmstadt' }, { name: 'Berlin' }] },
    { name: 'Berlin', children: [{ name: 'Berlin' }] },
    { name: 'Bremen' },
  ]),
};

const recipient = (parts: Partial<RecipientInput> = {}): RecipientInput => ({ ...EMPTY_RECIPIENT, ...parts });

describe('the files of the address form', () => {
  it('serves every region’s file, their town files and Taiwan’s pickup files', () => {
    expect(ADDRESS_FILES).toEqual(expect.arrayContaining(['1', '34', '10-city', '34-city', '1-711', '1-family', '1-hls']));
    expect(ADDRESS_FILES).not.toContain('1-city');
  });

  it('loads a zone’s first address file first, or its region id when it has none', () => {
    expect(primaryAddressFile({ id: 10, addressFiles: ['10', '10-city'] })).toBe('10');
    expect(primaryAddressFile({ id: 2, addressFiles: [] })).toBe('2');
  });
});

describe('the choices of the address parts', () => {
  it('lists the counties to choose from, and no district before a county is chosen', () => {
    expect(addressChoices(taiwan, taiwanData, recipient())).toEqual([
      { field: 'city', mode: 'select', options: ['臺北市', '新北市'] },
      { field: 'district', mode: 'select', options: [] },
    ]);
  });

  it('lists the districts of the chosen county, in the file’s order', () => {
    const [, district] = addressChoices(taiwan, taiwanData, recipient({ city: '臺北市' }));
    expect(district).toEqual({ field: 'district', mode: 'select', options: ['中正區', '大安區'] });
  });

  it('lets the shopper type any part while its file has not loaded', () => {
    expect(addressChoices(taiwan, {}, recipient({ city: '臺北市' }))).toEqual([
      { field: 'city', mode: 'text', options: [] },
      { field: 'district', mode: 'text', options: [] },
    ]);
  });

  it('takes the provinces from the complete list and suggests the chosen province’s towns', () => {
    expect(addressChoices(poland, polandData, recipient({ province: 'Mazowieckie' }))).toEqual([
      { field: 'province', mode: 'select', options: ['Mazowieckie', 'Dolnośląskie'] },
      { field: 'city', mode: 'suggest', options: ['Warszawa', 'Radom'] },
    ]);
  });

  it('suggests no town before the province is chosen', () => {
    expect(addressChoices(poland, polandData, recipient())[1]).toEqual({ field: 'city', mode: 'suggest', options: [] });
  });

  it('keeps the file’s order at the top of a file, even when the zone asks nothing below it', () => {
    const provincesOnly: FormZone = { ...poland, addressParts: ['province'], addressFiles: ['10-city'] };
    expect(addressChoices(provincesOnly, polandData, recipient())).toEqual([{ field: 'province', mode: 'suggest', options: ['Mazowieckie', 'Dolnośląskie'] }]);
  });

  it('suggests every state’s towns at once, sorted and each once, where the state is not asked', () => {
    expect(addressChoices(germany, germanyData, recipient())).toEqual([
      { field: 'city', mode: 'suggest', options: ['Augsburg', 'Berlin', 'Darmstadt', 'Frankfurt', 'München'] },
    ]);
  });

  it('finds the place the shopper’s choices lead to, with its postal code', () => {
    expect(chosenPlace(taiwan, taiwanData, recipient({ city: '臺北市', district: '大安區' }), 'district')).toEqual({ name: '大安區', postalCode: '106' });
    expect(chosenPlace(taiwan, taiwanData, recipient({ city: '新北市', district: '大安區' }), 'district')).toBeUndefined();
    expect(chosenPlace(taiwan, taiwanData, recipient({ district: '大安區' }), 'district')).toBeUndefined();
    expect(chosenPlace(taiwan, {}, recipient({ city: '臺北市', district: '大安區' }), 'district')).toBeUndefined();
  });
});

describe('choosing a part of the address', () => {
  it('clears the parts after it, and keeps those before', () => {
    const before = recipient({ city: '臺北市', district: '大安區', address: 'Road 1' });
    expect(chooseAddressPart(taiwan, before, 'city', '新北市')).toEqual({ ...before, city: '新北市', district: '' });
    expect(chooseAddressPart(taiwan, before, 'district', '中正區')).toEqual({ ...before, district: '中正區' });
  });

  it('fills the district’s postal code unless the one typed already starts with it', () => {
    const chosen = recipient({ city: '臺北市', postalCode: '220' });
    expect(chooseAddressPart(taiwan, chosen, 'district', '大安區', '106').postalCode).toBe('106');
    expect(chooseAddressPart(taiwan, { ...chosen, postalCode: ' 10645' }, 'district', '大安區', '106').postalCode).toBe(' 10645');
    expect(chooseAddressPart(taiwan, chosen, 'district', '大安區').postalCode).toBe('220');
    expect(chooseAddressPart(taiwan, chosen, 'district', '大安區', '').postalCode).toBe('220');
  });
});

describe('the server’s check of the address parts', () => {
  it('accepts places of the lists, written as the list writes them whatever the width, case, spacing or 台', () => {
    const typed = recipient({ city: ' 台北市 ', district: '大安區', postalCode: '106 01' });
    expect(checkAddress(taiwan, taiwanData, typed)).toEqual({ ok: true, recipient: { ...typed, city: '臺北市', district: '大安區' } });
    const spaced = recipient({ province: 'MAZOWIECKIE', city: 'Anywhere  Town' });
    expect(checkAddress(poland, polandData, spaced)).toEqual({ ok: true, recipient: { ...spaced, province: 'Mazowieckie' } });
    const wide = recipient({ province: 'ＭＡＺＯＷＩＥＣＫＩＥ' });
    expect(checkAddress(poland, polandData, wide)).toEqual({ ok: true, recipient: { ...wide, province: 'Mazowieckie' } });
  });

  it('compares spacing inside a name, not only around it', () => {
    const data = { '10': file('10', ['province'], true, [{ name: 'Nowa Wieś' }]), '10-city': polandData['10-city'] };
    expect(checkAddress(poland, data, recipient({ province: 'nowa   wieś' }))).toEqual({ ok: true, recipient: recipient({ province: 'Nowa Wieś' }) });
    expect(checkAddress(poland, data, recipient({ province: 'NowaWieś' }))).toEqual({ ok: false, field: 'province', key: 'chooseProvince' });
  });

  it('refuses a part the list lacks, with the zone’s own message', () => {
    expect(checkAddress(taiwan, taiwanData, recipient({ city: '東京都', district: '大安區' }))).toEqual({ ok: false, field: 'city', key: 'chooseCity.TW' });
    expect(checkAddress(taiwan, taiwanData, recipient({ city: '新北市', district: '大安區', postalCode: '106' }))).toEqual({ ok: false, field: 'district', key: 'chooseDistrict.TW' });
    expect(checkAddress(poland, polandData, recipient({ province: 'Bavaria' }))).toEqual({ ok: false, field: 'province', key: 'chooseProvince' });
  });

  it('refuses a postal code that does not agree with the district', () => {
    expect(checkAddress(taiwan, taiwanData, recipient({ city: '臺北市', district: '大安區', postalCode: '100' }))).toEqual({ ok: false, field: 'postalCode', key: 'zipcodeErrDataTips' });
    expect(checkAddress(taiwan, taiwanData, recipient({ city: '臺北市', district: '大安區', postalCode: '１０６' })).ok).toBe(true);
    expect(checkAddress(taiwan, taiwanData, recipient({ city: '臺北市', district: '大安區', postalCode: '١٠٦' })).ok).toBe(true);
    expect(checkAddress(taiwan, taiwanData, recipient({ city: '臺北市', district: '大安區', postalCode: '1 06 01' })).ok).toBe(true);
  });

  it('leaves the postal code alone where the zone asks none', () => {
    const noPostal = { ...taiwan, postalCode: null };
    expect(checkAddress(noPostal, taiwanData, recipient({ city: '臺北市', district: '大安區', postalCode: '' })).ok).toBe(true);
  });

  it('leaves parts without a full list, or without a loaded list, as typed', () => {
    const typed = recipient({ city: 'Kleinstadt' });
    expect(checkAddress(germany, germanyData, typed)).toEqual({ ok: true, recipient: typed });
    expect(checkAddress(taiwan, {}, recipient({ city: 'nowhere' }))).toEqual({ ok: true, recipient: recipient({ city: 'nowhere' }) });
  });
});
