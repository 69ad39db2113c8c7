import { describe, expect, it } from 'vitest';
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/metadata.max.json';
import examples from 'libphonenumber-js/mobile/examples';
import phoneMetadata from '../../src/domain/phone-metadata.json';
import { normalizePostalCode, readPhone, recipientFields, validateRecipient, type RecipientInput } from '../../src/domain/recipient';
import { emptyRecipient } from '../../src/domain/checkout';
import { validateReview } from '../../src/domain/review';
import en from '../../src/i18n/messages/en.json';
import { ZONES, requireZone, type Zone } from '../../src/domain/zones';

/** The phone hint's example, as the zone writes a mobile number. */
const hintValuesOf = (zone: Zone) => (zone.phoneExample ? { hintValues: { example: zone.phoneExample } } : {});

const metadata = phoneMetadata as unknown as MetadataJson;

/** Each zone's mobile example (libphonenumber's), in national and international writing. */
const example = (zone: Zone) => getExampleNumber(zone.country as CountryCode, examples, metadata)!;

/** A landline of each country (checked below to be a real fixed line by libphonenumber's full data). */
const LANDLINES: Record<string, string> = {
  TW: '02-2345-6789',
  HK: '2123 4567',
  JP: '03-1234-5678',
  TH: '02 123 4567',
  MY: '03-2345 6789',
  ID: '021-2345-6789',
  PH: '02 8123 4567',
  VN: '024 3123 4567',
  KR: '02-123-4567',
  PL: '22 123 45 67',
  MO: '2822 3456',
  HU: '06 1 234 5678',
  CZ: '212 345 678',
  SK: '02 2345 6789',
  RO: '021 123 4567',
  ES: '912 345 678',
  GR: '21 0123 4567',
  HR: '01 2345 678',
  IT: '06 1234 5678',
  SA: '011 123 4567',
  PT: '21 123 4567',
  DE: '030 12345678',
};

/** Postal codes each zone must accept (as shoppers type them) and refuse. */
const POSTAL: Record<number, { valid: string[]; invalid: string[] }> = {
  1: { valid: ['100', '10048', '100048', '１００', '۱۰۰'], invalid: ['1000', '10', 'abc'] },
  3: { valid: ['100-0001', '1000001', '１００－０００１', '100ー0001', '１５０－０００２'], invalid: ['100-001', '10000001'] },
  4: { valid: ['10200'], invalid: ['1020', '102000'] },
  5: { valid: ['50050'], invalid: ['5005'] },
  6: { valid: ['10110'], invalid: ['1011'] },
  7: { valid: ['1000'], invalid: ['100', '10000'] },
  8: { valid: ['10000', '100000'], invalid: ['1000'] },
  9: { valid: ['03051'], invalid: ['030-51', '0305'] },
  10: { valid: ['00-950', '00950'], invalid: ['0-0950', '009500'] },
  12: { valid: ['1051'], invalid: ['10510'] },
  13: { valid: ['110 00', '11000'], invalid: ['1100'] },
  14: { valid: ['811 01', '81101'], invalid: ['8110'] },
  15: { valid: ['010011'], invalid: ['01001'] },
  16: { valid: ['28013'], invalid: ['2801'] },
  17: { valid: ['105 57', '10557'], invalid: ['1055'] },
  18: { valid: ['10000'], invalid: ['1000'] },
  19: { valid: ['00184'], invalid: ['0018'] },
  20: { valid: ['11564', '١٢٢١١', '۱۲۲۱۱'], invalid: ['1156', '١١٥٦'] },
  28: { valid: ['1000-001', '1000001'], invalid: ['1000', '1000-01'] },
  34: { valid: ['10115'], invalid: ['1011', '101155'] },
};

/** A complete, valid recipient for each zone, for tests to break one field at a time. */
function validRecipient(zone: Zone): RecipientInput {
  const address = zone.addressLength ? 'Long Street 12' : 'Long Street 12, 3rd floor';
  return emptyRecipient({
    name: 'Ana Silva',
    firstName: 'Julia',
    lastName: 'Schmidt',
    phone: example(zone).formatNational(),
    whatsapp: zone.whatsapp === 'required' ? '966512345678' : '',
    email: zone.email === 'required' ? 'ana@example.com' : '',
    region: zone.regionText ? 'Praha' : '',
    province: 'Capital',
    city: 'Capital City',
    district: 'Central',
    street: 'Main',
    address,
    postalCode: POSTAL[zone.id]?.valid[0] ?? '',
  });
}

