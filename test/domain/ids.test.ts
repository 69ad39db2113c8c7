import { describe, expect, it } from 'vitest';
import { provideRandomSource, randomBytes, randomToken, timeOrderedToken } from '../../src/domain/ids';

describe('random identifiers (idempotency keys, upload names)', () => {
  it('gives as many random bytes as asked, different each time', () => {
    const first = randomBytes(32);
    expect(first).toBeInstanceOf(Uint8Array);
    expect(first).toHaveLength(32);
    expect([...first]).not.toEqual([...randomBytes(32)]);
    expect(first.some((byte) => byte !== 0)).toBe(true);
  });

  it('writes 128 bits as 22 URL-safe characters, without padding', () => {
    for (let round = 0; round < 50; round += 1) {
      const token = randomToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
  });

  it('makes a different token each time', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => randomToken()));
    expect(tokens.size).toBe(100);
  });

  it('writes any other number of bytes as their URL-safe base64', () => {
    expect(randomToken(3)).toMatch(/^[A-Za-z0-9_-]{4}$/);
    expect(randomToken(1)).toMatch(/^[A-Za-z0-9_-]{2}$/);
  });

  it('replaces the plus and slash of base64 and drops its padding', () => {
    const seen = new Set<string>();
    for (let round = 0; round < 200; round += 1) for (const char of randomToken(2)) seen.add(char);
    expect([...seen].some((char) => char === '-' || char === '_')).toBe(true);
    expect(seen.has('+') || seen.has('/') || seen.has('=')).toBe(false);
  });
});

describe('time-ordered tokens (outbox ids)', () => {
  it('sort as text in the order they were made, a millisecond apart or years', () => {
    const times = [0, 1, 255, 256, 1_795_000_000_000, 1_795_000_000_001, 1_795_000_060_000, 2_000_000_000_000];
    const tokens = times.map((time) => timeOrderedToken(time));
    expect([...tokens].sort()).toEqual(tokens);
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{22}$/.test(token))).toBe(true);
  });

  it('sort in the order they were made within one millisecond too', () => {
    const tokens = Array.from({ length: 1000 }, () => timeOrderedToken(1_795_000_000_500));
    expect([...tokens].sort()).toEqual(tokens);
  });

  it('carry within one millisecond: a random part ending in 0xff is followed by the next one up', () => {
    const platform = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length));
    provideRandomSource((length) => Uint8Array.from({ length }, (_, index) => (index >= length - 2 ? 0xff : 0x10)));
    try {
      const first = timeOrderedToken(1_795_000_000_900);
      const second = timeOrderedToken(1_795_000_000_900);
      expect(second > first).toBe(true);
      // Bytes ...10 ff ff, then ...11 00 00: only the last three bytes' characters differ.
      expect(second.slice(0, 18)).toBe(first.slice(0, 18));
    } finally {
      provideRandomSource(platform);
    }
  });

  it('are all different within one millisecond', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => timeOrderedToken(1_795_000_000_000)));
    expect(tokens.size).toBe(1000);
  });
});
