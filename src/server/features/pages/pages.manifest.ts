import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/**
 * The files of a lazily loaded page the landing page does not already have, as URLs, read from the
 * browser build's manifest (`dist/client/.vite/manifest.json`): what the landing page fetches
 * ahead of the shopper's tap. Empty when there is no build (the page then imports the page's code
 * itself when idle).
 */
export function lazyPageFiles(clientDir: string, page: string): string[] {
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestEntry>;
  const closure = (key: string | undefined, seen = new Set<string>()): Set<string> => {
    if (!key || !manifest[key] || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const landing = closure('index.html');
  const key = Object.keys(manifest).find((name) => name.endsWith(page));
  return [...closure(key)].filter((name) => !landing.has(name)).map((name) => `/${manifest[name]!.file}`);
}
