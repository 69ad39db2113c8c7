import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_REGIONS, CITY_FILE_REGIONS, placeAt, placesAt } from '../../src/domain/address';
import type { AddressData, AddressNode } from '../../src/domain/address';
import type { AddressPart } from '../../src/domain/zones';
// @ts-expect-error: a plain .mjs build script without types
import { buildAddressData as buildUntyped } from '../../scripts/build-address-data.mjs';

interface BuiltFile {
  file: string;
  bytes: number;
  gzipBytes: number;
  entries: number;
}
const buildAddressData = buildUntyped as (outDir: string) => Promise<BuiltFile[]>;

interface Expected {
  file: string;
  region: number;
  country: string;
  levels: AddressPart[];
  complete: boolean;
}

/** The files the order form loads (spec §7 / §9), with what each must declare. */
const EXPECTED_FILES: Expected[] = [
  { file: '1', region: 1, country: 'TW', levels: ['city', 'district'], complete: true },
  { file: '3', region: 3, country: 'JP', levels: ['province'], complete: true },
  { file: '5', region: 5, country: 'MY', levels: ['province'], complete: true },
  { file: '6', region: 6, country: 'ID', levels: ['province', 'city'], complete: true },
  { file: '7', region: 7, country: 'PH', levels: ['province', 'city'], complete: true },
  { file: '8', region: 8, country: 'VN', levels: ['province', 'district'], complete: true },
  { file: '10', region: 10, country: 'PL', levels: ['province'], complete: true },
  { file: '10-city', region: 10, country: 'PL', levels: ['province', 'city'], complete: false },
  { file: '12', region: 12, country: 'HU', levels: ['province'], complete: true },
  { file: '12-city', region: 12, country: 'HU', levels: ['province', 'city'], complete: false },
  { file: '14', region: 14, country: 'SK', levels: ['province'], complete: true },
  { file: '14-city', region: 14, country: 'SK', levels: ['province', 'city'], complete: false },
  { file: '16', region: 16, country: 'ES', levels: ['province'], complete: true },
  { file: '16-city', region: 16, country: 'ES', levels: ['province', 'city'], complete: false },
  { file: '19', region: 19, country: 'IT', levels: ['province'], complete: true },
  { file: '19-city', region: 19, country: 'IT', levels: ['province', 'city'], complete: false },
  { file: '28', region: 28, country: 'PT', levels: ['province'], complete: true },
  { file: '34', region: 34, country: 'DE', levels: ['province'], complete: true },
  { file: '34-city', region: 34, country: 'DE', levels: ['province', 'city'], complete: false },
];

const EXPECTED = EXPECTED_FILES.map((expected) => [`${expected.file}.js`, expected.country, expected] as const);

/** Hard budget per file, and "a few KB" for the level-1 lists. */
const MAX_GZIP = 60 * 1024;
const MAX_GZIP_SMALL = 5 * 1024;
const SMALL_FILES = ['1', '3', '5', '10', '12', '14', '16', '19', '28', '34'];

let dir = '';
let built: BuiltFile[] = [];
const files = new Map<string, AddressData>();
const texts = new Map<string, string>();

function data(file: string): AddressData {
  const found = files.get(file);
  if (!found) throw new Error(`${file}.js was not loaded`);
  return found;
}

function names(nodes: readonly AddressNode[]): string[] {
  return nodes.map((node) => node.name);
}

function children(file: string, ...path: string[]): string[] {
  return names(placesAt(data(file).tree, path));
}

function leafCount(nodes: readonly AddressNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.children ? leafCount(node.children) : 1), 0);
}

