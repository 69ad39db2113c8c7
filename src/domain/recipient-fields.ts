import type { Zone } from './zones';

/** The recipient form's fields, as typed by the shopper (every one a string). */
export interface RecipientInput {
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  address: string;
  postalCode: string;
  remark: string;
}

export type RecipientField = keyof RecipientInput;

export const EMPTY_RECIPIENT: RecipientInput = {
  name: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  address: '',
  postalCode: '',
  remark: '',
};

/** The fields a zone's form shows, in order. */
export function recipientFields(zone: Zone): RecipientField[] {
  const names: RecipientField[] = zone.nameFields === 'firstLast' ? ['firstName', 'lastName'] : ['name'];
  return [...names, 'phone', 'email', 'address', ...(zone.postalCode ? (['postalCode'] as const) : []), 'remark'];
}
