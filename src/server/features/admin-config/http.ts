import type { FastifyRequest } from 'fastify';
import { languageOf } from '../../lib/request-context';
import type { Language } from '../../lib/translate';
import { pickLanguage } from '../multilang/language';
import type { PermissionService } from '../permissions/service';
import { requirePermission } from './common';

/** The language a payload asks for, else the request's langCode. */
export function langOf(request: FastifyRequest, requested?: string): Language {
  return pickLanguage(requested, languageOf(request));
}

/**
 * onRequest hook for calls whose exact screen depends on the payload: callers holding none of the
 * candidate screens are refused before their input is even read; the service checks the exact one.
 */
export function anyGrant(permissions: PermissionService, codes: readonly string[]) {
  return async (request: FastifyRequest) => requirePermission(permissions, request.actor, codes);
}
