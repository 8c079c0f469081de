import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type {
  AssignLineView,
  AssignPageResult,
  PackagePageResult,
  PackageView,
} from '@/shared/contracts/plan-packages';
import { PLAN_PACKAGE_PATHS as P } from '@/shared/contracts/plan-paths';

/** Query keys of allocation and packaging; a change invalidates all of them (lines move between screens). */
export const PACKAGE_KEY = ['plan-packages'] as const;
export const packageKeys = {
  assign: (level: string, query: object) => [...PACKAGE_KEY, 'assign', level, query] as const,
  list: (query: object) => [...PACKAGE_KEY, 'list', query] as const,
  one: (id: string) => [...PACKAGE_KEY, 'one', id] as const,
  candidates: (packageId: string) => [...PACKAGE_KEY, 'candidates', packageId] as const,
};

export interface AssignQuery {
  level: string;
  state: 'todo' | 'done';
  keyword: string;
  pageNo: number;
  pageSize: number;
}

export function assignPageOptions(query: AssignQuery) {
  const body = { ...query, keyword: query.keyword.trim() || undefined };
  return queryOptions({
    queryKey: packageKeys.assign(query.level, query),
    queryFn: () => api.post<AssignPageResult>(P.assignPage, body),
    staleTime: 0,
  });
}

export function packageOptions(id: string) {
  return queryOptions({
    queryKey: packageKeys.one(id),
    queryFn: () => api.post<PackageView>(P.packageGet, { id }),
    staleTime: 0,
  });
}

export function candidateOptions(packageId: string) {
  return queryOptions({
    queryKey: packageKeys.candidates(packageId),
    queryFn: () =>
      api.post<{ records: AssignLineView[] }>(P.packageCandidates, packageId ? { packageId } : {}),
    staleTime: 0,
  });
}

export const listPackages = (body: Record<string, unknown>) =>
  api.post<PackagePageResult>(P.packagePage, body);

const once = () => ({ idempotencyKey: crypto.randomUUID() });

export const assignLines = (body: {
  level: string;
  lineIds: string[];
  departId?: string;
  executorId?: string;
}) => api.post<{ lines: AssignLineView[] }>(P.assignSave, body, once());

export const undoAssign = (body: { level: string; lineIds: string[] }) =>
  api.post<{ lines: AssignLineView[] }>(P.assignUndo, body, once());

export const savePackage = (body: {
  id?: string;
  version?: number;
  name: string;
  remark?: string;
  lineIds: string[];
}) => api.post<PackageView>(P.packageSave, body, once());

export const undoPackage = (body: { id: string; version: number }) =>
  api.post<PackageView>(P.packageUndo, body, once());
