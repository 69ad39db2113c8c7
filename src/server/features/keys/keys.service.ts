import { generateKeyPairSync, randomBytes, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { KeyRepository } from './keys.repository';

/**
 * The add-order protocol's keys (spec §7): an RSA-1024 pair whose public half the browser
 * encrypts with, and the HMAC key it signs with. Created on the first start and kept in the
 * database, so every server process of a deployment (and every restart) uses the same ones.
 */
export interface ServerKeys {
  privateKeyPem: string;
  privateKey: KeyObject;
  /** SubjectPublicKeyInfo, DER, Base64: what the browser receives. */
  publicKeySpki: string;
  signKey: string;
}

const RSA_NAME = 'add_order_rsa_private_key';
const SIGN_NAME = 'add_order_sign_key';

export async function loadOrCreateKeys(secrets: KeyRepository): Promise<ServerKeys> {
  const read = () => secrets.read([RSA_NAME, SIGN_NAME]);
  let rows = await read();
  if (rows.length < 2) {
    const now = new Date().toISOString();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    // Two processes starting together both propose keys; the first insert wins and both read it.
    await secrets.insertMissing(
      [
        { name: RSA_NAME, value: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
        { name: SIGN_NAME, value: randomBytes(32).toString('base64url') },
      ],
      now,
    );
    rows = await read();
  }
  const value = (name: string) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`secret ${name} is missing`);
    return row.value;
  };
  const privateKeyPem = value(RSA_NAME);
  const key = createPrivateKey(privateKeyPem);
  return {
    privateKeyPem,
    privateKey: key,
    publicKeySpki: createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64'),
    signKey: value(SIGN_NAME),
  };
}
