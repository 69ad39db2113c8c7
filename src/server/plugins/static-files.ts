import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * The built browser files (dist/client), sent as the build precompressed them. Hashed names never
 * change content: cached for a year; everything else for an hour. The HTML templates are never
 * served as files (the pages are rendered, the back office's page by its route).
 */
async function staticFiles(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  if (!existsSync(join(clientDir, 'assets'))) return;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path) => path !== '/index.html' && path !== '/admin.html',
    setHeaders: (res, path) => {
      const hashed = path.includes(`${join(clientDir, 'assets')}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}

export const staticFilesPlugin = fp(staticFiles, { name: 'static-files' });
