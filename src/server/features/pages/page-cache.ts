import { constants, brotliCompress, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip';

/** A text's compressed copies, each made once, on the first request that asks for it. */
export type EncodedCopies = Partial<Record<PageEncoding, Promise<Buffer>>>;

export interface CachedPage {
  status: number;
  html: string;
  encoded: EncodedCopies;
}

/**
 * `text` compressed in `encoding`, once (kept in `copies`), off the main thread, so harder than a
 * per-request compressor could afford: Brotli 10 makes a landing page 19.6 KB instead of quality
 * 6's 21.1 KB (about 35 ms once, against 2 ms), and a slow phone network's first round trip
 * carries more of it.
 */
export function encodedOnce(text: string, copies: EncodedCopies, encoding: PageEncoding): Promise<Buffer> {
  copies[encoding] ??=
    encoding === 'br'
      ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } })
      : gzipAsync(text, { level: 9 });
  return copies[encoding]!;
}

/**
 * Rendered pages, kept for `maxAgeMs` and compressed once: an ad burst asks for the same few pages
 * thousands of times a second, and each is rendered at most once per `maxAgeMs` (and again after
 * any change to the catalog or a site, from any process). The key says everything a page depends
 * on (site, locale, origin, path and query without attribution, consent); what differs per visit
 * (cookies set, the shopper's coupons) is not in the page. The age bound keeps the server time in
 * the page (the countdown's clock) within `maxAgeMs` of the truth.
 */
export function createPageCache(options: { maxAgeMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedPage & { at: number }>();
  let generation = 0;

  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at < options.maxAgeMs) return entry;
      entries.delete(key);
      return undefined;
    },
    /** Taken before rendering: a page rendered across a change is not kept. */
    generation: () => generation,
    put(key: string, renderedIn: number, status: number, html: string): CachedPage {
      const page = { status, html, encoded: {}, at: now() };
      if (renderedIn !== generation) return page;
      entries.delete(key);
      entries.set(key, page);
      // The oldest go first (a Map keeps insertion order).
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return page;
    },
    /** A change to what pages show: every page is rendered again. */
    clear(): void {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
    /** Compressed once per page kept (`encodedOnce`). */
    encoded: (page: CachedPage, encoding: PageEncoding): Promise<Buffer> => encodedOnce(page.html, page.encoded, encoding),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The encoding to send: Brotli where the browser takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip') || accepted.includes('*')) return 'gzip';
  return null;
}
