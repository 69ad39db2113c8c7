import type { AddressPart, Zone } from './zones';

/** The recipient form's fields, as typed or chosen by the shopper (every one a string). */
export interface RecipientInput {
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  whatsapp: string;
  line: string;
  email: string;
  /** Czechia's free-text region line. */
  region: string;
  province: string;
  city: string;
  district: string;
  street: string;
  /** The detailed address: street, number, floor. */
  address: string;
  apartment: string;
  postalCode: string;
  remark: string;
}

export type RecipientField = keyof RecipientInput;

export const EMPTY_RECIPIENT: RecipientInput = {
  name: '',
  firstName: '',
  lastName: '',
  phone: '',
  whatsapp: '',
  line: '',
  email: '',
  region: '',
  province: '',
  city: '',
  district: '',
  street: '',
  address: '',
  apartment: '',
  postalCode: '',
  remark: '',
};

export const RECIPIENT_FIELDS = Object.keys(EMPTY_RECIPIENT) as RecipientField[];

/** Address parts are fields of the same name. */
export const ADDRESS_PART_FIELDS: Record<AddressPart, RecipientField> = {
  region: 'region',
  province: 'province',
  city: 'city',
  district: 'district',
  street: 'street',
};

type FieldZone = Pick<Zone, 'nameFields' | 'whatsapp' | 'line' | 'email' | 'regionText' | 'addressParts' | 'apartment' | 'postalCode' | 'asksAddress'>;

/** The fields a zone's form shows, in order. */
export function recipientFields(zone: FieldZone): RecipientField[] {
  return [
    ...(zone.nameFields === 'firstLast' ? (['firstName', 'lastName'] as const) : (['name'] as const)),
    'phone',
    ...(zone.whatsapp !== 'hidden' ? (['whatsapp'] as const) : []),
    ...(zone.line !== 'hidden' ? (['line'] as const) : []),
    ...(zone.email !== 'hidden' ? (['email'] as const) : []),
    ...(zone.regionText ? (['region'] as const) : []),
    ...zone.addressParts.map((part) => ADDRESS_PART_FIELDS[part]),
    ...(zone.asksAddress ? (['address'] as const) : []),
    ...(zone.apartment ? (['apartment'] as const) : []),
    ...(zone.postalCode ? (['postalCode'] as const) : []),
    'remark',
  ];
}

/** Fields the shopper may leave empty in this zone. */
export function isOptionalField(zone: FieldZone, field: RecipientField): boolean {
  switch (field) {
    case 'email':
      return zone.email !== 'required';
    case 'whatsapp':
      return zone.whatsapp !== 'required';
    case 'line':
    case 'apartment':
    case 'remark':
      return true;
    default:
      return false;
  }
}

export interface FieldLabel {
  field: RecipientField;
  /** Catalog key of the label: a country's own word where it has one (`form.province.JP`). */
  labelKey: string;
  optional: boolean;
  /** Catalog key of a hint under the label. */
  hintKey?: string;
  /** The calling code beside the phone field. */
  prefix?: string;
  placeholder?: string;
}

const HINTS: Partial<Record<RecipientField, string>> = {
  lastName: 'form.lastNameHint',
  whatsapp: 'form.whatsappHint',
  apartment: 'form.apartmentHint',
};

/** How each field of a zone's form is labelled; `hasMessage` tells which country words exist. */
export function fieldLabels(
  zone: FieldZone & Pick<Zone, 'country' | 'callingCode' | 'postalCode'>,
  hasMessage: (key: string) => boolean,
): FieldLabel[] {
  return recipientFields(zone).map((field) => {
    const own = `form.${field}.${zone.country}`;
    return {
      field,
      labelKey: hasMessage(own) ? own : `form.${field}`,
      optional: isOptionalField(zone, field),
      hintKey: HINTS[field],
      prefix: field === 'phone' ? zone.callingCode : undefined,
      // Stryker disable next-line OptionalChaining: the postal code field is listed only where the zone has postal codes
      placeholder: field === 'postalCode' ? zone.postalCode?.example : undefined,
    };
  });
}
