import { createPrivateKey } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Piscina } from 'piscina';
import { PayloadError, decryptPayload } from './rsa';

/**
 * Decrypting an order costs one RSA private operation per 37-character chunk (about 0.1 ms
 * each), the largest CPU cost of an order. With workers > 0 it runs on a thread pool so every
 * core works and the event loop stays free; with 0 (or without the built worker file, as in unit
 * tests) it runs inline.
 */
export interface PayloadDecryptor {
  decrypt(payload: string): Promise<string>;
  close(): Promise<void>;
  readonly threads: number;
}

export function createPayloadDecryptor(options: { privateKeyPem: string; workers: number; workerFile?: string }): PayloadDecryptor {
  if (options.workers > 0 && options.workerFile && existsSync(options.workerFile)) {
    const pool = new Piscina({
      filename: options.workerFile,
      minThreads: options.workers,
      maxThreads: options.workers,
      workerData: { privateKeyPem: options.privateKeyPem },
      // No per-task timing histograms: nothing reads them.
      recordTiming: false,
      // Queue several payloads on each thread: a thread then goes from one to the next without
      // waiting for the (busy) main thread to hand it work.
      concurrentTasksPerWorker: 32,
    });
    return {
      threads: options.workers,
      async decrypt(payload) {
        if (typeof payload !== 'string') throw new PayloadError();
        const result = (await pool.run(payload)) as { ok: true; text: string } | { ok: false };
        if (!result.ok) throw new PayloadError();
        return result.text;
      },
      close: () => pool.destroy(),
    };
  }
  const key = createPrivateKey(options.privateKeyPem);
  return {
    threads: 0,
    decrypt: async (payload) => decryptPayload(key, payload),
    close: async () => {},
  };
}
