import { formatAddress } from 'localized-address-format';
import type { Recipient } from './recipient';
import type { Zone } from './zone-types';

/** The parts of a recipient's address as the order form took them (null: the zone does not ask it). */
export type AddressParts = Partial<Pick<Recipient, 'region' | 'province' | 'city' | 'district' | 'street' | 'address' | 'apartment' | 'postalCode'>>;

/**
 * A delivery address in the lines and order its country writes it: "ul. Puławska 12 m. 5",
 * "02-515 Warszawa" for Poland, "110", "台北市信義區", "市府路45號" for Taiwan, "〒150-0002" first
 * in Japan. The order comes from Google's address data (libaddressinput, through
 * `localized-address-format`), not from a rule typed here; the zone says which of its parts the
 * form asked for, from the largest down: the larger is the administrative area, the smaller the
 * locality (Taiwan's county and district; Poland's voivodeship and town), and a single part is
 * the administrative area unless it is a town.
 */
export function addressLines(zone: Pick<Zone, 'country' | 'addressParts' | 'regionText'>, parts: AddressParts): string[] {
  const areas = zone.addressParts.filter((part) => part !== 'street');
  const named = areas.map((part) => parts[part] ?? '');
  const onlyTown = areas.length === 1 && areas[0] === 'city';
  const administrativeArea = zone.regionText ? (parts.region ?? '') : onlyTown ? '' : (named[0] ?? '');
  const locality = onlyTown ? (named[0] ?? '') : (named[1] ?? '');
  const lines = formatAddress({
    postalCountry: zone.country,
    administrativeArea,
    locality,
    postalCode: parts.postalCode ?? '',
    addressLines: [parts.street ?? '', parts.address ?? '', parts.apartment ?? ''].filter(Boolean),
  });
  return lines.filter((line) => line.trim() !== '');
}
