import type { FastifyRequest } from 'fastify';
import { normaliseLanguage, type Language } from './translate';

/** Who acts. Sign-in fills it from the session; anonymous calls carry an empty user id. */
export interface Actor {
  userId: string;
  roleCode: string | null;
  departId: string | null;
  roleId?: string | null;
  sessionId?: string | null;
  /** Set while an administrator acts as this user (proxy login). */
  proxyAdminId?: string | null;
}

export const ANONYMOUS: Actor = { userId: '', roleCode: null, departId: null };

/**
 * The server acting on its own (the clock moving a project at its quote end): audited under this id,
 * with no role or organisation, so no user can be mistaken for it.
 */
export const SYSTEM_ACTOR: Actor = { userId: 'system:clock', roleCode: null, departId: null };

export interface IdempotencyRequest {
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

/** What a service needs to know about the request that asks it to change something. */
export interface RequestContext {
  actor: Actor;
  lang: Language;
  requestId: string;
  idempotency?: IdempotencyRequest;
}

export function languageOf(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  return normaliseLanguage(query?.langCode ?? request.headers['accept-language']);
}
