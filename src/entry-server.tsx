import { renderToStringAsync } from 'preact-render-to-string';
import { App } from './app/pages/App';
import type { Bootstrap } from './app/providers/bootstrap';

/**
 * Server rendering: the page's HTML for a URL and the data the server already gathered. The
 * browser hydrates the same tree from the same bootstrap data. The shopper's pages run on Preact
 * (vite.config.ts: `react` is `preact/compat` in their build and on the server), so the server
 * renders with Preact's renderer: the markup is the one the browser's hydration expects. It waits
 * for the pages the browser loads lazily (the catalog's chunk), as the browser's hydration does.
 * What belongs in <head> (the hero image's preload) the page's route writes itself.
 */
export interface Rendered {
  html: string;
}

export async function render(url: string, bootstrap: Bootstrap): Promise<Rendered> {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { html: await renderToStringAsync(<App bootstrap={bootstrap} services={null} ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} />) };
}

export type Render = typeof render;
