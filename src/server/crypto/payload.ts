import { createPrivateKey } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Piscina } from 'piscina';
import { PayloadError, decryptPayload } from './rsa';

/**
 * Decrypting an order costs one RSA private operation per 37-character chunk (about 0.1 ms
 * each), the largest CPU cost of an order. With workers > 0 it runs on a thread pool so every
 * core works and the event loop stays free; with 0 (or without the built worker file, as in unit
 * tests) it runs inline.
 *
 * The pool's threads run at a lower priority than the event loop (Linux: `niceIncrement`, through
 * Piscina's own option): when the cores are full, the thread that answers every request, pages
 * included, goes first and RSA takes the rest. So the pool can have a thread on every core
 * without taking turns with the event loop on one of them (issue 17: on 2 cores, 1,179-1,292
 * orders/s with two such threads, against 1,080-1,084 with one thread and 1,056 with two at the
 * event loop's priority).
 */
export const DECRYPT_NICE_INCREMENT = 10;

export interface PayloadDecryptor {
  decrypt(payload: string): Promise<string>;
  close(): Promise<void>;
  readonly threads: number;
}

export function createPayloadDecryptor(options: { privateKeyPem: string; workers: number; workerFile?: string; niceIncrement?: number }): PayloadDecryptor {
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
      // Ignored where threads have no nice value of their own (anything but Linux).
      niceIncrement: options.niceIncrement ?? DECRYPT_NICE_INCREMENT,
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