/** Every problem with names in a tree: empty, padded, duplicated among siblings, too deep. */
function problems(nodes: readonly AddressNode[], depth: number, levels: number, path = ''): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const node of nodes) {
    const where = `${path}/${node.name}`;
    if (typeof node.name !== 'string' || node.name.length === 0) found.push(`${where}: empty name`);
    else if (node.name !== node.name.trim()) found.push(`${where}: leading or trailing space`);
    if (seen.has(node.name)) found.push(`${where}: duplicate among siblings`);
    seen.add(node.name);
    if (depth < levels - 1) {
      if (!node.children || node.children.length === 0) found.push(`${where}: no children`);
      else found.push(...problems(node.children, depth + 1, levels, where));
    } else if (node.children) found.push(`${where}: deeper than the file's levels`);
  }
  return found;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'doorstep-address-'));
  built = await buildAddressData(dir);
  for (const { file } of built) {
    const path = join(dir, `${file}.js`);
    texts.set(file, await readFile(path, 'utf8'));
    const module = (await import(pathToFileURL(path).href)) as { default: AddressData };
    files.set(file, module.default);
  }
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the address files the order form loads', () => {
  it('are written for every region with address scripts, plus the city files, and nothing else (no Korea)', async () => {
    const expectedFiles = EXPECTED_FILES.map((e) => e.file);
    expect(built.map((b) => b.file)).toEqual(expectedFiles);
    expect((await readdir(dir)).sort()).toEqual(expectedFiles.map((f) => `${f}.js`).sort());
    expect(ADDRESS_REGIONS.map(String).every((region) => expectedFiles.includes(region))).toBe(true);
    expect(CITY_FILE_REGIONS.map((region) => `${region}-city`).every((file) => expectedFiles.includes(file))).toBe(true);
    expect(expectedFiles).not.toContain('9');
  });

  it.each(EXPECTED)('%s (%s) is well formed: right region and levels, clean names, no duplicates', (_title, _country, expected) => {
    const text = texts.get(expected.file) ?? '';
    expect(text.startsWith("export default JSON.parse('")).toBe(true);
    expect(text.trimEnd().endsWith("');")).toBe(true);
    const file = data(expected.file);
    expect(Object.keys(file).sort()).toEqual(['complete', 'country', 'file', 'levels', 'region', 'source', 'tree']);
    expect(file.region).toBe(expected.region);
    expect(file.file).toBe(expected.file);
    expect(file.country).toBe(expected.country);
    expect(file.levels).toEqual(expected.levels);
    expect(file.complete).toBe(expected.complete);
    // "package@version (licence)", several joined by "; ".
    for (const part of file.source.split('; ').filter((p) => /@\d/.test(p))) expect(part).toMatch(/^(@[\w.-]+\/)?[\w.-]+@\d[\w.-]* \(.+\)$/);
    expect(file.source).toMatch(/^(@[\w.-]+\/)?[\w.-]+@\d/);
    expect(file.tree.length).toBeGreaterThan(0);
    expect(problems(file.tree, 0, file.levels.length)).toEqual([]);
  });

  it.each(EXPECTED)('%s (%s) stays small enough for a phone: at most 60 KB gzipped, a few KB for first-level lists', (_title, _country, { file }) => {
    const info = built.find((b) => b.file === file);
    expect(info).toBeDefined();
    const text = texts.get(file) ?? '';
    expect(info?.bytes).toBe(Buffer.byteLength(text));
    expect(info?.gzipBytes).toBe(gzipSync(text, { level: 9 }).length);
    expect(info?.gzipBytes).toBeLessThanOrEqual(SMALL_FILES.includes(file) ? MAX_GZIP_SMALL : MAX_GZIP);
  });

  it('are the same bytes on every build', async () => {
    const again = await mkdtemp(join(tmpdir(), 'doorstep-address-again-'));
    try {
      await buildAddressData(again);
      for (const { file } of built) expect(await readFile(join(again, `${file}.js`), 'utf8')).toBe(texts.get(file));
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  }, 60_000);

  it('use the same first level in each city file as in its main file', () => {
    for (const region of CITY_FILE_REGIONS) {
      expect(names(data(`${region}-city`).tree)).toEqual(names(data(String(region)).tree));
    }
  });
});

