import { describe, expect, it } from 'vitest';
import { EMPTY_RECIPIENT, RECIPIENT_FIELDS, fieldLabels, isOptionalField, recipientFields } from '../../src/domain/recipient-fields';
import { formZone, requireZone } from '../../src/domain/zones';

const taiwan = requireZone(1);
const hongKong = requireZone(2);
const malaysia = requireZone(5);
const czechia = requireZone(13);
const saudiArabia = requireZone(20);
const germany = requireZone(34);

const noCountryWords = () => false;

describe("a zone's recipient form", () => {
  it('starts with every field empty, one for each field a form can show', () => {
    expect(RECIPIENT_FIELDS).toHaveLength(16);
    expect(Object.values(EMPTY_RECIPIENT).every((value) => value === '')).toBe(true);
  });

  it("shows Taiwan's shopper a name, a phone, a LINE id, an email, the city, district, address, postal code and a remark, in that order", () => {
    expect(recipientFields(taiwan)).toEqual(['name', 'phone', 'line', 'email', 'city', 'district', 'address', 'postalCode', 'remark']);
  });

  it("shows Germany's shopper a first and last name, no LINE or WhatsApp, and an apartment line after the address", () => {
    expect(recipientFields(germany)).toEqual(['firstName', 'lastName', 'phone', 'email', 'city', 'address', 'apartment', 'postalCode', 'remark']);
  });

  it("shows Czechia's shopper a typed region line and Malaysia's a WhatsApp number", () => {
    expect(recipientFields(czechia)).toContain('region');
    expect(recipientFields(taiwan)).not.toContain('region');
    expect(recipientFields(malaysia)).toContain('whatsapp');
    expect(recipientFields(taiwan)).not.toContain('whatsapp');
    expect(recipientFields(hongKong)).not.toContain('line');
  });

  it('shows no email field where a zone hides it, and the address parts a zone lists as fields of their own', () => {
    const fields = recipientFields({ ...taiwan, email: 'hidden', addressParts: ['region', 'province', 'city', 'district', 'street'] });
    expect(fields).toEqual(['name', 'phone', 'line', 'region', 'province', 'city', 'district', 'street', 'address', 'postalCode', 'remark']);
  });

  it('asks no address, apartment or postal code of a shopper picking the parcel up at a store', () => {
    const pickup = formZone(germany, 'seven_eleven');
    expect(recipientFields(pickup)).toEqual(['firstName', 'lastName', 'phone', 'email', 'remark']);
  });

  it('lets the shopper leave an optional email, WhatsApp, LINE, apartment and remark empty, but not the name, phone or address', () => {
    expect(isOptionalField(taiwan, 'email')).toBe(true);
    expect(isOptionalField(germany, 'email')).toBe(false);
    expect(isOptionalField(malaysia, 'whatsapp')).toBe(true);
    expect(isOptionalField(saudiArabia, 'whatsapp')).toBe(false);
    for (const field of ['line', 'apartment', 'remark'] as const) expect(isOptionalField(germany, field)).toBe(true);
    for (const field of ['name', 'phone', 'address', 'postalCode', 'city'] as const) expect(isOptionalField(taiwan, field)).toBe(false);
  });
});

describe("the recipient form's labels", () => {
  it("use a country's own word where the catalog has one, and the common word elsewhere", () => {
    const labels = fieldLabels(taiwan, (key) => key === 'form.district.TW');
    expect(labels.find((label) => label.field === 'district')?.labelKey).toBe('form.district.TW');
    expect(labels.find((label) => label.field === 'city')?.labelKey).toBe('form.city');
  });

  it('mark optional fields, put the calling code beside the phone and the postal code example in its field', () => {
    const labels = fieldLabels(taiwan, noCountryWords);
    const byField = Object.fromEntries(labels.map((label) => [label.field, label]));
    expect(byField.email?.optional).toBe(true);
    expect(byField.name?.optional).toBe(false);
    expect(byField.phone?.prefix).toBe('+886');
    expect(byField.name?.prefix).toBeUndefined();
    expect(byField.postalCode?.placeholder).toBe('100');
    expect(byField.address?.placeholder).toBeUndefined();
  });

  it('give the last name, WhatsApp and apartment fields their hints, and no other field one', () => {
    const hints = (zone: typeof germany) => Object.fromEntries(fieldLabels(zone, noCountryWords).map((label) => [label.field, label.hintKey]));
    expect(hints(germany)).toMatchObject({ lastName: 'form.lastNameHint', apartment: 'form.apartmentHint', firstName: undefined, phone: undefined });
    expect(hints(malaysia).whatsapp).toBe('form.whatsappHint');
  });

  it('leave the postal code without an example where a pickup form asks none', () => {
    const labels = fieldLabels(formZone(taiwan, 'seven_eleven'), noCountryWords);
    expect(labels.map((label) => label.field)).not.toContain('postalCode');
  });
});
