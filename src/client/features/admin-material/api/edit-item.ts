import { api } from '@/client/lib/api-client';
import {
  type ItemEditRequest,
  MATERIAL_ITEM_PATHS,
  type MaterialItem,
} from '@/shared/contracts/admin-material-items';

export function editItem(input: ItemEditRequest): Promise<MaterialItem> {
  return api.post<MaterialItem>(MATERIAL_ITEM_PATHS.edit, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}
