/**
 * The zone registry (DESIGN.md §6). A zone is a market: its country, language, currency and the
 * rules of its order form, its delivery and payment methods and its promises. The table is data
 * (zones-data.ts, typed by zone-types.ts); these functions read it for validation, pricing and
 * the views. Amounts (freight, remote-area postage) are the
 * product's, in its zone's currency; the zone says which addresses are remote and what a payment
 * method adds.
 */

import { PICKUP_METHODS, PREPAID_METHODS, type DeliveryMethod, type PaymentMethod, type Zone } from './zone-types';
import { ZONES } from './zones-data';

export * from './zone-types';
export { ZONES } from './zones-data';

export function zoneById(id: number): Zone | undefined {
  return ZONES.find((zone) => zone.id === id);
}

export function requireZone(id: number): Zone {
  const found = zoneById(id);
  if (!found) throw new RangeError(`Unknown zone ${id}`);
  return found;
}

export function isPickup(method: DeliveryMethod): boolean {
  return PICKUP_METHODS.includes(method);
}

const pickupForms = new Map<number, Zone>();

/**
 * The zone as the recipient form sees it for a delivery method: a parcel picked up at a store
 * or station needs no address (the store is where it goes), so the form asks only who picks it
 * up and how to reach them.
 */
export function formZone(zone: Zone, method: DeliveryMethod): Zone {
  if (!isPickup(method)) return zone;
  let form = pickupForms.get(zone.id);
  if (!form) {
    form = { ...zone, asksAddress: false, addressParts: [], addressFiles: [], regionText: false, addressLength: null, apartment: false, postalCode: null };
    pickupForms.set(zone.id, form);
  }
  return form;
}

export function isPrepaid(method: PaymentMethod): boolean {
  return PREPAID_METHODS.includes(method);
}

/** Whether an address in the zone pays remote-area postage (by its postal code). */
export function isRemoteArea(zone: Pick<Zone, 'remotePostalCodes'>, postalCode: string | null): boolean {
  return Boolean(zone.remotePostalCodes && postalCode && zone.remotePostalCodes.test(postalCode));
}
