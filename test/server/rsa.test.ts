import { generateKeyPairSync, publicEncrypt, constants } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPayload } from '../../src/api/encryption';
import { PayloadError, decryptPayload, unpadPkcs1Type2 } from '../../src/server/crypto/rsa';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

describe('payload encryption between browser (node-forge) and server (node:crypto)', () => {
  it.each([
    ['a short text', '{"a":1}'],
    ['an order in Chinese', JSON.stringify({ name: '王小明', address: '臺北市中正區重慶南路一段122號', remark: '請在下午三點後送達，謝謝！' })],
    ['Japanese and emoji', '東京都千代田区千代田一丁目一番一号 😀👍🏽 '.repeat(8)],
  ])('round-trips %s', async (_name, text) => {
    const payload = await encryptPayload(text, spki);
    expect(payload.split(',').every((block) => Buffer.from(block, 'base64').length === 128)).toBe(true);
    expect(decryptPayload(privateKey, payload)).toBe(text);
  });

  it('never uses Node’s refused PKCS#1 v1.5 decryption (works without --security-revert)', () => {
    const block = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('hello'));
    expect(decryptPayload(privateKey, block.toString('base64'))).toBe('hello');
  });

  it('refuses every malformed block with the same error', async () => {
    const good = await encryptPayload('hello', spki);
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
