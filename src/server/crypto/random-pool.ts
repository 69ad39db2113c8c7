import { randomFillSync } from 'node:crypto';

/**
 * Random bytes for the server's ids, small asks served from a pool filled 1 KB at a time (each
 * byte given out once), as Node's randomUUID does: an order asks for several ids, and each call
 * into the CSPRNG cost more than its bytes (1 % of the event loop under the bench's orders). The
 * browser, which makes an id now and then, keeps the platform's source (domain/ids.ts).
 */
export function pooledRandomBytes(poolSize = 1024): (length: number) => Uint8Array {
  const pool = new Uint8Array(poolSize);
  let used = poolSize;
  return (length) => {
    if (length > poolSize / 4) return randomFillSync(new Uint8Array(length));
    if (used + length > poolSize) {
      randomFillSync(pool);
      used = 0;
    }
    const bytes = pool.slice(used, used + length);
    used += length;
    return bytes;
  };
}