/** A test that applies to some zones only: defined for those, not defined (and not "skipped") for the others. */
const when = (applies: boolean) => (applies ? it : () => undefined);

const errorsOf = (zone: Zone, input: Partial<RecipientInput>) => {
  const result = validateRecipient(zone, { ...validRecipient(zone), ...input });
  return result.ok ? {} : result.errors;
};

describe('the landline list the phone tests use', () => {
  it.each(Object.entries(LANDLINES))('%s %s is a real fixed line', (country, number) => {
    const parsed = parsePhoneNumberFromString(number, country as CountryCode, maxMetadata as unknown as MetadataJson);
    expect(parsed?.isValid()).toBe(true);
    expect(['FIXED_LINE', 'FIXED_LINE_OR_MOBILE']).toContain(parsed?.getType());
  });
});

describe.each(ZONES.map((zone) => [`${zone.id} ${zone.countryName}`, zone] as const))('zone %s', (_name, zone) => {
  it('accepts a complete recipient and stores the phone as E.164', () => {
    const result = validateRecipient(zone, validRecipient(zone));
    expect(result.ok ? null : result.errors).toBeNull();
    if (result.ok) expect(result.value.phone).toBe(example(zone).number);
  });

  it('accepts its example mobile written nationally, internationally, spaced or in full-width, Arabic-Indic or Persian digits', () => {
    const mobile = example(zone);
    const written = (zero: number) => mobile.formatNational().replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
    for (const typed of [mobile.formatNational(), mobile.formatInternational(), mobile.number, mobile.number.replace('+', '00'), mobile.nationalNumber]) {
      const reading = readPhone(zone, typed);
      expect(reading.valid, `${typed}`).toBe(true);
      expect(reading.e164).toBe(mobile.number);
    }
    // Another keyboard's digits read exactly as the ASCII ones: the same national number is kept.
    const ascii = readPhone(zone, mobile.formatNational());
    for (const typed of [written(0xff10), written(0x0660), written(0x06f0)]) expect(readPhone(zone, typed), typed).toEqual(ascii);
  });

  when(zone.postalCode !== null)('accepts its postal code in Arabic-Indic digits and stores it in ASCII', () => {
    const typed = POSTAL[zone.id]!.valid[0]!;
    const result = validateRecipient(zone, { ...validRecipient(zone), postalCode: typed.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))) });
    expect(result.ok && result.value.postalCode).toBe(validateRecipient(zone, { ...validRecipient(zone), postalCode: typed }).ok && normalizePostalCode(zone, typed));
  });

  when(!zone.phone.acceptsAnything)('refuses a landline, a number too short or too long, and letters, with its own hint', () => {
    const national = example(zone).formatNational();
    const digits = national.replace(/\D/g, '');
    const key = zone.id === 2 ? 'phonenotempty_HK' : 'phonenotempty';
    for (const typed of [LANDLINES[zone.country]!, digits.slice(0, 5), `${digits}12345`, 'call me', '']) {
      expect(errorsOf(zone, { phone: typed }).phone, typed).toEqual({ key, hintKey: `phoneHint.${zone.id}`, ...hintValuesOf(zone) });
    }
  });

  it('refuses its country’s landline as the mobile number, with the zone’s hint (the courier texts that number)', () => {
    const key = zone.id === 2 ? 'phonenotempty_HK' : 'phonenotempty';
    expect(readPhone(zone, LANDLINES[zone.country]!).valid).toBe(false);
    expect(errorsOf(zone, { phone: LANDLINES[zone.country]!.replace(/\D/g, '') }).phone).toEqual({ key, hintKey: `phoneHint.${zone.id}`, ...hintValuesOf(zone) });
  });

  when(zone.phone.acceptsAnything === true)('accepts anything but nothing in the phone field', () => {
    expect(errorsOf(zone, { phone: 'call me at home' }).phone).toBeUndefined();
    expect(errorsOf(zone, { phone: '' }).phone).toEqual({ key: 'phonenotempty', hintKey: `phoneHint.${zone.id}`, ...hintValuesOf(zone) });
  });

  when(zone.postalCode !== null)('accepts its postal codes and refuses others: cannotEmpty11 when empty, zipcodeErrDataTips when wrong', () => {
    for (const postalCode of POSTAL[zone.id]!.valid) expect(errorsOf(zone, { postalCode }).postalCode, postalCode).toBeUndefined();
    for (const postalCode of POSTAL[zone.id]!.invalid) expect(errorsOf(zone, { postalCode }).postalCode, postalCode).toEqual({ key: 'zipcodeErrDataTips' });
    expect(errorsOf(zone, { postalCode: '' }).postalCode).toEqual({ key: 'cannotEmpty11' });
  });

  when(zone.postalCode === null)('has no postal code field', () => {
    expect(recipientFields(zone)).not.toContain('postalCode');
  });

  it('asks for the detailed address', () => {
    expect(errorsOf(zone, { address: '  ' }).address).toEqual({ key: 'addressTips' });
  });

  when(zone.addressLength !== null)('holds the address to 6-35 characters, both bounds included', () => {
    expect(errorsOf(zone, { address: 'ab 1 c' }).address).toBeUndefined();
    expect(errorsOf(zone, { address: 'x'.repeat(35) }).address).toBeUndefined();
    expect(errorsOf(zone, { address: 'ab 1c' }).address).toEqual({ key: 'addressFormRuleTips', values: { min: 6, max: 35 } });
    expect(errorsOf(zone, { address: 'x'.repeat(36) }).address).toEqual({ key: 'addressFormRuleTips', values: { min: 6, max: 35 } });
  });

  it.each(zone.addressParts.map((part) => [part] as const))('makes the shopper choose the %s', (part) => {
    // The zone's own word where it has one ("choose your voivodeship"), else the general one.
    const key = zone.chooseKeys[part] ?? { region: 'chooseRegion', province: 'chooseProvince', city: 'chooseCity', district: 'chooseDistrict', street: 'chooseStreet' }[part];
    expect(errorsOf(zone, { [part]: '' })[part]).toEqual({ key });
  });

  when(zone.email === 'required')('requires a well-formed email, not too long', () => {
    expect(errorsOf(zone, { email: '' }).email).toEqual({ key: 'emailNullTips' });
    expect(errorsOf(zone, { email: 'ana@' }).email).toEqual({ key: 'emailTips' });
    expect(errorsOf(zone, { email: `${'a'.repeat(95)}@example.com` }).email).toEqual({ key: 'emailTooLong', values: { max: 100 } });
  });

  when(zone.email === 'optional')('leaves the email optional, but refuses a malformed one', () => {
    expect(errorsOf(zone, { email: '' }).email).toBeUndefined();
    expect(errorsOf(zone, { email: 'not an email' }).email).toEqual({ key: 'emailTips' });
  });
});

