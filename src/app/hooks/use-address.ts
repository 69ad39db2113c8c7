import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { selectFileStatus } from '../../../machines/address.machine';
import { ADDRESS_REGIONS, PICKUP_FILES, placesAt, type AddressData, type AddressNode } from '../../domain/address';
import type { PickupBrand } from '../../domain/order';
import type { AreaOption } from '../../views/checkout/StorePicker';
import { addressChoices, chosenPlace, primaryAddressFile, type PartChoices } from '../../domain/address-form';
import type { RecipientInput } from '../../domain/recipient-fields';
import type { AddressPart, Zone } from '../../domain/zones';
import { addressActor } from '../actors/address-actor';
import { useServices } from '../providers/services';

export type AddressStatus = 'none' | 'loading' | 'ready' | 'noScripts' | 'failed';

export interface AddressView {
  status: AddressStatus;
  /** The machine's error message (the spec's Chinese one for a region without scripts). */
  message: string | null;
  /** Each address part: chosen from a list, typed with suggestions, or typed; and while its list loads. */
  parts: (PartChoices & { loading: boolean })[];
  /** The postal code of the place the shopper chose (Taiwan's districts), to fill in. */
  postalCodeOf: (field: AddressPart, value: string) => string | undefined;
  retry: () => void;
}

/**
 * The address lists of a zone's form: asks the page's address actor for the zone's files when the
 * form opens (a zone whose parts have no file asks for its region, which has no scripts), and
 * reads the lists, their loading and their errors from its snapshot.
 */
export function useAddress(zone: Zone, recipient: RecipientInput): AddressView {
  const services = useServices();
  const actor = addressActor(services);
  const files = useMemo(() => (zone.addressFiles.length > 0 ? zone.addressFiles : zone.addressParts.length > 0 ? [primaryAddressFile(zone)] : []), [zone]);
  // The first file loads when the form opens; a region's towns only once its province is chosen
  // (they are the bigger file, and a shopper who never gets there never pays for them).
  const firstChosen = zone.addressParts.length > 0 && recipient[zone.addressParts[0]!] !== '';
  const count = firstChosen ? files.length : Math.min(files.length, 1);
  const wanted = useMemo(() => files.slice(0, count), [files, count]);

  useEffect(() => {
    for (const file of wanted) actor.send({ type: 'address.load', file });
  }, [actor, wanted]);

  const snapshot = useSelector(actor, (current) => current);
  const statuses = wanted.map((file) => selectFileStatus(snapshot, file));
  const failure = wanted.map((file) => snapshot.context.failures[file]).find(Boolean) ?? null;
  const loaded: Record<string, AddressData | undefined> = snapshot.context.loaded;

  const status: AddressStatus =
    wanted.length === 0 ? 'none'
    : failure ? failure.kind
    : statuses.some((one) => one === 'loading' || one === 'idle') ? 'loading'
    : 'ready';

  // A part whose list is on its way waits for it rather than offering a text box: every part
  // when the region has one file, the first part (the province) when its towns come apart.
  const firstLoading = zone.addressFiles.length > 0 && (statuses[0] === 'loading' || statuses[0] === 'idle');
  const parts = addressChoices(zone, loaded, recipient).map((choices, index) => ({
    ...choices,
    loading: choices.mode === 'text' && !failure && firstLoading && (index === 0 || zone.addressFiles.length === 1),
  }));

  return {
    status,
    message: failure?.message ?? null,
    parts,
    postalCodeOf: (field, value) => chosenPlace(zone, loaded, { ...recipient, [field]: value }, field)?.postalCode,
    retry: () => {
      for (const file of wanted) if (snapshot.context.failures[file]?.kind === 'failed') actor.send({ type: 'address.load', file });
    },
  };
}

/**
 * The areas where a chain has pickup stores (Taiwan's pickup files, spec §7: 711, family, hls),
 * through the same address actor: loaded once a chain, when the shopper picks it.
 */
export function usePickupAreas(brand: PickupBrand | null, city: string): { cities: AreaOption[]; districts: AreaOption[] } | null {
  const services = useServices();
  const actor = addressActor(services);
  const file = brand && brand in PICKUP_FILES ? PICKUP_FILES[brand as keyof typeof PICKUP_FILES] : null;
  useEffect(() => {
    if (file) actor.send({ type: 'address.load', file });
  }, [actor, file]);
  const data = useSelector(actor, (current) => (file ? current.context.loaded[file] : undefined));
  if (!data) return null;
  const option = (node: AddressNode): AreaOption => ({ name: node.name, stores: node.stores ?? 0 });
  return { cities: data.tree.map(option), districts: placesAt(data.tree, [city]).map(option) };
}

export interface RegionList {
  /** `none`: the shop has no list of places for the zone (the region is typed). */
  status: 'none' | 'loading' | 'ready' | 'failed';
  names: string[];
}

/**
 * A zone's regions (its first-level places: Taiwan's counties, Poland's voivodeships...) for the
 * return form, through the same address actor as the order form: loaded once a visit.
 */
export function useRegions(zone: Zone): RegionList {
  const services = useServices();
  const actor = addressActor(services);
  const file = (ADDRESS_REGIONS as readonly number[]).includes(zone.id) ? primaryAddressFile(zone) : null;
  useEffect(() => {
    if (file) actor.send({ type: 'address.load', file });
  }, [actor, file]);
  const snapshot = useSelector(actor, (current) => current);
  if (!file) return { status: 'none', names: [] };
  const data = snapshot.context.loaded[file];
  if (data) return { status: 'ready', names: data.tree.map((place) => place.name) };
  // Without its list the region can still be typed: a failed list never blocks a return.
  return snapshot.context.failures[file] ? { status: 'failed', names: [] } : { status: 'loading', names: [] };
}
