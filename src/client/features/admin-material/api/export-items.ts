import { api } from '@/client/lib/api-client';
import { type ItemFilter, MATERIAL_ITEM_PATHS } from '@/shared/contracts/admin-material-items';

/** The filtered catalogue as an .xlsx file. */
export function exportItems(filter: ItemFilter): Promise<Blob> {
  return api.post<Blob>(MATERIAL_ITEM_PATHS.export, filter, { raw: true });
}
