import { createPrivateKey } from 'node:crypto';
import { workerData } from 'node:worker_threads';
import { decryptPayload } from './rsa';

// A Piscina worker: the key is parsed once per thread, then each task is one payload.
const key = createPrivateKey((workerData as { privateKeyPem: string }).privateKeyPem);

export default function decrypt(payload: string): { ok: true; text: string } | { ok: false } {
  try {
    return { ok: true, text: decryptPayload(key, payload) };
  } catch {
    return { ok: false };
  }
}
