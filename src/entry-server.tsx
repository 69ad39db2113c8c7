import { renderToString } from 'react-dom/server';
import { App } from './app/pages/App';
import type { Bootstrap } from './app/providers/bootstrap';

/**
 * Server rendering: the page's HTML for a URL and the data the server already gathered. The
 * browser hydrates the same tree from the same bootstrap data. Built, `react-dom/server` is
 * Preact's renderer (vite.config.ts), as the browser's is Preact: the markup is the one it expects.
 * What belongs in <head> (the hero image's preload) the page's route writes itself.
 */
export interface Rendered {
  html: string;
}

export function render(url: string, bootstrap: Bootstrap): Rendered {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { html: renderToString(<App bootstrap={bootstrap} services={null} ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} />) };
}

export type Render = typeof render;
