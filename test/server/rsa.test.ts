import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../src/api/encryption';
import { modPow, nonZeroRandomBytes, padPkcs1Type2 } from '../../src/api/rsa-pkcs1';
import { RsaKeyError, parseSpki } from '../../src/api/rsa-public-key';
import { DECRYPT_NICE_INCREMENT, createPayloadDecryptor } from '../../src/server/crypto/payload';
import { PayloadError, decryptPayload, unpadPkcs1Type2 } from '../../src/server/crypto/rsa';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const decryptor = createPayloadDecryptor({ privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), workers: 0 });
afterAll(() => decryptor.close());

describe('payload encryption between browser (PKCS#1 v1.5 over BigInt) and server (node:crypto)', () => {
  it.each([
    ['a short text', '{"a":1}'],
    ['an order in Chinese', JSON.stringify({ name: '王小明', address: '臺北市中正區重慶南路一段122號', remark: '請在下午三點後送達，謝謝！' })],
    ['Japanese and emoji', '東京都千代田区千代田一丁目一番一号 😀👍🏽 '.repeat(8)],
  ])('round-trips %s', async (_name, text) => {
    const payload = encryptPayload(text, spki);
    expect(payload.split(',').every((block) => Buffer.from(block, 'base64').length === 128)).toBe(true);
    expect(decryptPayload(privateKey, payload)).toBe(text);
    expect(await decryptor.decrypt(payload)).toBe(text);
  });

  it('has every text the shopper can type decrypted by the server exactly as typed, whatever its script', async () => {
    const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 400 }), fc.json({ maxDepth: 3 }));
    await fc.assert(
      fc.asyncProperty(text, async (typed) => {
        expect(await decryptor.decrypt(encryptPayload(typed, spki))).toBe(typed);
      }),
      { numRuns: 300 },
    );
  });

  it('encrypts the same text differently each time (random padding)', () => {
    expect(encryptPayload('hello', spki)).not.toBe(encryptPayload('hello', spki));
  });

  it('encrypts keys of other sizes and exponents as node:crypto decrypts them', () => {
    for (const [modulusLength, publicExponent] of [[2048, 65537], [1024, 3]] as const) {
      const pair = generateKeyPairSync('rsa', { modulusLength, publicExponent });
      const der = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
      const payload = encryptPayload('{"name":"王小明"}', der);
      expect(Buffer.from(payload, 'base64').length).toBe(modulusLength / 8);
      expect(decryptPayload(pair.privateKey, payload)).toBe('{"name":"王小明"}');
    }
  });

  it('never uses Node’s refused PKCS#1 v1.5 decryption (works without --security-revert)', () => {
    const block = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('hello'));
    expect(decryptPayload(privateKey, block.toString('base64'))).toBe('hello');
  });

  it('refuses every malformed block with the same error', () => {
    const good = encryptPayload('hello', spki);
    const flipped = Buffer.from(good, 'base64');
    flipped[5] = flipped[5]! ^ 0xff;
    for (const payload of ['', 'AAAA', good + '=', flipped.toString('base64'), Buffer.alloc(128).toString('base64'), `${good},`, Array(200).fill(good).join(',')]) {
      expect(() => decryptPayload(privateKey, payload)).toThrow(PayloadError);
    }
  });

  it('strips PKCS#1 v1.5 type 2 padding strictly', () => {
    const block = (bytes: number[]) => Uint8Array.from(bytes);
    expect([...unpadPkcs1Type2(block([0, 2, 9, 9, 9, 9, 9, 9, 9, 9, 0, 65, 66]))]).toEqual([65, 66]);
    expect(() => unpadPkcs1Type2(block([0, 1, 9, 9, 9, 9, 9, 9, 9, 9, 0, 65]))).toThrow(PayloadError);
    expect(() => unpadPkcs1Type2(block([0, 2, 9, 9, 9, 0, 65, 66]))).toThrow(PayloadError);
    expect(() => unpadPkcs1Type2(block([0, 2, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9]))).toThrow(PayloadError);
  });
});

