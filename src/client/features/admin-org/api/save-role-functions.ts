import { api } from '@/client/lib/api-client';
import { ROLE_PATHS, type SaveRoleFunctionsRequest } from '@/shared/contracts/org-roles';
import { actionKey } from './keys';

/** Replaces the role's grants; they apply from the holders' next call. */
export function saveRoleFunctions(request: SaveRoleFunctionsRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(ROLE_PATHS.saveRoleFunctions, request, actionKey());
}
