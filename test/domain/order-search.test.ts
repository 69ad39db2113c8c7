import { describe, expect, it } from 'vitest';
import { looksLikePhone, phoneCandidates, phoneKey, searchTerms } from '../../src/domain/order-search';
import { ZONES } from '../../src/domain/zones';

describe('reading what a caller says into the console’s search box', () => {
  it.each(['0912 345 678', '0912-345-678', '+886 912 345 678', '00886912345678', '０９１２３４５６７８', '٠٩١٢ ٣٤٥ ٦٧٨', '(0912) 345.678'])('reads %s as the Taiwanese mobile +886912345678', (typed) => {
    expect(phoneCandidates(typed)).toContainEqual({ zoneId: 1, phone: '+886912345678' });
  });

  it('reads a national number with each zone’s country, and a +CC number only as its own country', () => {
    const polish = phoneCandidates('512 345 678').filter((candidate) => candidate.phone === '+48512345678');
    expect(polish.map((candidate) => candidate.zoneId)).toEqual([10]);
    expect(phoneCandidates('+48 512 345 678').every((candidate) => candidate.phone === '+48512345678')).toBe(true);
  });

  it('does not take an order number or a name for a phone, and matches the order number in any case', () => {
    expect(looksLikePhone('tw7k2m9qx4zb1c')).toBe(false);
    expect(looksLikePhone('陳美玲')).toBe(false);
    expect(searchTerms(' tw7k2m9qx4zb1c ')).toMatchObject({ orderNo: 'TW7K2M9QX4ZB1C', phones: [], name: 'tw7k2m9qx4zb1c' });
    expect(searchTerms('0912 345 678').name).toBeNull();
  });

  it('stores the phone without separators, as the migration backfills it', () => {
    expect(phoneKey('+886 912-345 678')).toBe('+886912345678');
  });
});

describe('what the console takes for a phone number', () => {
  it('drops every separator a caller’s number may be written with', () => {
    expect(phoneKey('(0912) 345.678')).toBe('0912345678');
    expect(phoneKey('0912\u2010345\u2013678\u2015')).toBe('0912345678');
    expect(phoneKey('０９１２\u3000３４５')).toBe('0912345');
  });

  it('takes six digits or more, with a + or 00 in front or none', () => {
    expect(looksLikePhone('123456')).toBe(true);
    expect(looksLikePhone('+123456')).toBe(true);
    expect(looksLikePhone('00123456')).toBe(true);
    expect(looksLikePhone('12345')).toBe(false);
  });

  it('does not take a name or a tracking number with digits for a phone', () => {
    expect(looksLikePhone('Anna 123456')).toBe(false);
    expect(looksLikePhone('123456 Anna')).toBe(false);
    expect(phoneCandidates('Anna')).toEqual([]);
  });

  it('offers a national number in every zone whose country reads it, each once', () => {
    const candidates = phoneCandidates('0912 345 678');
    expect(candidates.length).toBeGreaterThan(1);
    expect(new Set(candidates.map((candidate) => `${candidate.zoneId} ${candidate.phone}`)).size).toBe(candidates.length);
  });

  it('offers digits no country reads as a mobile only to the zones that take any phone, as typed', () => {
    const anyPhone = ZONES.filter((zone) => zone.phone.acceptsAnything).map((zone) => zone.id);
    expect(anyPhone.length).toBeGreaterThan(0);
    expect(phoneCandidates('000 000')).toEqual(anyPhone.map((zoneId) => ({ zoneId, phone: '000000' })));
  });
});

describe('the terms a search looks for', () => {
  it('looks for a tracking number as typed and in upper case, once when they are the same', () => {
    expect(searchTerms(' 1z999aa10123456784 ').tracking).toEqual(['1z999aa10123456784', '1Z999AA10123456784']);
    expect(searchTerms('JD0001').tracking).toEqual(['JD0001']);
  });

  it('looks for the phone instead of a name when the text is a phone', () => {
    const terms = searchTerms('０９１２ ３４５ ６７８');
    expect(terms.phones).toContainEqual({ zoneId: 1, phone: '+886912345678' });
    expect(terms.name).toBeNull();
    expect(searchTerms('Anna Nowak')).toEqual({ orderNo: 'ANNAN0WAK', tracking: ['Anna Nowak', 'ANNA NOWAK'], phones: [], name: 'Anna Nowak' });
  });
});
