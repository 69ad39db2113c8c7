import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the built shopper's pages load (dist/client, `npm run build`; `npm test` builds first). The
 * schemas the server checks requests with (zod, about 25 KB gzip) are the server's: a rule the
 * browser needs lives in a module without them.
 */
const CLIENT = 'dist/client';
const MANIFEST = join(CLIENT, '.vite', 'manifest.json');

interface Entry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

describe.runIf(existsSync(MANIFEST))('the shopper’s built pages', () => {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, Entry>;
  /** Every chunk the landing page can load: its own, and every lazy page's and actor's. */
  const everything = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) everything(next, seen);
    return seen;
  };
  const chunks = [...everything('index.html')];

  it('load no schema library: no page, lazy ones (cart, order lookup, order form) included, carries zod', () => {
    expect(chunks.length).toBeGreaterThan(10);
    const withZod = chunks.filter((key) => readFileSync(join(CLIENT, manifest[key]!.file), 'utf8').includes('$ZodType'));
    expect(withZod.map((key) => manifest[key]!.file)).toEqual([]);
  });
});
