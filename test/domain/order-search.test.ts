import { describe, expect, it } from 'vitest';
import { looksLikePhone, phoneCandidates, phoneKey, searchTerms } from '../../src/domain/order-search';

describe('reading what a caller says into the console’s search box', () => {
  it.each(['0912 345 678', '0912-345-678', '+886 912 345 678', '00886912345678', '０９１２３４５６７８', '(0912) 345.678'])('reads %s as the Taiwanese mobile +886912345678', (typed) => {
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
