import { api } from '@/client/lib/api-client';
import { MATERIAL_PATHS } from '@/shared/contracts/admin-material';

export function deleteFeature(id: string): Promise<{ id: string }> {
  return api.post<{ id: string }>(
    MATERIAL_PATHS.featureDelete,
    { id },
    { idempotencyKey: crypto.randomUUID() },
  );
}