describe('names', () => {
  it('Germany asks for first and last name (the doorbell name) and joins them', () => {
    const germany = requireZone(34);
    expect(recipientFields(germany).slice(0, 2)).toEqual(['firstName', 'lastName']);
    expect(errorsOf(germany, { lastName: '' }).lastName).toEqual({ key: 'lastNameTips' });
    expect(errorsOf(germany, { firstName: '' }).firstName).toEqual({ key: 'firstNameTips' });
    const result = validateRecipient(germany, { ...validRecipient(germany), apartment: 'Hinterhaus, 3. OG' });
    expect(result.ok && result.value).toMatchObject({ name: 'Julia Schmidt', apartment: 'Hinterhaus, 3. OG' });
  });

  it('everyone else gives one name, not longer than 50 characters', () => {
    expect(errorsOf(requireZone(1), { name: '' }).name).toEqual({ key: 'nameTips' });
    expect(errorsOf(requireZone(1), { name: 'x'.repeat(51) }).name).toEqual({ key: 'nameTooLong', values: { max: 50 } });
  });
});

describe('WhatsApp, LINE and the Czech region', () => {
  const saudi = requireZone(20);
  const malaysia = requireZone(5);

  it('requires WhatsApp (9-13 digits) where the zone asks for it', () => {
    expect(errorsOf(saudi, { whatsapp: '' }).whatsapp).toEqual({ key: 'whatsAppNullDataTips' });
    expect(errorsOf(saudi, { whatsapp: '12345678' }).whatsapp).toEqual({ key: 'whatsAppErrDataTips' });
    expect(errorsOf(saudi, { whatsapp: '12345678901234' }).whatsapp).toEqual({ key: 'whatsAppErrDataTips' });
    expect(errorsOf(saudi, { whatsapp: '+966 51 234 5678' }).whatsapp).toBeUndefined();
  });

  it('accepts a Saudi WhatsApp number typed in Arabic-Indic or Persian digits, and stores its ASCII digits', () => {
    for (const typed of ['٠٥٥١٢٣٤٥٦٧', '۰۵۵۱۲۳۴۵۶۷', '٠٥٥ ١٢٣ ٤٥٦٧', '+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧']) {
      expect(errorsOf(saudi, { whatsapp: typed }).whatsapp, typed).toBeUndefined();
    }
    const placed = validateRecipient(saudi, { ...validRecipient(saudi), whatsapp: '٠٥٥١٢٣٤٥٦٧' });
    expect(placed.ok && placed.value.whatsapp).toBe('0551234567');
    expect(errorsOf(saudi, { whatsapp: '١٢٣٤٥٦٧٨' }).whatsapp).toEqual({ key: 'whatsAppErrDataTips' });
  });

  it('stores a Saudi mobile, postal code and WhatsApp typed in Arabic-Indic digits as ASCII digits', () => {
    const placed = validateRecipient(saudi, { ...validRecipient(saudi), phone: '٠٥٥ ١٢٣ ٤٥٦٧', whatsapp: '٠٥٥١٢٣٤٥٦٧', postalCode: '١٢٢١١' });
    expect(placed.ok ? { phone: placed.value.phone, national: placed.value.phoneNational, whatsapp: placed.value.whatsapp, postalCode: placed.value.postalCode } : placed.errors).toEqual({
      phone: '+966551234567',
      national: '0551234567',
      whatsapp: '0551234567',
      postalCode: '12211',
    });
  });

  it('takes a Japanese phone and postal code typed in full width, hyphens and all, as before', () => {
    const japan = requireZone(3);
    const placed = validateRecipient(japan, { ...validRecipient(japan), phone: '０９０－１２３４－５６７８', postalCode: '１５０－０００２' });
    expect(placed.ok ? [placed.value.phone, placed.value.postalCode] : placed.errors).toEqual(['+819012345678', '150-0002']);
  });

  it('leaves WhatsApp optional elsewhere, but checks it when given', () => {
    expect(errorsOf(malaysia, { whatsapp: '' }).whatsapp).toBeUndefined();
    expect(errorsOf(malaysia, { whatsapp: '123' }).whatsapp).toEqual({ key: 'whatsAppErrDataTips' });
  });

  it('takes an optional LINE ID in Taiwan', () => {
    const taiwan = requireZone(1);
    expect(recipientFields(taiwan)).toContain('line');
    expect(errorsOf(taiwan, { line: '' }).line).toBeUndefined();
    expect(errorsOf(taiwan, { line: '@wang.xiaoming' }).line).toBeUndefined();
    expect(errorsOf(taiwan, { line: 'has spaces in it' }).line).toEqual({ key: 'lineIdTips' });
  });

  it('reads a LINE ID that is a number typed in full-width digits as the number', () => {
    const taiwan = requireZone(1);
    const placed = validateRecipient(taiwan, { ...validRecipient(taiwan), line: '０９１２３４５６７８' });
    expect(placed.ok && placed.value.line).toBe('0912345678');
  });

  it('refuses an email address typed into the Czech region field', () => {
    const czechia = requireZone(13);
    expect(errorsOf(czechia, { region: 'jan@example.cz' }).region).toEqual({ key: 'regionNotEmail' });
    expect(errorsOf(czechia, { region: '' }).region).toEqual({ key: 'regionTips' });
    expect(errorsOf(czechia, { region: 'Středočeský kraj' }).region).toBeUndefined();
  });
});

