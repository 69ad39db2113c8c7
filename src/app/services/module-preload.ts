/**
 * Fetches modules ahead of need without running them (`<link rel="modulepreload">`): the browser
 * downloads and compiles them off the main thread and keeps them for the `import()` that comes
 * later, which then only runs them. Each file is asked for once. Returns false when there is
 * nothing to fetch (no list: a development build), so the caller can import instead.
 */
export function preloadModules(files: readonly string[] | undefined, doc: Document = document): boolean {
  if (!files || files.length === 0) return false;
  // Compared as full addresses: the bundler's own links (a lazy chunk's imports) name them in full.
  const present = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
  for (const file of files) {
    if (present.has(new URL(file, doc.baseURI).href)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    doc.head.append(link);
  }
  return true;
}
