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
    expect(nameKey('Þórður Guðrúnarson')).toBe('thordur gudrunarson');
    expect(nameKey('Işıl Ħamrun')).toBe('isil hamrun');
  });

  it('keeps the marks of other scripts, where they are part of the word', () => {
    expect(nameKey('สมศักดิ์')).toBe('สมศักดิ์'.normalize('NFC'));
    expect(nameKey('محمّد')).toBe('محمّد'.normalize('NFC'));
    expect(nameKey('Йосип')).toBe('йосип');
  });
});

describe('names mixing scripts, and the marks between words', () => {
  it('drops spaces on either side of a Chinese, Japanese or Korean character, and keeps them between Latin words', () => {
    expect(nameKey('Anna 陳 Nowak')).toBe('anna陳nowak');
    expect(nameKey('さとう しょうた')).toBe('さとうしょうた');
    expect(nameKey('カトウ　ケン')).toBe('カトウケン');
    expect(nameKey('김 민준')).toBe('김민준');
    expect(nameKey('Anna\tMaria\n Nowak')).toBe('anna maria nowak');
  });

  it('starts a word at a CJK character after Latin letters and at Latin letters after one', () => {
    expect(nameWords('Anna陳')).toEqual(['anna陳', '陳']);
    expect(nameWords('陳Anna')).toEqual(['陳anna', 'anna']);
  });

  it('starts a word after an apostrophe or a hyphen, and with digits, but not at the mark itself', () => {
    expect(nameWords("O'Brien 2nd")).toEqual(["o'brien 2nd", "brien 2nd", '2nd']);
    expect(nameWords('- Anna')).toEqual(['anna']);
  });

  it('finds nothing in a name without letters or digits', () => {
    expect(nameWords(' - ')).toEqual([]);
    expect(nameSearchKey('')).toBeNull();
  });

  it('keeps at most 64 characters of a word, and a search cut alike', () => {
    const long = `${'y'.repeat(70)} z`;
    expect(nameWords(long)[0]).toHaveLength(NAME_WORD_LENGTH);
    expect(nameWords(long)).toContain('z');
    expect(nameSearchKey(` ${'Y'.repeat(70)} `)).toBe('y'.repeat(64));
    expect(nameSearchKey(' Ａnna ')).toBe('anna');
  });
});
