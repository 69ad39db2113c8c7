import { constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Answers of 1 KB and more, compressed as phones ask (Brotli at a fast level, else gzip). */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export const compressionPlugin = fp(compression, { name: 'compression' });
