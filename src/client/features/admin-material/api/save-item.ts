import { api } from '@/client/lib/api-client';
import {
  type ItemSaveRequest,
  MATERIAL_ITEM_PATHS,
  type MaterialItem,
} from '@/shared/contracts/admin-material-items';

export function saveItem(input: ItemSaveRequest): Promise<MaterialItem> {
  return api.post<MaterialItem>(MATERIAL_ITEM_PATHS.save, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}
