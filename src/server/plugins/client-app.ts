import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { API_PREFIX } from '@/shared/contracts/api-prefix';

const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/**
 * Serves the built client when there is one. Unknown API paths answer NOT_FOUND in the envelope;
 * other GETs get index.html so client-side routes survive a reload.
 */
export async function clientAppPlugin(app: FastifyInstance, opts: { clientDir?: string }) {
  const dir = opts.clientDir;
  const hasClient = !!dir && fs.existsSync(path.join(dir, 'index.html'));
  // The built client's files are for everyone (the sign-in page is one of them).
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: 'public' };
  });
  if (hasClient && dir) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      // The build wrote file.br and file.gz beside each text file worth it (vite.config.ts precompress):
      // sent as they are to a browser that accepts them, index.html from the not-found handler too.
      preCompressed: true,
      setHeaders(res, filePath) {
        const name = path.basename(filePath).replace(PRECOMPRESSED_SUFFIX, '');
        // The shell and the service worker must revalidate so updates are seen; hashed assets never change.
        if (name === 'index.html' || name === 'sw.js' || name.endsWith('.webmanifest')) {
          res.header('Cache-Control', 'no-cache');
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX) || request.method !== 'GET' || !hasClient) {
      throw new AppError('NOT_FOUND', { detail: `${request.method} ${request.url}` });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
