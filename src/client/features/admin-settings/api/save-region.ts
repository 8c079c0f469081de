import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_BASE_PATHS, type SaveRegionRequest } from '@/shared/contracts/admin-config-base';
import type { Action } from '@/client/features/admin-common';

export function saveRegion({ request, idempotencyKey }: Action<SaveRegionRequest>) {
  return api.post<{ id: string }>(ADMIN_BASE_PATHS.saveOrUpdateRegion, request, { idempotencyKey });
}

export function saveRegionMutationOptions() {
  return mutationOptions({ mutationKey: ['admin-config-b', 'saveRegion'], mutationFn: saveRegion });
}