describe('Taiwan', () => {
  // Chunghwa Post 3-digit postal code list (臺灣地區郵遞區號前3碼一覽表): 22 counties and cities,
  // 368 townships/districts (MOI) plus 東沙群島 817, 南沙群島 819 and 釣魚臺列嶼 290.
  it("lists Taiwan's 22 counties and cities with every district's 3-digit postal code", () => {
    const tw = data('1');
    expect(tw.tree).toHaveLength(22);
    expect(names(tw.tree)).toEqual([
      '臺北市', '基隆市', '新北市', '宜蘭縣', '新竹市', '新竹縣', '桃園市', '苗栗縣', '臺中市', '彰化縣', '南投縣',
      '嘉義市', '嘉義縣', '雲林縣', '臺南市', '高雄市', '澎湖縣', '屏東縣', '臺東縣', '花蓮縣', '金門縣', '連江縣',
    ]);
    expect(leafCount(tw.tree)).toBe(371);
    for (const county of tw.tree) for (const district of county.children ?? []) expect(district.postalCode).toMatch(/^\d{3}$/);
    const code = (...path: string[]) => placeAt(tw.tree, path)?.postalCode;
    expect(code('臺北市', '大同區')).toBe('103');
    expect(code('臺北市', '中正區')).toBe('100');
    expect(code('高雄市', '鳳山區')).toBe('830');
    expect(code('連江縣', '南竿鄉')).toBe('209');
    expect(code('金門縣', '金城鎮')).toBe('893');
    expect(code('澎湖縣', '馬公市')).toBe('880');
  });

  it('includes the outlying islands, including the South China Sea islands the post office codes', () => {
    expect(children('1', '澎湖縣')).toContain('馬公市');
    expect(children('1', '金門縣')).toHaveLength(6);
    expect(children('1', '連江縣')).toEqual(['南竿鄉', '北竿鄉', '莒光鄉', '東引鄉']);
    expect(placeAt(data('1').tree, ['高雄市', '東沙群島'])?.postalCode).toBe('817');
    expect(placeAt(data('1').tree, ['高雄市', '南沙群島'])?.postalCode).toBe('819');
    expect(placeAt(data('1').tree, ['宜蘭縣', '釣魚臺列嶼'])?.postalCode).toBe('290');
  });

  it('writes 臺 as Taiwan officially does, not 台', () => {
    expect(names(data('1').tree).some((name) => name.includes('台'))).toBe(false);
  });
});

describe('Japan', () => {
  // JIS X 0401 prefecture codes 01–47.
  it('lists the 47 prefectures in kanji with their suffix, in JIS code order', () => {
    expect(names(data('3').tree)).toEqual([
      '北海道', '青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県', '茨城県', '栃木県', '群馬県', '埼玉県', '千葉県',
      '東京都', '神奈川県', '新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県', '静岡県', '愛知県', '三重県',
      '滋賀県', '京都府', '大阪府', '兵庫県', '奈良県', '和歌山県', '鳥取県', '島根県', '岡山県', '広島県', '山口県', '徳島県',
      '香川県', '愛媛県', '高知県', '福岡県', '佐賀県', '長崎県', '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県',
    ]);
  });
});

describe('Malaysia', () => {
  // ISO 3166-2:MY (MY-01 … MY-16): 13 states and 3 federal territories.
  it('lists the 13 states and 3 federal territories in Malay', () => {
    expect(names(data('5').tree)).toEqual([
      'Johor', 'Kedah', 'Kelantan', 'Melaka', 'Negeri Sembilan', 'Pahang', 'Pulau Pinang', 'Perak', 'Perlis', 'Selangor',
      'Terengganu', 'Sabah', 'Sarawak', 'Wilayah Persekutuan Kuala Lumpur', 'Wilayah Persekutuan Labuan',
      'Wilayah Persekutuan Putrajaya',
    ]);
  });
});

