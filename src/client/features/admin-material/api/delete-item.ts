import { api } from '@/client/lib/api-client';
import { MATERIAL_ITEM_PATHS } from '@/shared/contracts/admin-material-items';

export function deleteItem(id: string): Promise<{ id: string }> {
  return api.post<{ id: string }>(
    MATERIAL_ITEM_PATHS.delete,
    { id },
    { idempotencyKey: crypto.randomUUID() },
  );
}
