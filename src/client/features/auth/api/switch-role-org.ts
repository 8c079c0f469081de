import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { AUTH_PATHS, type SwitchRoleOrgRequest } from '@/shared/contracts/auth';

export interface SwitchRoleOrgResponse {
  /** Where the newly chosen role lands (spec 2.2). */
  landing: string;
}

export function switchRoleOrg(request: SwitchRoleOrgRequest): Promise<SwitchRoleOrgResponse> {
  return api.post<SwitchRoleOrgResponse>(AUTH_PATHS.switchRoleOrg, request);
}

export function switchRoleOrgMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'switchRoleOrg'], mutationFn: switchRoleOrg });
}
