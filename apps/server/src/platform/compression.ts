/**
 * Compressed answers (issue 9 "First paint"): brotli or gzip, as the client accepts, for every
 * answer of 1 KB or more of a compressible type that is not compressed already — pages, API JSON,
 * server-drawn SVG. The web build's files are compressed ahead of time (apps/web/vite.config.ts,
 * brotli quality 11) and @fastify/static sends those twins as they are; what is made per request
 * gets a fast brotli level instead of zlib's default 11.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { App } from './types.ts';

/** Registers @fastify/compress for the whole app; call before any route is added. */
export async function registerCompression(app: App): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
