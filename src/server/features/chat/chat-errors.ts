import type { FastifyBaseLogger } from 'fastify';
import { CHAT_CODE } from '@/shared/contracts/chat';
import type { ChatEnvelope } from '@/shared/contracts/chat-models';
import { AppError } from '../../lib/app-error';
import { translate, type Language } from '../../lib/translate';

export function chatOk<T>(data: T): ChatEnvelope<T> {
  return { code: CHAT_CODE.OK, message: 'success', msg: 'success', data };
}

function codeOfStatus(status: number): number {
  if (status === 401) return CHAT_CODE.TOKEN;
  if (status === 403) return CHAT_CODE.FORBIDDEN;
  if (status === 404) return CHAT_CODE.NOT_FOUND;
  if (status >= 500) return CHAT_CODE.SERVER;
  return CHAT_CODE.PARAMETER;
}

function envelope(code: number, message: string, extra: object = {}): ChatEnvelope<null> {
  return { code, message, msg: message, data: null, ...extra };
}

/**
 * The chat envelope of a failure (spec 8: 400 parameter, 401 token, 500 server; 403 and 404 say
 * "not allowed" and "not found"), with the message in the caller's language.
 */
export function chatErrorBody(error: unknown, lang: Language, log: FastifyBaseLogger): ChatEnvelope<null> {
  if (error instanceof AppError) {
    const code = codeOfStatus(error.status);
    if (code === CHAT_CODE.SERVER) log.error({ err: error }, error.message);
    return envelope(
      code,
      translate(lang, error.messageKey, error.vars),
      error.field ? { field: error.field } : {},
    );
  }
  const e = error as { statusCode?: number; code?: string };
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.code === 'FST_FILES_LIMIT') {
    return envelope(CHAT_CODE.PARAMETER, translate(lang, 'chat-server:fileTooLarge'));
  }
  if (error instanceof SyntaxError || (e?.statusCode !== undefined && e.statusCode < 500)) {
    const key = e?.statusCode === 413 ? 'errors:payloadTooLarge' : 'errors:badRequest';
    return envelope(CHAT_CODE.PARAMETER, translate(lang, key));
  }
  log.error({ err: error }, 'chat request failed');
  return envelope(CHAT_CODE.SERVER, translate(lang, 'errors:internal'));
}
