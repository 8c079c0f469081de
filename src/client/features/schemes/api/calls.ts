import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { SCHEME_PATHS as P } from '@/shared/contracts/scheme-paths';
import type {
  SchemeAction,
  SchemeCandidates,
  SchemePageResult,
  SchemeSaveInput,
  SchemeView,
} from '@/shared/contracts/schemes';

/** Query keys of schemes; a change invalidates all of them (packages move between schemes). */
export const SCHEME_KEY = ['schemes'] as const;

export function schemeOptions(id: string) {
  return queryOptions({
    queryKey: [...SCHEME_KEY, 'one', id] as const,
    queryFn: () => api.post<SchemeView>(P.get, { id }),
    staleTime: 0,
  });
}

export function schemeCandidateOptions(schemeId: string) {
  return queryOptions({
    queryKey: [...SCHEME_KEY, 'candidates', schemeId] as const,
    queryFn: () => api.post<SchemeCandidates>(P.candidates, schemeId ? { schemeId } : {}),
    staleTime: 0,
  });
}

export const listSchemes = (body: Record<string, unknown>) => api.post<SchemePageResult>(P.page, body);

const once = () => ({ idempotencyKey: crypto.randomUUID() });

export const saveScheme = (body: SchemeSaveInput) => api.post<SchemeView>(P.save, body, once());

export const moveScheme = (body: { id: string; action: SchemeAction; reason?: string; version?: number }) =>
  api.post<SchemeView>(P.transition, body, once());

export const executeScheme = (body: { id: string; version?: number }) =>
  api.post<SchemeView>(P.execute, body, once());
