import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope } from '@/shared/contracts/envelope';
import { ERROR_CATALOGUE, type ErrorName } from '@/shared/errors/error-catalogue';
import { AppError } from '../lib/app-error';
import { languageOf } from '../lib/request-context';
import { translate } from '../lib/translate';

/**
 * Errors of a broken multipart body (busboy's parser, @fastify/multipart's limits) come without a
 * status; they are the caller's fault, so they answer 400 like any other bad body.
 */
const MULTIPART_FAULT =
  /unexpected end of (form|file)|malformed part header|boundary not found|multipart: |part terminated early|unexpected end of multipart|invalid multipart|malformed urlencoded/i;

function isBrokenMultipart(error: FastifyError, request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '');
  if (!type.toLowerCase().startsWith('multipart/')) return false;
  return MULTIPART_FAULT.test(String(error.message)) || String(error.code ?? '').startsWith('FST_');
}

function fromFastifyError(error: FastifyError, request: FastifyRequest): AppError | undefined {
  if (isBrokenMultipart(error, request) && (error.statusCode ?? 500) >= 500)
    return new AppError('BAD_REQUEST', { detail: error.message });
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  const byStatus: Record<number, ErrorName> = {
    413: 'PAYLOAD_TOO_LARGE',
    429: 'RATE_LIMITED',
    404: 'NOT_FOUND',
  };
  return new AppError(byStatus[status] ?? 'BAD_REQUEST', { detail: error.message });
}

/**
 * One error handler: catalogue errors answer with their status, header.ret and a message in the
 * caller's language; anything unknown is logged with the request id and answered without a stack.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastifyError(error as FastifyError, request);
    const lang = languageOf(request);
    if (!known) {
      request.log.error({ err: error, requestId: request.id }, 'unhandled error');
      const entry = ERROR_CATALOGUE.INTERNAL;
      const body: Envelope<null> = {
        header: {
          ret: entry.ret,
          message: translate(lang, `errors:${entry.messageKey}`),
          requestId: request.id,
        },
        body: null,
      };
      return reply.code(entry.status).send(body);
    }
    if (known.status >= 500) request.log.error({ err: error, requestId: request.id }, known.message);
    else request.log.info({ ret: known.ret, detail: known.message, field: known.field }, 'request refused');
    const body: Envelope<null> = {
      header: {
        ret: known.ret,
        message: translate(lang, known.messageKey, known.vars),
        requestId: request.id,
        ...(known.field ? { field: known.field } : {}),
        ...(known.rule ? { rule: known.rule } : {}),
      },
      body: null,
    };
    return reply.code(known.status).send(body);
  });
});