describe('Indonesia', () => {
  // Kepmendagri 100.1.1-6117/2022 and later: 38 provinces (Papua split in 2022), 416 kabupaten + 98 kota.
  it('lists the 38 provinces, including the new Papuan ones, and their 514 regencies and cities', () => {
    const id = data('6');
    expect(id.tree).toHaveLength(38);
    expect(names(id.tree)).toEqual(expect.arrayContaining(['Papua Barat Daya', 'Papua Selatan', 'Papua Tengah', 'Papua Pegunungan']));
    expect(leafCount(id.tree)).toBe(514);
    expect(names(id.tree).slice(0, 2)).toEqual(['Aceh', 'Sumatera Utara']);
  });

  it('writes the names in title case as Indonesians do', () => {
    const id = data('6');
    expect(names(id.tree)).toEqual(expect.arrayContaining(['DKI Jakarta', 'DI Yogyakarta', 'Kepulauan Bangka Belitung']));
    expect(children('6', 'Aceh')).toContain('Kabupaten Aceh Selatan');
    expect(children('6', 'Jawa Barat')).toContain('Kota Bandung');
    expect(children('6', 'DKI Jakarta')).toEqual([
      'Kabupaten Administrasi Kepulauan Seribu', 'Kota Administrasi Jakarta Pusat', 'Kota Administrasi Jakarta Utara',
      'Kota Administrasi Jakarta Barat', 'Kota Administrasi Jakarta Selatan', 'Kota Administrasi Jakarta Timur',
    ]);
    expect(children('6', 'Sulawesi Selatan')).toContain('Kabupaten Pangkajene dan Kepulauan');
    expect(children('6', 'Sulawesi Tengah')).toContain('Kabupaten Tojo Una-Una');
    for (const province of id.tree) {
      for (const name of [province.name, ...names(province.children ?? [])]) expect(name).not.toBe(name.toUpperCase());
    }
  });
});

describe('the Philippines', () => {
  // PSGC (Philippine Statistics Authority): 82 provinces, NCR, BARMM's Special Geographic Area;
  // 149 cities + 1,493 municipalities = 1,642.
  it('lists every city and municipality of the PSGC, none lost', () => {
    const ph = data('7');
    expect(ph.tree).toHaveLength(82 + 2);
    expect(leafCount(ph.tree)).toBe(1642);
  });

  it('puts highly urbanized cities under the province they lie in', () => {
    expect(children('7', 'Cebu')).toEqual(expect.arrayContaining(['Cebu City', 'Lapu-Lapu City', 'Mandaue City']));
    expect(children('7', 'Davao del Sur')).toContain('Davao City');
    expect(children('7', 'Benguet')).toContain('Baguio City');
    expect(children('7', 'Iloilo')).toContain('Iloilo City');
    expect(children('7', 'Negros Occidental')).toContain('Bacolod City');
    expect(children('7', 'Zamboanga del Sur')).toContain('Zamboanga City');
    expect(children('7', 'Misamis Oriental')).toContain('Cagayan de Oro City');
    const top = names(data('7').tree);
    for (const city of ['Cebu City', 'Davao City', 'Baguio City', 'Quezon City', 'Manila']) expect(top).not.toContain(city);
  });

  it('has Metro Manila as a province with its 16 cities and Pateros', () => {
    const ncr = children('7', 'Metro Manila');
    expect(ncr).toHaveLength(17);
    expect(ncr).toEqual(expect.arrayContaining(['Quezon City', 'Manila', 'Makati City', 'Pateros', 'Taguig City']));
    expect(ncr).not.toContain('Tondo I/II');
  });
});

describe('Vietnam', () => {
  // Resolution 202/2025/QH15 (provinces) and the 2025 ward resolutions: 34 provinces/cities,
  // 3,321 commune-level units (2,621 xã, 687 phường, 13 đặc khu), in force 1 July 2025.
  it('lists the 34 provinces of the 2025 reform and their 3,321 wards, communes and special zones', () => {
    const vn = data('8');
    expect(vn.tree).toHaveLength(34);
    expect(leafCount(vn.tree)).toBe(3321);
    expect(vn.tree[0]?.name).toBe('Thành phố Hà Nội');
    expect(names(vn.tree)).toEqual(expect.arrayContaining(['Thành phố Hồ Chí Minh', 'Thành phố Huế', 'Tuyên Quang', 'Cà Mau']));
    expect(children('8', 'Thành phố Hà Nội')).toContain('Phường Ba Đình');
    const all = vn.tree.flatMap((p) => names(p.children ?? []));
    expect(all.filter((name) => name.startsWith('Đặc khu '))).toHaveLength(13);
  });

  it('has none of the provinces merged away in 2025', () => {
    const top = names(data('8').tree);
    for (const old of ['Hà Giang', 'Tỉnh Hà Giang', 'Bình Dương', 'Bà Rịa - Vũng Tàu', 'Quảng Nam', 'Thừa Thiên Huế', 'Yên Bái', 'Kiên Giang']) {
      expect(top.some((name) => name.includes(old))).toBe(false);
    }
  });
});

