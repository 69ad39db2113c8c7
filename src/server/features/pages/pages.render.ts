import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializeBootstrap, BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '../../../app/providers/bootstrap';
import { localeByCode } from '../../../i18n/locales';

/**
 * The HTML page around the app: Vite's built index.html (hashed script and style tags) with the
 * rendered app, the head tags and the bootstrap data put in. Without a build (unit tests) the
 * source index.html serves.
 */
export interface PageTemplate {
  render(parts: { appHtml: string; ssr: boolean; head: string; bootstrap: Bootstrap }): string;
}

export function loadTemplate(clientDir: string, fallbackFile: string): PageTemplate {
  const built = join(clientDir, 'index.html');
  const source = readFileSync(existsSync(built) ? built : fallbackFile, 'utf8');
  if (!source.includes('<!--app-html-->') || !source.includes('<!--app-head-->')) {
    throw new Error(`${built} lacks the <!--app-html--> and <!--app-head--> placeholders`);
  }
  return {
    render({ appHtml, ssr, head, bootstrap }) {
      const locale = localeByCode(bootstrap.locale);
      const state = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${serializeBootstrap(bootstrap)}</script>`;
      return source
        .replace(/<html[^>]*>/, `<html lang="${bootstrap.locale}" dir="${locale?.dir ?? 'ltr'}">`)
        .replace('<!--app-head-->', head)
        .replace('<div id="root"><!--app-html--></div>', `<div id="root"${ssr ? ' data-ssr="true"' : ''}>${appHtml}</div>${state}`);
    },
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export interface HeadInfo {
  title: string;
  description?: string;
  canonical?: string;
  image?: string;
  noindex?: boolean;
}

export function headTags(info: HeadInfo): string {
  const tags = [`<title>${escapeHtml(info.title)}</title>`];
  if (info.description) tags.push(`<meta name="description" content="${escapeHtml(info.description)}">`);
  if (info.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(info.canonical)}">`);
  tags.push(`<meta property="og:title" content="${escapeHtml(info.title)}">`);
  if (info.description) tags.push(`<meta property="og:description" content="${escapeHtml(info.description)}">`);
  if (info.image) tags.push(`<meta property="og:image" content="${escapeHtml(info.image)}">`);
  if (info.noindex) tags.push('<meta name="robots" content="noindex">');
  return tags.join('');
}
