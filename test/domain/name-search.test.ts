import { describe, expect, it } from 'vitest';
import { nameKey, nameSearchKey, nameWords, NAME_WORD_LENGTH } from '../../src/domain/name-search';

describe('a name as the console searches it', () => {
  it('reads full-width letters, upper case and doubled spaces as the plain name', () => {
    expect(nameKey('  ＡＮＮＡ   Nowak ')).toBe('anna nowak');
  });

  it('drops the spaces a Japanese or Chinese name may be written with', () => {
    expect(nameKey('佐藤 翔太')).toBe(nameKey('佐藤翔太'));
    expect(nameKey('陳　美玲')).toBe('陳美玲');
  });

  it('is found from the start of each of its words, up to its end', () => {
    expect(nameWords('Anna Nowak-Kowalska')).toEqual(['anna nowak-kowalska', 'nowak-kowalska', 'kowalska']);
  });

  it('is found from any character of a Chinese, Japanese or Korean name', () => {
    expect(nameWords('陳美玲')).toEqual(['陳美玲', '美玲', '玲']);
    expect(nameWords('김민준')).toEqual(['김민준', '민준', '준']);
  });

  it('keeps a Thai word whole: its vowel marks start no word', () => {
    expect(nameWords('สมชาย ใจดี')).toEqual(['สมชาย ใจดี', 'ใจดี']);
  });

  it('keeps a word once when a name repeats it', () => {
    expect(nameWords('Anna Anna')).toEqual(['anna anna', 'anna']);
  });

  it('cuts long words and searches to the same length, so a long search still finds its name', () => {
    const long = 'x'.repeat(NAME_WORD_LENGTH + 10);
    expect(nameWords(long)[0]).toBe(nameSearchKey(long));
  });

  it('has nothing to look for in a search of spaces', () => {
    expect(nameSearchKey('   ')).toBeNull();
  });

  it('finds a Latin name typed without its accents, as an agent on any keyboard types it', () => {
    expect(nameWords('Łukasz Wiśniewski')).toEqual(['lukasz wisniewski', 'wisniewski']);
    expect(nameSearchKey('Nguyễn Văn Đức')).toBe('nguyen van duc');
    expect(nameKey('Jürgen Großmann')).toBe('jurgen grossmann');
    expect(nameKey('Søren Æbelø')).toBe('soren aebelo');
    expect(nameKey('Ana María Muñoz')).toBe(nameKey('ana maria munoz'));
  });

  it('keeps the marks of other scripts, where they are part of the word', () => {
    expect(nameKey('สมศักดิ์')).toBe('สมศักดิ์'.normalize('NFC'));
    expect(nameKey('محمّد')).toBe('محمّد'.normalize('NFC'));
    expect(nameKey('Йосип')).toBe('йосип');
  });
});
