import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from '../../src/server/crypto/random-pool';

describe("the server's pooled random bytes", () => {
  const randomBytes = pooledRandomBytes();

  it('never gives the same bytes twice, however many small asks go past the pool it refills', () => {
    const seen = new Set(Array.from({ length: 3000 }, () => Buffer.from(randomBytes(8)).toString('hex')));
    expect(seen.size).toBe(3000);
  });

  it('gives each caller bytes of its own: changing them changes nothing given to another', () => {
    const first = randomBytes(16);
    const copy = [...first];
    const second = randomBytes(16);
    second.fill(0);
    // Past a refill of the pool the first caller's bytes are still as given.
    for (let ask = 0; ask < 200; ask += 1) randomBytes(8);
    expect([...first]).toEqual(copy);
    expect(randomBytes(4096)).toHaveLength(4096);
  });
});
