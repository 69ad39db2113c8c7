import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { ALL_PIXEL_HOSTS } from '../../domain/tracking';

/** Headers that only a document (a page a browser navigates to) acts on. */
const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-frame-options', 'x-xss-protection', 'x-download-options', 'x-dns-prefetch-control'];

/** What every answer that is not a page carries instead of the page's policy: nothing may run or load in it. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers helmet sets for these options, read once. @fastify/helmet builds helmet's middleware
 * again for every request (parsing the policy's directives each time: 1.7 % of the event loop
 * under the bench's orders); the headers never change between requests, so they are set from here.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

/**
 * Security headers, with a Content-Security-Policy that lets the pages run only the shop's own
 * scripts and styles, the ad networks' pixels (loaded after consent where it is asked), calls to
 * the second consumer base, and forms posted to a store map's provider.
 */
async function securityHeaders(app: FastifyInstance, options: { connectOrigins: readonly string[]; formOrigins: readonly string[]; styleHashes?: readonly string[]; scriptHashes?: readonly string[] }) {
  const pixelOrigins = ALL_PIXEL_HOSTS.map((host) => `https://${host}`);
  const headers = helmetHeaders({
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
  // Set as a request begins: a route may adjust the page's policy (the back office's frames).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // A script, stylesheet, image or JSON answer is not a document: the page's 1.6 KB policy and the
  // framing headers do nothing there, yet a phone on a slow network downloads them with each of the
  // thirty-odd files of a landing page. Such answers carry the short policy that lets nothing run.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      for (const header of DOCUMENT_ONLY) reply.removeHeader(header);
      if (reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NON_DOCUMENT_POLICY);
    }
    done(null, payload);
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
