import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { ALL_PIXEL_HOSTS } from '../../domain/tracking';

/**
 * Security headers, with a Content-Security-Policy that lets the pages run only the shop's own
 * scripts and styles, the ad networks' pixels (loaded after consent where it is asked), calls to
 * the second consumer base, and forms posted to a store map's provider.
 */
async function securityHeaders(app: FastifyInstance, options: { connectOrigins: readonly string[]; formOrigins: readonly string[]; styleHashes?: readonly string[] }) {
  const pixelOrigins = ALL_PIXEL_HOSTS.map((host) => `https://${host}`);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...pixelOrigins],
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
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
