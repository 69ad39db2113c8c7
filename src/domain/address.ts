import type { AddressPart } from './zones';

/**
 * Address data for a region (spec §4, §7): the places a shopper picks from in the recipient form,
 * served as small scripts at `/address/{file}.js` and loaded only when a form needs them.
 *
 * A file is a tree: its top level fills the first of `levels`, their children the next, and so
 * on. `complete` says the tree lists every division of that kind in the country (the shopper must
 * choose one); otherwise its names are suggestions (towns) and the shopper may type another.
 */
export interface AddressNode {
  /** The place's name in the local language, as it is written on a parcel. */
  name: string;
  /** The postal code every address in the place shares (Taiwan's 3-digit district codes). */
  postalCode?: string;
  children?: AddressNode[];
  /** Pickup files: how many stores of the brand the place has. */
  stores?: number;
}

export interface AddressData {
  /** The zone the data is for. */
  region: number;
  /** The file's name without `.js`: the region id, or `{region}-{extra}` (`10-city`, `1-711`). */
  file: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The recipient-form fields the tree's levels fill, top level first. */
  levels: AddressPart[];
  complete: boolean;
  /** Where the data comes from: package, version and licence. */
  source: string;
  tree: AddressNode[];
}

/** Regions with address scripts (spec §9). */
export const ADDRESS_REGIONS = [1, 3, 5, 6, 7, 8, 10, 12, 14, 16, 19, 28, 34] as const;

/** Regions with a city file besides the main one (spec §7). */
export const CITY_FILE_REGIONS = [10, 12, 14, 16, 19, 34] as const;

/** Region 1's pickup files: the areas where a brand's stores are (spec §7: 711, family, hls). */
export const PICKUP_FILES = { seven_eleven: '1-711', family_mart: '1-family', hi_life: '1-hls' } as const;

/** The spec's error when a region has no address scripts; shown in Chinese, as the spec says. */
export const NO_ADDRESS_SCRIPTS = '未找到该地区的地址数据脚本';

export function addressFileUrl(file: string): string {
  return `/address/${file}.js`;
}

/** The children of the place named by `path` (names from the top level down); [] if unknown. */
export function placesAt(tree: readonly AddressNode[], path: readonly string[]): AddressNode[] {
  let nodes: readonly AddressNode[] = tree;
  for (const name of path) {
    const node = nodes.find((candidate) => candidate.name === name);
    if (!node) return [];
    nodes = node.children ?? [];
  }
  return [...nodes];
}

/** The place at the end of `path`, if every name on it exists. */
export function placeAt(tree: readonly AddressNode[], path: readonly string[]): AddressNode | undefined {
  if (path.length === 0) return undefined;
  return placesAt(tree, path.slice(0, -1)).find((node) => node.name === path[path.length - 1]);
}
