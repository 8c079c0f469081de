import { api } from '@/client/lib/api-client';
import { type AddDepartRequest, ORG_PATHS, type UpdateDepartRequest } from '@/shared/contracts/org';
import { actionKey } from './keys';

/** Adds an organisation, or updates it when the request carries its id. Silent: the form shows errors. */
export function saveDepart(request: AddDepartRequest | UpdateDepartRequest): Promise<{ id: string }> {
  const path = 'id' in request ? ORG_PATHS.updateDepart : ORG_PATHS.addDepart;
  return api.post<{ id: string }>(path, request, { ...actionKey(), silent: true });
}
