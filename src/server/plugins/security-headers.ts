import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { ALL_PIXEL_HOSTS } from '../../domain/tracking';

/** Headers that only a document (a page a browser navigates to) acts on. */
const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-frame-options', 'x-xss-protection', 'x-download-options', 'x-dns-prefetch-control'];

/** What every answer that is not a page carries instead of the page's policy: nothing may run or load in it. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers, with a Content-Security-Policy that lets the pages run only the shop's own
 * scripts and styles, the ad networks' pixels (loaded after consent where it is asked), calls to
 * the second consumer base, and forms posted to a store map's provider.
 */
async function securityHeaders(app: FastifyInstance, options: { connectOrigins: readonly string[]; formOrigins: readonly string[]; styleHashes?: readonly string[]; scriptHashes?: readonly string[] }) {
  const pixelOrigins = ALL_PIXEL_HOSTS.map((host) => `https://${host}`);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The pages' one inline script, the app's starter, by its hash (features/pages/app-start.ts).
        scriptSrc: ["'self'", ...(options.scriptHashes ?? []), ...pixelOrigins],
        // The pages' inlined stylesheet, by its hash (features/pages/pages.render.ts).
        styleSrc: ["'self'", ...(options.styleHashes ?? [])],
        // blob: the previews of photos a shopper picks (object URLs), before they are sent.
        imgSrc: ["'self'", 'data:', 'blob:', ...pixelOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...options.connectOrigins, ...pixelOrigins],
        // The back office's page adds 'self' (features/admin-app): the console frames its preview of the shopper's order page.
        frameSrc: pixelOrigins,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...options.formOrigins],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // A script, stylesheet, image or JSON answer is not a document: the page's 1.6 KB policy and the
  // framing headers do nothing there, yet a phone on a slow network downloads them with each of the
  // thirty-odd files of a landing page. Such answers carry the short policy that lets nothing run.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    for (const header of DOCUMENT_ONLY) reply.removeHeader(header);
    if (reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NON_DOCUMENT_POLICY);
    return payload;
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
