import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MetadataJson } from 'libphonenumber-js/core';
import { scriptJson, BOOTSTRAP_ELEMENT_ID, PHONE_PLAN_ELEMENT_ID, type Bootstrap, type PageBootstrap } from '../../../app/providers/bootstrap';
import { localeByCode } from '../../../i18n/locales';
import { GALLERY_IMAGE_SIZES, type ProductImage } from '../../../domain/product';
import { lazyPageFiles } from './pages.manifest';
import { APP_START_HASH, APP_START_SLOT, deferAppStart } from './app-start';

/**
 * The HTML page around the app: Vite's built index.html (hashed script and style tags) with the
 * rendered app, the head tags and the bootstrap data put in. Without a build (unit tests) the
 * source index.html serves.
 */
export interface PageTemplate {
  /** `phonePlan`: the site's zone's numbering plan (`planOf`), which the browser reads phone numbers by. */
  render(parts: { appHtml: string; ssr: boolean; head: string; bootstrap: Bootstrap; phonePlan: MetadataJson }): string;
  /** The CSP source of each inlined stylesheet (`'sha256-…'`), for the pages' `style-src`. */
  readonly styleHashes: readonly string[];
  /** The CSP source of the page's one inline script, the app's starter (app-start.ts), for the pages' `script-src`. */
  readonly scriptHashes: readonly string[];
  /** The inlined stylesheets themselves (`<style>` elements), for a document the app does not render (the console's order preview). */
  readonly styles: string;
  /** The order form's code beyond the landing page's (URLs), for a landing page to fetch ahead of the tap. */
  readonly orderFormFiles: readonly string[];
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * The built page's stylesheets put inline: the whole shopper stylesheet is about 5 KB compressed,
 * so inlined whole it is the critical CSS, and the first paint waits for no second request (on a
 * slow phone network that request is a round trip or two). Each inlined sheet is allowed by its
 * hash in the Content-Security-Policy, never by 'unsafe-inline'.
 */
export function inlineStylesheets(html: string, clientDir: string): { html: string; styleHashes: string[] } {
  const styleHashes: string[] = [];
  const inlined = html.replace(STYLESHEET_LINK, (link, file: string) => {
    const path = join(clientDir, file);
    if (!existsSync(path)) return link;
    const css = readFileSync(path, 'utf8');
    styleHashes.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    return `<style>${css}</style>`;
  });
  return { html: inlined, styleHashes };
}

export function loadTemplate(clientDir: string, fallbackFile: string): PageTemplate {
  const built = join(clientDir, 'index.html');
  const { html: inlined, styleHashes } = inlineStylesheets(readFileSync(existsSync(built) ? built : fallbackFile, 'utf8'), clientDir);
  const source = deferAppStart(inlined);
  if (!source.includes('<!--app-html-->') || !source.includes('<!--app-head-->') || !source.includes(APP_START_SLOT)) {
    throw new Error(`${built} lacks the <!--app-html--> and <!--app-head--> placeholders or a module script`);
  }
  return {
    styleHashes,
    scriptHashes: [APP_START_HASH],
    orderFormFiles: lazyPageFiles(clientDir, 'src/app/pages/OrderPage.tsx'),
    styles: (source.match(/<style>[\s\S]*?<\/style>/g) ?? []).join(''),
    render({ appHtml, ssr, head, bootstrap, phonePlan }) {
      const locale = localeByCode(bootstrap.locale);
      const { messages: _fetched, ...inPage } = bootstrap;
      const state =
        `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${scriptJson(inPage satisfies PageBootstrap)}</script>` +
        `<script type="application/json" id="${PHONE_PLAN_ELEMENT_ID}">${scriptJson(phonePlan)}</script>`;
      return source
        .replace(/<html[^>]*>/, `<html lang="${bootstrap.locale}" dir="${locale?.dir ?? 'ltr'}">`)
        .replace('<!--app-head-->', head)
        // The catalog comes while the scripts do, once the page has been shown (app-start.ts).
        .replace(APP_START_SLOT, `<link rel="preload" href="${escapeHtml(bootstrap.messagesUrl)}" as="fetch" crossorigin>`)
        .replace('<div id="root"><!--app-html--></div>', `<div id="root"${ssr ? ' data-ssr="true"' : ''}>${appHtml}</div>${state}`);
    },
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Longest description a search result shows whole. */
const DESCRIPTION_MAX = 160;

/**
 * What a search result or a shared link says of a product: its introduction, else the first
 * paragraph of its description (cut at a word near 160 characters), else its title and the shop's
 * name. An owner who leaves the introduction empty still gets a page with a description.
 */
export function productSummary(product: { title: string; introductoryTitle: string; description: readonly string[] }, shopName: string): string {
  const introduction = product.introductoryTitle.trim();
  if (introduction) return introduction;
  const paragraph = product.description.map((text) => text.replace(/\s+/g, ' ').trim()).find(Boolean);
  if (!paragraph) return `${product.title} | ${shopName}`;
  if (paragraph.length <= DESCRIPTION_MAX) return paragraph;
  const cut = paragraph.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

export interface HeadInfo {
  title: string;
  description?: string;
  canonical?: string;
  image?: string;
  /** The page's largest paint (a product's first image): fetched before the scripts, as the gallery will ask for it. */
  hero?: ProductImage;
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
  if (info.hero) {
    const { src, srcset } = info.hero;
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(src)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${GALLERY_IMAGE_SIZES}" fetchpriority="high">`);
  }
  return tags.join('');
}