describe('Europe, first level', () => {
  // TERYT: 16 voivodeships, written lowercase on Polish addresses.
  it('lists the 16 Polish voivodeships in lowercase', () => {
    expect(names(data('10').tree)).toEqual([
      'dolnośląskie', 'kujawsko-pomorskie', 'lubelskie', 'lubuskie', 'łódzkie', 'małopolskie', 'mazowieckie', 'opolskie',
      'podkarpackie', 'podlaskie', 'pomorskie', 'śląskie', 'świętokrzyskie', 'warmińsko-mazurskie', 'wielkopolskie',
      'zachodniopomorskie',
    ]);
  });

  // KSH / ISO 3166-2:HU: 19 counties (vármegyék) and Budapest; the county-rank cities are not counties.
  it('lists the 19 Hungarian counties and Budapest, without the county-rank cities', () => {
    const hu = names(data('12').tree);
    expect(hu).toHaveLength(20);
    expect(hu).toEqual(expect.arrayContaining(['Budapest', 'Pest', 'Csongrád-Csanád', 'Borsod-Abaúj-Zemplén', 'Veszprém']));
    for (const city of ['Debrecen', 'Békéscsaba', 'Győr', 'Szeged', 'Érd']) expect(hu).not.toContain(city);
  });

  it('lists the 8 Slovak regions', () => {
    expect([...names(data('14').tree)].sort()).toEqual(
      ['Banskobystrický kraj', 'Bratislavský kraj', 'Košický kraj', 'Nitriansky kraj', 'Prešovský kraj', 'Trenčiansky kraj', 'Trnavský kraj', 'Žilinský kraj'].sort(),
    );
  });

  // INE province codes 01–52: 50 provinces, Ceuta and Melilla; official names (Leyes 2/1992,
  // 2/1998, 25/1999, 19/2011).
  it('lists the 50 Spanish provinces plus Ceuta and Melilla by their official names', () => {
    const es = names(data('16').tree);
    expect(es).toHaveLength(52);
    // Alphabetical, as shoppers look them up.
    expect(es[0]).toBe('A Coruña');
    expect(es).toEqual(
      expect.arrayContaining(['A Coruña', 'Illes Balears', 'Bizkaia', 'Gipuzkoa', 'Valencia/València', 'Alicante/Alacant', 'Castellón/Castelló', 'Las Palmas', 'Ceuta', 'Melilla']),
    );
    for (const old of ['La Coruña', 'Vizcaya', 'Guipúzcoa', 'Baleares', 'Gerona', 'Lérida', 'Orense']) expect(es).not.toContain(old);
  });

  // ISTAT list of 107 units, with Sardinia as reorganised in 2025 (L.R. 7/2021 and 9/2023):
  // metropolitan cities of Cagliari and Sassari, provinces of Gallura Nord-Est Sardegna, Medio
  // Campidano, Nuoro, Ogliastra, Oristano, Sulcis Iglesiente; Sud Sardegna abolished. 107 - 5 + 8 = 110.
  it('lists the 110 Italian provinces and metropolitan cities as they are now, with Sardinia after its 2025 reform', () => {
    const it_ = names(data('19').tree);
    expect(it_).toHaveLength(110);
    expect(it_).toEqual(
      expect.arrayContaining(['Cagliari', 'Sassari', 'Nuoro', 'Oristano', 'Gallura Nord-Est Sardegna', 'Medio Campidano', 'Ogliastra', 'Sulcis Iglesiente', 'Milano', 'Roma']),
    );
    for (const old of ['Sud Sardegna', 'Carbonia-Iglesias', 'Olbia-Tempio']) expect(it_).not.toContain(old);
  });

  it('lists the 18 Portuguese districts and the two autonomous regions', () => {
    expect(names(data('28').tree)).toEqual([
      'Aveiro', 'Beja', 'Braga', 'Bragança', 'Castelo Branco', 'Coimbra', 'Évora', 'Faro', 'Guarda', 'Leiria', 'Lisboa',
      'Portalegre', 'Porto', 'Santarém', 'Setúbal', 'Viana do Castelo', 'Vila Real', 'Viseu', 'Região Autónoma dos Açores',
      'Região Autónoma da Madeira',
    ]);
  });

  it('lists the 16 German Länder in German', () => {
    const de = names(data('34').tree);
    expect(de).toHaveLength(16);
    expect(de).toEqual(expect.arrayContaining(['Bayern', 'Baden-Württemberg', 'Nordrhein-Westfalen', 'Thüringen', 'Berlin', 'Hamburg', 'Bremen']));
  });
});

