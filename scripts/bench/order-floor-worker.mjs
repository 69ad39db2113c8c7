// The floor experiment's decrypting thread (order-floor.mjs): the shop's decryption, with no
// checks beyond the padding's (src/server/crypto/rsa.ts does the same call and strictly more).
import { constants, createPrivateKey, privateDecrypt } from 'node:crypto';
import { workerData } from 'node:worker_threads';

const key = createPrivateKey(workerData.privateKeyPem);
const decoder = new TextDecoder('utf-8', { fatal: true });

export default function decrypt(payload) {
  return payload
    .split(',')
    .map((block) => {
      const plain = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, Buffer.from(block, 'base64'));
      return decoder.decode(plain.subarray(plain.indexOf(0, 2) + 1));
    })
    .join('');
}
