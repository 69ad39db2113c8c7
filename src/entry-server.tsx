import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import type { Bootstrap } from './app/bootstrap';

/**
 * Server rendering: the page's HTML for a URL and the data the server already gathered. The
 * browser hydrates the same tree from the same bootstrap data.
 */
export function render(url: string, bootstrap: Bootstrap): string {
  const { pathname, search } = new URL(url, 'http://localhost');
  return renderToString(<App bootstrap={bootstrap} services={null} ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} />);
}

export type Render = typeof render;