describe('Europe, town suggestions', () => {
  it('suggests Polish towns by voivodeship', () => {
    expect(children('10-city', 'mazowieckie')).toContain('Warszawa');
    expect(children('10-city', 'małopolskie')).toContain('Kraków');
    expect(children('10-city', 'łódzkie')).toContain('Łódź');
  });

  it('suggests Hungarian towns by county', () => {
    expect(children('12-city', 'Pest')).toContain('Gödöllő');
    expect(children('12-city', 'Hajdú-Bihar')).toContain('Debrecen');
    expect(children('12-city', 'Budapest')).toEqual(['Budapest']);
  });

  it('suggests Slovak towns by region', () => {
    expect(children('14-city', 'Bratislavský kraj')).toContain('Bratislava');
    expect(children('14-city', 'Košický kraj')).toContain('Košice');
  });

  it('suggests every Spanish municipality by province, with articles in front', () => {
    expect(leafCount(data('16-city').tree)).toBe(8131);
    expect(children('16-city', 'Madrid')).toEqual(expect.arrayContaining(['Madrid', 'Las Rozas de Madrid', 'Alcalá de Henares']));
    expect(children('16-city', 'A Coruña')).toContain('A Coruña');
    expect(children('16-city', 'Las Palmas')).toContain('Las Palmas de Gran Canaria');
    expect(children('16-city', 'Barcelona')).toContain("L'Hospitalet de Llobregat");
    expect(children('16-city', 'Almería')).toContain('El Ejido');
  });

  it('suggests every Italian comune by province, with Sardinian comuni in their new provinces', () => {
    expect(leafCount(data('19-city').tree)).toBe(7896);
    expect(children('19-city', 'Milano')).toContain('Milano');
    expect(children('19-city', 'Roma')).toContain('Roma');
    expect(children('19-city', 'Gallura Nord-Est Sardegna')).toEqual(expect.arrayContaining(['Olbia', 'La Maddalena', 'Tempio Pausania']));
    expect(children('19-city', 'Sulcis Iglesiente')).toEqual(expect.arrayContaining(['Carbonia', 'Iglesias']));
    expect(children('19-city', 'Ogliastra')).toContain('Tortolì');
    expect(children('19-city', 'Medio Campidano')).toContain('Sanluri');
    expect(children('19-city', 'Cagliari')).toHaveLength(71);
    expect(children('19-city', 'Sassari')).toHaveLength(66);
    expect(children('19-city', 'Sassari')).not.toContain('Olbia');
  });

  it('suggests German towns by Land', () => {
    expect(children('34-city', 'Bayern')).toEqual(expect.arrayContaining(['München', 'Nürnberg', 'Augsburg']));
    expect(children('34-city', 'Bayern')).not.toContain('Munich');
    expect(children('34-city', 'Nordrhein-Westfalen')).toContain('Köln');
    expect(children('34-city', 'Berlin')).toContain('Berlin');
    expect(children('34-city', 'Hamburg')).toContain('Hamburg');
  });
});
