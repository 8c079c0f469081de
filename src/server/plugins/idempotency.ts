import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { IdempotencyRequest } from '../lib/request-context';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The matched route with its parameters and query, without langCode: the same call in another
 * language, or under another spelling of the same target (%62, absolute form), is the same request.
 */
function pathOf(request: FastifyRequest): string {
  const url = new URL(request.url, 'http://local');
  url.searchParams.delete('langCode');
  url.searchParams.sort();
  const params = request.params && typeof request.params === 'object' ? request.params : {};
  const route = request.routeOptions.url ?? url.pathname;
  const bound = Object.keys(params).length ? ` ${JSON.stringify(canonical(params))}` : '';
  return route + bound + (url.search || '');
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: IdempotencyRequest;
  }
}

/** Reads the Idempotency-Key header of mutating calls; services store the response with it. */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new AppError('BAD_REQUEST', { field: 'Idempotency-Key', rule: 'idempotencyKey' });
    }
    const path = pathOf(request);
    const requestHash = createHash('sha256')
      .update(`${request.method} ${path}\n`)
      .update(JSON.stringify(canonical(request.body ?? null)))
      .digest('hex');
    request.idempotency = { key, method: request.method, path, requestHash };
  });
});