describe('the browser’s PKCS#1 v1.5 padding', () => {
  it('fills the padding with random bytes none of which is zero, even from a source that gives mostly zeros', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.integer({ min: 0, max: 117 }), (seed, length) => {
        let calls = 0;
        // Mostly zeros, with the seed's bytes now and then: the padding must skip every zero.
        const random = (bytes: Uint8Array) => {
          calls++;
          bytes.fill(0);
          bytes[calls % bytes.length] = seed[calls % seed.length]! || 1;
        };
        const padding = nonZeroRandomBytes(length, random);
        expect(padding.length).toBe(length);
        expect(padding.includes(0)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('lays out 0x00 0x02, at least eight nonzero bytes, 0x00 and the message, as the server expects', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 117 }), (message) => {
        const block = padPkcs1Type2(message, 128, (bytes) => void crypto.getRandomValues(bytes));
        expect(block.length).toBe(128);
        expect([block[0], block[1]]).toEqual([0, 2]);
        const padding = block.subarray(2, 128 - message.length - 1);
        expect(padding.length).toBeGreaterThanOrEqual(8);
        expect(padding.includes(0)).toBe(false);
        expect(block[128 - message.length - 1]).toBe(0);
        expect([...unpadPkcs1Type2(block)]).toEqual([...message]);
      }),
    );
  });

  it('refuses a message too long for one block instead of padding it with fewer than eight bytes', () => {
    expect(() => padPkcs1Type2(new Uint8Array(118), 128, (bytes) => void crypto.getRandomValues(bytes))).toThrow(RangeError);
  });

  it('raises to a power modulo n as BigInt arithmetic says', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1n << 200n }), fc.bigInt({ min: 0n, max: 1000n }), fc.bigInt({ min: 2n, max: 1n << 100n }), (base, exponent, modulus) => {
        expect(modPow(base, exponent, modulus)).toBe(base ** exponent % modulus);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the browser’s reading of the public key', () => {
  it('reads the modulus and exponent node:crypto puts in the key', () => {
    const jwk = publicKey.export({ format: 'jwk' });
    const key = parseSpki(Buffer.from(spki, 'base64'));
    expect(key.modulus).toBe(BigInt(`0x${Buffer.from(jwk.n!, 'base64url').toString('hex')}`));
    expect(key.exponent).toBe(65537n);
    expect(key.bytes).toBe(128);
  });

  it('refuses a malformed key with a clear error instead of encrypting with it', () => {
    const der = Buffer.from(spki, 'base64');
    const ecKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const pkcs1 = publicKey.export({ type: 'pkcs1', format: 'der' }).toString('base64');
    const broken = Buffer.from(der);
    broken[0] = 0x31;
    for (const key of ['', 'not base64!', der.subarray(0, 60).toString('base64'), Buffer.concat([der, Buffer.from([0])]).toString('base64'), broken.toString('base64'), ecKey, pkcs1]) {
      expect(() => encryptPayload('hello', key)).toThrow(RsaKeyError);
      expect(() => encryptPayload('hello', key)).toThrow(/not a usable RSA public key/);
    }
  });

  it('refuses random bytes as a key, never hanging or encrypting', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(() => parseSpki(bytes)).toThrow(RsaKeyError);
      }),
    );
  });
});

/** A thread's nice value, from Linux's /proc: the 19th field of its stat, counted from the pid. */
function niceOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  // The command name, second, is in parentheses and may hold spaces: count from after it (the third).
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19 - 3]);
}

const threadNiceness = () => readdirSync('/proc/self/task').map((tid) => niceOf(`/proc/self/task/${tid}/stat`));

describe('the server’s decryption threads', () => {
  const workerFile = join(process.cwd(), 'dist', 'server', 'decrypt-worker.js');

  it.runIf(process.platform === 'linux')('decrypt on threads that give way to the event loop, which keeps its own priority', async () => {
    expect(existsSync(workerFile), 'npm test builds dist/server first').toBe(true);
    const before = threadNiceness();
    const pool = createPayloadDecryptor({ privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), workers: 2, workerFile });
    try {
      const payload = encryptPayload('{"order":"王小明"}', spki);
      const answers = await Promise.all(Array.from({ length: 8 }, () => pool.decrypt(payload)));
      expect(answers).toEqual(Array(8).fill('{"order":"王小明"}'));
      const after = threadNiceness();
      expect(after.filter((nice) => nice === DECRYPT_NICE_INCREMENT).length - before.filter((nice) => nice === DECRYPT_NICE_INCREMENT).length).toBe(2);
      // The event loop (the process's first thread) is untouched.
      expect(niceOf('/proc/self/stat')).toBe(0);
    } finally {
      await pool.close();
    }
  });
});
