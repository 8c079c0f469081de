import { api } from '@/client/lib/api-client';
import { MATERIAL_ITEM_PATHS, type MaterialItem } from '@/shared/contracts/admin-material-items';

export function approveItem(id: string): Promise<MaterialItem> {
  return api.post<MaterialItem>(MATERIAL_ITEM_PATHS.approve, { id }, { idempotencyKey: crypto.randomUUID() });
}
