import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileRoute } from '../../http/contract';
import type { ImageStore } from './uploads.images';

/**
 * GET /uploads/:name: serves an uploaded image, which the store only ever holds as a re-encoded
 * WebP under a random name (src/server/features/uploads/uploads.images.ts). The Content-Type is fixed
 * (never guessed from the name or the bytes), `nosniff` stops a browser from guessing anything
 * else, and `default-src 'none'` means that even if the bytes were opened as a document nothing
 * in them could run or load. The names never change content, so they are cached for a year.
 * An image's renditions (`{name}-480.webp`, src/domain/renditions.ts) are served the same way;
 * one not made yet is made on this first ask. An unknown or malformed name is a plain-text 404
 * (the store refuses any name it did not make).
 */
export async function uploadRoutes(app: FastifyInstance, deps: { store: ImageStore }) {
  app.withTypeProvider<ZodTypeProvider>().get('/uploads/:name', { schema: fileRoute('an uploaded image or one of its narrower renditions (WebP)') }, async (request, reply) => {
    const data = await deps.store.read(request.params.name);
    if (data === undefined) {
      return reply
        .code(404)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send('Not found');
    }
    return reply
      .code(200)
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(data);
  });
}
