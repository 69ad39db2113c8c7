import { describe, expect, it } from 'vitest';
import { ADDRESS_REGIONS, CITY_FILE_REGIONS, NO_ADDRESS_SCRIPTS, PICKUP_FILES, addressFileUrl, placeAt, placesAt, type AddressNode } from '../../src/domain/address';

const tree: AddressNode[] = [
  { name: '臺北市', children: [{ name: '中正區', postalCode: '100' }, { name: '大安區', postalCode: '106' }] },
  { name: '新北市', children: [{ name: '板橋區', postalCode: '220', children: [{ name: '7-ELEVEN 板橋店', stores: 1 }] }] },
  { name: '連江縣' },
];

describe('walking a region’s address tree', () => {
  it('lists the top level for an empty path, and a place’s children for its path', () => {
    expect(placesAt(tree, []).map((node) => node.name)).toEqual(['臺北市', '新北市', '連江縣']);
    expect(placesAt(tree, ['臺北市']).map((node) => node.name)).toEqual(['中正區', '大安區']);
    expect(placesAt(tree, ['新北市', '板橋區'])).toEqual([{ name: '7-ELEVEN 板橋店', stores: 1 }]);
  });

  it('lists nothing below an unknown place or a place without children', () => {
    expect(placesAt(tree, ['東京都'])).toEqual([]);
    expect(placesAt(tree, ['臺北市', '板橋區'])).toEqual([]);
    expect(placesAt(tree, ['連江縣'])).toEqual([]);
  });

  it('gives a copy, so a form that sorts it leaves the data alone', () => {
    const top = placesAt(tree, []);
    top.reverse();
    expect(placesAt(tree, [])[0]!.name).toBe('臺北市');
  });

  it('finds the place at the end of a path, with its postal code', () => {
    expect(placeAt(tree, ['臺北市', '大安區'])).toEqual({ name: '大安區', postalCode: '106' });
    expect(placeAt(tree, ['連江縣'])).toEqual({ name: '連江縣' });
    expect(placeAt(tree, ['新北市', '大安區'])).toBeUndefined();
    expect(placeAt(tree, [])).toBeUndefined();
  });
});

describe('the address scripts', () => {
  it('are served under /address/ by file name', () => {
    expect(addressFileUrl('10-city')).toBe('/address/10-city.js');
  });

  it('exist for the regions of the spec, with town files for six of them and three pickup files for Taiwan', () => {
    expect(ADDRESS_REGIONS).toEqual([1, 3, 5, 6, 7, 8, 10, 12, 14, 16, 19, 28, 34]);
    expect(CITY_FILE_REGIONS).toEqual([10, 12, 14, 16, 19, 34]);
    expect(PICKUP_FILES).toEqual({ seven_eleven: '1-711', family_mart: '1-family', hi_life: '1-hls' });
  });

  it('are missing with the spec’s Chinese message', () => {
    expect(NO_ADDRESS_SCRIPTS).toBe('未找到该地区的地址数据脚本');
  });
});
