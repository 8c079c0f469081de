import { api } from '@/client/lib/api-client';
import {
  type ItemRejectRequest,
  MATERIAL_ITEM_PATHS,
  type MaterialItem,
} from '@/shared/contracts/admin-material-items';

export function rejectItem(input: ItemRejectRequest): Promise<MaterialItem> {
  return api.post<MaterialItem>(MATERIAL_ITEM_PATHS.reject, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}
