// The landing page's floor in a browser: the same page with nothing to run.

/**
 * A page as the shop serves it, less what would run: the starter script and the template that
 * holds the app's module script and preloads (src/server/features/pages/app-start.ts), and any
 * other script. Data a script would read (`type="application/json"`) stays; the browser only
 * parses it. Everything else (the HTML, its inline styles, its pictures) is left as it was.
 */
export function withoutScripts(html) {
  return html
    .replace(/<template id="doorstep-app">[\s\S]*?<\/template>/g, '')
    .replace(/<script(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}
