import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { lazyPageFiles } from '../../../../src/server/features/pages/pages.manifest';

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

  /** What a chunk imports as it runs (not what it loads later). */
  const statically = (key: string | undefined, seen = new Set<string>()): Set<string> => {
    if (!key || seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) statically(next, seen);
    return seen;
  };
  const gzipped = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length, 0);

  it('keep the landing page’s first JavaScript within 80 KB and the order form’s own within 25 KB (gzip -9), as the bench measures them', () => {
    const landing = [...statically('index.html')].map((key) => manifest[key]!.file);
    expect(gzipped(landing)).toBeLessThanOrEqual(80 * 1024);
    // The form beyond what every page has loaded once started (the consent machine and XState).
    const consent = Object.keys(manifest).find((key) => key.endsWith('src/app/actors/consent-actor.ts'));
    const started = new Set([...statically(consent)].map((key) => `/${manifest[key]!.file}`));
    const form = lazyPageFiles(CLIENT, 'src/app/pages/OrderPage.tsx').filter((url) => !started.has(url));
    expect(form.some((url) => url.includes('/OrderPage-'))).toBe(true);
    expect(gzipped(form.map((url) => url.slice(1)))).toBeLessThanOrEqual(25 * 1024);
  });

  it('preload beside a lazy chunk its own imports only, not the chunk its import() fetches anyway (a link each in the task that asks)', () => {
    const asked: string[] = [];
    for (const key of chunks) {
      const code = readFileSync(join(CLIENT, manifest[key]!.file), 'utf8');
      const listed = code.match(/__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/)?.[1];
      if (!listed) continue;
      const files = JSON.parse(listed) as string[];
      for (const [, file, indexes] of code.matchAll(/import\(`\.\/([^`]+)`\)(?:(?!import\().){0,200}?__vite__mapDeps\(\[([\d,]*)\]\)/gs)) {
        asked.push(file!);
        const preloaded = indexes!.split(',').map((index) => files[Number(index)]!.split('/').pop());
        expect(preloaded, `the import of ${file}`).not.toContain(file);
      }
    }
    // The consent machine's, the countdown's, the page stay's and the pages' imports are among them.
    expect(asked.length).toBeGreaterThan(5);
  });

  it('carry none of the phone library’s formatting: the order form reads numbers and formats none', () => {
    const form = lazyPageFiles(CLIENT, 'src/app/pages/OrderPage.tsx').map((url) => readFileSync(join(CLIENT, url), 'utf8')).join('\n');
    for (const module of ['./format.js', './helpers/getPossibleCountriesForNumber.js', './isPossible.js']) {
      expect(form).toContain(`${module} of libphonenumber-js is left out of the browser bundle`);
    }
  });
});
