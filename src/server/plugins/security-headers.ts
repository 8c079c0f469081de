import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The policy the built client runs under. Scripts only from our origin (no inline script: the theme
 * boot is a file); styles allow inline because Chakra/emotion insert style elements at run time; images,
 * audio and downloads may be data:/blob: (captchas, chat pictures and voice, kept documents); sockets
 * and calls go to our own origin only; nobody may frame the app.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'self'", 'blob:'],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Security headers on every answer (pages, API, files): CSP, frame-ancestors, nosniff, referrer policy. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Chat pictures and documents are fetched by the app itself; nothing needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
});
