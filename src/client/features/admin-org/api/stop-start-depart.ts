import { api } from '@/client/lib/api-client';
import { ORG_PATHS, type StopOrStartDepartRequest } from '@/shared/contracts/org';
import { actionKey } from './keys';

export function stopOrStartDepart(request: StopOrStartDepartRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(ORG_PATHS.stopOrStartDepart, request, actionKey());
}
