import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@/shared/contracts/api-prefix';

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * JSON, the API's envelopes. The plugin also compresses what mime-db calls compressible (text, svg);
 * it calls none of the stored downloads compressible (pdf, doc/xls/docx/xlsx, zip, images, audio: most
 * are compressed already), so documents and chat files go as stored and keep their ETag and length.
 */
export const COMPRESSIBLE_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

/**
 * Compresses API answers (under API_PREFIX, chat included) of 1 KB or more for clients that accept br
 * or gzip. Other routes are left alone: the built client is compressed at build time and sent
 * precompressed (plugins/client-app.ts). Registered before the routes: it hooks each route as declared.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // Added before the plugin's own onRoute hook, so it runs first and the plugin skips these routes.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !route.url.startsWith(API_PREFIX)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPE,
    // Request bodies stay as they are: nothing sends compressed ones, and inflating them would put a
    // decompression step before the body limits.
    globalDecompression: false,
  });
});
