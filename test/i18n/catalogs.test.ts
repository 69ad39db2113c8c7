import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ZONES } from '../../src/domain/zones';
import { LOCALES } from '../../src/i18n/locales';
import { RETURN_REASONS, RETURN_STATUSES } from '../../src/domain/return-request';

const dir = join(process.cwd(), 'src', 'i18n', 'messages');
const catalogs = Object.fromEntries(
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>]),
);
const english = catalogs.en!;

/** Every argument a message uses, with its type: what a translation must keep. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.add(`${element.value}`);
    if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) into.add(`${element.value}:${element.type}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(`${element.value}:${element.type}`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

/** Keys the code builds at run time (so a grep of the source cannot find them). */
const DYNAMIC_KEYS = [
  ...ZONES.map((zone) => `phoneHint.${zone.id}`),
  ...[400, 401, 403, 404, 405, 408, 500].map((status) => `http.${status}`),
  ...['PENDING_PAYMENT', 'PENDING_DELIVER', 'ALREADY_DELIVER', 'ORDER_COMPLETED', 'ORDER_CLOSE'].map((status) => `status.${status}`),
  ...['WAITING', 'SUCCESS', 'FAILURE'].map((status) => `paymentStatus.${status}`),
  ...RETURN_REASONS.map((reason) => `return.reason.${reason}`),
  ...RETURN_STATUSES.map((status) => `returnStatus.${status}`),
  ...['notDelivered', 'periodOver', 'closed'].map((reason) => `return.${reason}`),
];

describe('the message catalogs', () => {
  it('exist for every locale the shop offers, and for no other', () => {
    expect(Object.keys(catalogs).sort()).toEqual(LOCALES.map((locale) => locale.code).sort());
  });

  it('have every message the code asks for, including the spec’s toast keys', () => {
    for (const key of [...DYNAMIC_KEYS, 'addressTips', 'addressFormRuleTips', 'zipcodeErrDataTips', 'cannotEmpty11', 'phonenotempty', 'phonenotempty_HK', 'whatsAppErrDataTips', 'whatsAppNullDataTips', 'conection', 'timeout']) {
      expect(english, key).toHaveProperty([key]);
    }
  });

  it.each(Object.keys(catalogs).filter((locale) => locale !== 'en'))('%s has exactly the English keys, each a valid ICU message with the same arguments', (locale) => {
    const catalog = catalogs[locale]!;
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(catalog)) {
      expect(() => parse(message), `${locale} ${key}`).not.toThrow();
      expect([...argumentsOf(parse(message))].sort(), `${locale} ${key}`).toEqual([...argumentsOf(parse(english[key]!))].sort());
    }
  });

  it.each(Object.keys(catalogs).filter((locale) => locale !== 'en'))('%s is translated, not copied from English', (locale) => {
    const catalog = catalogs[locale]!;
    const copied = Object.keys(english).filter((key) => catalog[key] === english[key] && /[a-z]{4,}/i.test(english[key]!.replace(/\{[^}]*\}/g, '')));
    // Words that are the same in the language (e.g. German "optional") may be listed here.
    const allowed = new Set(['form.optional', 'storeBrand.seven_eleven', 'storeBrand.family_mart', 'storeBrand.hi_life', 'storeBrand.sf_station', 'form.line', 'form.region', 'form.region.CZ', 'form.province.SK']);
    expect(copied.filter((key) => !allowed.has(key))).toEqual([]);
  });

  it('every English message parses', () => {
    for (const [key, message] of Object.entries(english)) expect(() => parse(message), key).not.toThrow();
  });
});
