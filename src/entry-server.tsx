import { renderToString } from 'react-dom/server';
import { App } from './app/pages/App';
import type { Bootstrap } from './app/providers/bootstrap';

/**
 * Server rendering: the page's HTML for a URL and the data the server already gathered. The
 * browser hydrates the same tree from the same bootstrap data.
 *
 * React 19 puts the resource hints it finds (a preload for the hero image) in front of the
 * markup; they belong in <head>, and left inside the root they would break hydration.
 */
export interface Rendered {
  html: string;
  head: string;
}

const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;

export function render(url: string, bootstrap: Bootstrap): Rendered {
  const { pathname, search } = new URL(url, 'http://localhost');
  const markup = renderToString(<App bootstrap={bootstrap} services={null} ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} />);
  const hints = LEADING_HINTS.exec(markup)?.[0] ?? '';
  return { head: hints, html: markup.slice(hints.length) };
}

export type Render = typeof render;
