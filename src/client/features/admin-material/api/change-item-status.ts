import { api } from '@/client/lib/api-client';
import {
  type ItemStatusRequest,
  MATERIAL_ITEM_PATHS,
  type MaterialItem,
} from '@/shared/contracts/admin-material-items';

/** Enables ('00') or disables ('01') an approved item. */
export function changeItemStatus(input: ItemStatusRequest): Promise<MaterialItem> {
  return api.post<MaterialItem>(MATERIAL_ITEM_PATHS.changeStatus, input, {
    idempotencyKey: crypto.randomUUID(),
  });
}
