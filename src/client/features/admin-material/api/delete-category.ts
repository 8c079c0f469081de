import { api } from '@/client/lib/api-client';
import { MATERIAL_PATHS } from '@/shared/contracts/admin-material';

export function deleteCategory(id: string): Promise<{ id: string }> {
  return api.post<{ id: string }>(
    MATERIAL_PATHS.categoryDelete,
    { id },
    { idempotencyKey: crypto.randomUUID() },
  );
}
