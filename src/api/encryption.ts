import { CHUNK_SEPARATOR, splitForRsa } from '../domain/chunking';

/**
 * Payload encryption for add-order (spec §7): RSA-1024, PKCS#1 v1.5, 37-character chunks, each
 * Base64, joined by commas. node-forge is loaded only when the order form needs it, and only the
 * RSA part of it. The server decrypts with node:crypto.
 *
 * This is obfuscation, not security: the public key ships to every browser. The server
 * re-validates and re-prices everything it receives.
 */
type Forge = typeof import('node-forge');

let forgePromise: Promise<Forge> | null = null;

export function loadForge(): Promise<Forge> {
  forgePromise ??= (async () => {
    const [{ default: forge }] = await Promise.all([
      import('node-forge/lib/forge.js') as Promise<{ default: Forge }>,
      import('node-forge/lib/rsa.js'),
    ]);
    return forge;
  })();
  return forgePromise;
}

/** `spki` is the public key as Base64 DER (SubjectPublicKeyInfo), as the server publishes it. */
export async function encryptPayload(text: string, spki: string): Promise<string> {
  const forge = await loadForge();
  const key = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(spki))) as import('node-forge').pki.rsa.PublicKey;
  return splitForRsa(text)
    .map((chunk) => forge.util.encode64(key.encrypt(forge.util.encodeUtf8(chunk), 'RSAES-PKCS1-V1_5')))
    .join(CHUNK_SEPARATOR);
}
