import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_BASE_PATHS } from '@/shared/contracts/admin-config-base';
import type { Action } from '@/client/features/admin-common';

export function deleteRegion({ request, idempotencyKey }: Action<{ id: string }>) {
  return api.post<unknown>(ADMIN_BASE_PATHS.deleteRegion, request, { idempotencyKey });
}

export function deleteRegionMutationOptions() {
  return mutationOptions({ mutationKey: ['admin-config-b', 'deleteRegion'], mutationFn: deleteRegion });
}
