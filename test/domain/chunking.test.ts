import { describe, expect, it } from 'vitest';
import { CHUNK_SEPARATOR, CHUNK_UNITS, RSA_BLOCK_BYTES, splitForRsa, utf8Length } from '../../src/domain/chunking';

const isLoneSurrogate = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdfff;
};

describe('splitting a payload into RSA-sized chunks', () => {
  it('keeps text of at most 117 bytes in one piece', () => {
    const text = 'a'.repeat(RSA_BLOCK_BYTES);
    expect(splitForRsa(text)).toEqual([text]);
  });

  it('cuts longer text into chunks of at most 37 characters that join back to the original', () => {
    const text = JSON.stringify({ name: 'Anna Kowalska', address: 'ul. Marszałkowska 1, 00-950 Warszawa', remark: 'x'.repeat(80) });
    const chunks = splitForRsa(text);
    expect(chunks.length).toBe(Math.ceil(text.length / CHUNK_UNITS));
    expect(chunks.every((chunk) => chunk.length <= CHUNK_UNITS)).toBe(true);
    expect(chunks.join('')).toBe(text);
  });

  it('fits Japanese text (3 bytes a character) into one RSA block per chunk', () => {
    const text = '東京都千代田区千代田一丁目一番一号、皇居外苑の近く。配達は午前中にお願いします。'.repeat(3);
    const chunks = splitForRsa(text);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) expect(utf8Length(chunk)).toBeLessThanOrEqual(RSA_BLOCK_BYTES);
  });

  it('never splits an emoji (a surrogate pair) across two chunks', () => {
    const text = '😀'.repeat(40) + 'a' + '👍🏽'.repeat(30);
    const chunks = splitForRsa(text);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) {
      expect(utf8Length(chunk)).toBeLessThanOrEqual(RSA_BLOCK_BYTES);
      expect(isLoneSurrogate(chunk, 0) && chunk.charCodeAt(0) >= 0xdc00).toBe(false);
      expect(isLoneSurrogate(chunk, chunk.length - 1) && chunk.charCodeAt(chunk.length - 1) < 0xdc00).toBe(false);
    }
    // 37 units would end in the middle of a pair, so the first chunk stops at 36.
    expect(chunks[0]).toHaveLength(36);
  });

  it('handles mixed scripts of the worst case: every chunk still fits', () => {
    const text = 'Zażółć gęślą jaźń 貨到付款 ข้อความ 😀 '.repeat(10);
    for (const chunk of splitForRsa(text)) expect(utf8Length(chunk)).toBeLessThanOrEqual(RSA_BLOCK_BYTES);
  });
});

describe('the edges of a chunk', () => {
  it('splits text of 118 bytes, one more than a block holds', () => {
    expect(splitForRsa('a'.repeat(RSA_BLOCK_BYTES + 1))).toEqual(['a'.repeat(CHUNK_UNITS), 'a'.repeat(CHUNK_UNITS), 'a'.repeat(CHUNK_UNITS), 'a'.repeat(7)]);
  });

  it('counts bytes as UTF-8 does', () => {
    expect([utf8Length('a'), utf8Length('ż'), utf8Length('貨'), utf8Length('😀')]).toEqual([1, 2, 3, 4]);
  });

  it('ends a chunk before the first half of any emoji, and after the second half', () => {
    // U+10000 (\ud800\udc00) and U+10FFFF (\udbff\udfff): the lowest and highest first halves.
    for (const pair of ['\ud800\udc00', '\udbff\udfff']) {
      const text = 'a'.repeat(CHUNK_UNITS - 1) + pair + 'b'.repeat(100);
      const chunks = splitForRsa(text);
      expect(chunks[0]).toBe('a'.repeat(CHUNK_UNITS - 1));
      expect(chunks.join('')).toBe(text);
    }
    const afterPair = 'a'.repeat(CHUNK_UNITS - 2) + '😀' + 'b'.repeat(100);
    expect(splitForRsa(afterPair)[0]).toHaveLength(CHUNK_UNITS);
  });

  it('does not shorten a chunk that ends in a character just outside the first halves', () => {
    for (const edge of ['\ud7ff', '\udc00']) {
      const text = 'a'.repeat(CHUNK_UNITS - 1) + edge + 'b'.repeat(100);
      expect(splitForRsa(text)[0]).toHaveLength(CHUNK_UNITS);
    }
  });

  it('joins chunks with a comma, which Base64 never holds', () => {
    expect(CHUNK_SEPARATOR).toBe(',');
  });
});
