import { ADDRESS_REGIONS, CITY_FILE_REGIONS, PICKUP_FILES, placesAt, type AddressData, type AddressNode } from './address';
import { normalizeDigits } from './digits';
import { chooseKey } from './recipient';
import type { RecipientInput } from './recipient-fields';
import type { AddressPart, Zone } from './zones';

/**
 * The address parts of the recipient form, read against the region's address data: which parts
 * are chosen from a list (`select`: the list is every division there is), which are typed with
 * suggestions (`suggest`: towns; any other may be typed) and which are typed (`text`: no data, or
 * it failed to load). The browser form and the server's check read the same lists.
 */
export type PartMode = 'select' | 'suggest' | 'text';

export interface PartChoices {
  field: AddressPart;
  mode: PartMode;
  /** The places to choose from (empty until the part before it is chosen). */
  options: string[];
}

type AddressZone = Pick<Zone, 'addressParts' | 'addressFiles'>;
type Loaded = Readonly<Record<string, AddressData | undefined>>;

/** Every address script the server has: the regions', their city files and Taiwan's pickup files. */
export const ADDRESS_FILES: readonly string[] = [
  ...ADDRESS_REGIONS.map(String),
  ...CITY_FILE_REGIONS.map((region) => `${region}-city`),
  ...Object.values(PICKUP_FILES),
];

/** The file a zone's form asks for first: its first address file, or its region id (which may have none). */
export function primaryAddressFile(zone: Pick<Zone, 'id' | 'addressFiles'>): string {
  return zone.addressFiles[0] ?? String(zone.id);
}

/** The loaded file that lists a part, and the part's level in it. */
function listFor(zone: AddressZone, loaded: Loaded, field: AddressPart): { data: AddressData; level: number } | null {
  for (const file of zone.addressFiles) {
    const data = loaded[file];
    const level = data?.levels.indexOf(field) ?? -1;
    if (data && level >= 0) return { data, level };
  }
  return null;
}

/** The places a level offers given what the shopper chose above it; levels the zone does not ask for are merged. */
function optionsAt(data: AddressData, level: number, recipient: RecipientInput, zone: AddressZone): AddressNode[] | null {
  let nodes: AddressNode[] = data.tree;
  for (const above of data.levels.slice(0, level)) {
    if (zone.addressParts.includes(above)) {
      const chosen = recipient[above];
      if (chosen === '') return null;
      nodes = placesAt(nodes, [chosen]);
    } else {
      nodes = nodes.flatMap((node) => node.children ?? []);
    }
  }
  return nodes;
}

function uniqueNames(nodes: readonly AddressNode[], collate: boolean): string[] {
  const names = [...new Set(nodes.map((node) => node.name))];
  return collate ? names.sort(new Intl.Collator().compare) : names;
}

export function addressChoices(zone: AddressZone, loaded: Loaded, recipient: RecipientInput): PartChoices[] {
  return zone.addressParts.map((field) => {
    const list = listFor(zone, loaded, field);
    if (!list) return { field, mode: 'text', options: [] };
    const nodes = optionsAt(list.data, list.level, recipient, zone);
    // Towns merged from several provinces are sorted again; a single list keeps the file's order.
    const merged = list.data.levels.slice(0, list.level).some((above) => !zone.addressParts.includes(above));
    return { field, mode: list.data.complete ? 'select' : 'suggest', options: nodes ? uniqueNames(nodes, merged) : [] };
  });
}

/** The place the shopper's choices lead to at a part, when the data lists it. */
export function chosenPlace(zone: AddressZone, loaded: Loaded, recipient: RecipientInput, field: AddressPart): AddressNode | undefined {
  const list = listFor(zone, loaded, field);
  if (!list) return undefined;
  return optionsAt(list.data, list.level, recipient, zone)?.find((node) => node.name === recipient[field]);
}

/**
 * The recipient after the shopper chose `value` for a part: the parts after it are cleared (a
 * district of another county is no answer), and a place with its own postal code (Taiwan's
 * districts) fills the postal code unless the one typed already starts with it.
 */
export function chooseAddressPart(
  zone: AddressZone,
  recipient: RecipientInput,
  field: AddressPart,
  value: string,
  postalCode?: string,
): RecipientInput {
  const next: RecipientInput = { ...recipient, [field]: value };
  const index = zone.addressParts.indexOf(field);
  for (const later of zone.addressParts.slice(index + 1)) next[later] = '';
  if (postalCode && !next.postalCode.trim().startsWith(postalCode)) next.postalCode = postalCode;
  return next;
}

export type AddressCheck =
  | { ok: true; recipient: RecipientInput }
  | { ok: false; field: AddressPart | 'postalCode'; key: string };

/** How two spellings of a place compare: width, case and spacing aside, and 台 written for 臺. */
const canonical = (text: string) => text.normalize('NFKC').trim().toLocaleLowerCase().replace(/\s+/g, ' ').replace(/台/g, '臺');

/**
 * The server's check of the address parts against the region's lists: a part that has a full
 * list must name one of its places (written as the list writes it, whatever the case or spacing
 * typed), and a place with its own postal code must agree with the postal code. Parts without a
 * full list are left as typed.
 */
export function checkAddress(zone: AddressZone & Pick<Zone, 'postalCode' | 'chooseKeys'>, loaded: Loaded, input: RecipientInput): AddressCheck {
  let recipient = input;
  for (const field of zone.addressParts) {
    const list = listFor(zone, loaded, field);
    if (!list || !list.data.complete) continue;
    const nodes = optionsAt(list.data, list.level, recipient, zone) ?? [];
    const node = nodes.find((candidate) => canonical(candidate.name) === canonical(recipient[field]));
    if (!node) return { ok: false, field, key: chooseKey(zone, field) };
    recipient = { ...recipient, [field]: node.name };
    if (node.postalCode && zone.postalCode) {
      const typed = normalizeDigits(recipient.postalCode).replace(/\s/g, '');
      if (!typed.startsWith(node.postalCode)) return { ok: false, field: 'postalCode', key: 'zipcodeErrDataTips' };
    }
  }
  return { ok: true, recipient };
}