describe('the stored recipient', () => {
  it('joins the address parts into the one line the courier reads', () => {
    const taiwan = requireZone(1);
    const result = validateRecipient(taiwan, { ...validRecipient(taiwan), city: '臺北市', district: '中正區', address: '重慶南路一段122號' });
    expect(result.ok && result.value.fullAddress).toBe('臺北市 中正區 重慶南路一段122號');
  });
});

describe('free text kept as the shopper wrote it', () => {
  const taiwan = requireZone(1);
  const japan = requireZone(3);
  const placed = (zone: Zone, input: Partial<RecipientInput>) => {
    const result = validateRecipient(zone, { ...validRecipient(zone), ...input });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.value;
  };

  it('a remark keeps its full-width comma and brackets', () => {
    expect(placed(taiwan, { remark: '請在下午送達，謝謝' }).remark).toBe('請在下午送達，謝謝');
    expect(placed(japan, { remark: '  午前中（９時〜１２時）に届けてください。 ' }).remark).toBe('午前中（９時〜１２時）に届けてください。');
  });

  it('a name and an address keep their full-width letters, digits and punctuation; the courier’s one line folds them', () => {
    const shown = placed(taiwan, { name: 'ＡＮＮＡ 王', address: '重慶南路一段１２２號（後門）' });
    expect([shown.name, shown.address]).toEqual(['ＡＮＮＡ 王', '重慶南路一段１２２號（後門）']);
    // One address however wide its digits were typed: the courier's label and the same-address check read this.
    expect(shown.fullAddress).toMatch(/ 重慶南路一段122號\(後門\)$/);
    expect(placed(taiwan, { address: '重慶南路一段122號(後門)' }).fullAddress).toBe(shown.fullAddress);
    expect(placed(japan, { address: '渋谷区神宮前１－２－３、ハイツ２０１' }).address).toBe('渋谷区神宮前１－２－３、ハイツ２０１');
  });

  it('still collapses runs of spaces (full-width ones too) and trims the ends', () => {
    expect(placed(taiwan, { remark: '　請在下午\u3000\u3000送達  ' }).remark).toBe('請在下午 送達');
  });

  it('still reads an email typed with a full-width ＠ as the address it is', () => {
    expect(placed(taiwan, { email: 'ａｎａ＠example.com' }).email).toBe('ana@example.com');
  });
});

