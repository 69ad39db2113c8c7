import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { selectFileStatus } from '../../machines/address.machine';
import { PICKUP_FILES, placesAt, type AddressData, type AddressNode } from '../domain/address';
import type { PickupBrand } from '../domain/order';
import type { AreaOption } from '../views/checkout/StorePicker';
import { addressChoices, chosenPlace, primaryAddressFile, type PartChoices } from '../domain/address-form';
import type { RecipientInput } from '../domain/recipient-fields';
import type { AddressPart, Zone } from '../domain/zones';
import { addressActor } from './address-actor';
import { useServices } from './services';

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

  useEffect(() => {
    for (const file of files) actor.send({ type: 'address.load', file });
  }, [actor, files]);

  const snapshot = useSelector(actor, (current) => current);
  const statuses = files.map((file) => selectFileStatus(snapshot, file));
  const failure = files.map((file) => snapshot.context.failures[file]).find(Boolean) ?? null;
  const loaded: Record<string, AddressData | undefined> = snapshot.context.loaded;

  const status: AddressStatus =
    files.length === 0 ? 'none'
    : failure ? failure.kind
    : statuses.some((one) => one === 'loading' || one === 'idle') ? 'loading'
    : 'ready';

  const loadingFiles = new Set(files.filter((_, index) => statuses[index] === 'loading' || statuses[index] === 'idle'));
  const parts = addressChoices(zone, loaded, recipient).map((choices) => ({
    ...choices,
    // A part whose list is still on its way waits for it rather than offering a text box.
    loading: choices.mode === 'text' && !failure && [...loadingFiles].length > 0 && zone.addressFiles.length > 0,
  }));

  return {
    status,
    message: failure?.message ?? null,
    parts,
    postalCodeOf: (field, value) => chosenPlace(zone, loaded, { ...recipient, [field]: value }, field)?.postalCode,
    retry: () => {
      for (const file of files) if (snapshot.context.failures[file]?.kind === 'failed') actor.send({ type: 'address.load', file });
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