describe('limits in messages', () => {
  it('states the limit in every "too long" message, as the address message states 6-35', () => {
    for (const [key, message] of Object.entries(en as Record<string, string>)) if (/TooLong$/.test(key)) expect(message, key).toContain('{max}');
    const poland = requireZone(10);
    expect(errorsOf(poland, { remark: 'x'.repeat(201) }).remark).toEqual({ key: 'remarkTooLong', values: { max: 200 } });
    expect(errorsOf(poland, { name: 'x'.repeat(200) }).name).toMatchObject({ key: 'nameTooLong', values: { max: expect.any(Number) } });
    const review = validateReview(requireZone(1), { name: 'x'.repeat(500), phone: '', score: 5, message: 'Fine' });
    expect(review.ok ? null : review.errors.name).toMatchObject({ key: 'nameTooLong', values: { max: expect.any(Number) } });
  });
});

describe('text a courier prints', () => {
  it.each(ZONES.map((zone) => [`${zone.id} ${zone.countryName}`, zone] as const))('zone %s refuses an emoji-only address part and markup in names', (_name, zone) => {
    const first = zone.addressParts.find((part) => part !== 'region') ?? null;
    if (first) expect(errorsOf(zone, { [first]: '🏙️🏙️' })[first], first).toEqual({ key: 'textNeedsLetters' });
    expect(errorsOf(zone, { address: zone.addressLength ? '🏙️🏙️🏙️🏙️' : '🏙️🏙️' }).address).toEqual({ key: 'textNeedsLetters' });
    const nameField = zone.nameFields === 'firstLast' ? 'firstName' : 'name';
    expect(errorsOf(zone, { [nameField]: '<b>Ana</b>' })[nameField]).toEqual({ key: 'textMarkup' });
    expect(errorsOf(zone, { [nameField]: '<script>alert(1)</script>' })[nameField]).toEqual({ key: 'textMarkup' });
    expect(errorsOf(zone, { [nameField]: '王小明' })[nameField]).toBeUndefined();
  });
});
