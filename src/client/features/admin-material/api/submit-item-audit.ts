import { api } from '@/client/lib/api-client';
import { MATERIAL_ITEM_PATHS, type MaterialItem } from '@/shared/contracts/admin-material-items';

/** Sends a rejected item back to audit. */
export function submitItemAudit(id: string): Promise<MaterialItem> {
  return api.post<MaterialItem>(
    MATERIAL_ITEM_PATHS.submitAudit,
    { id },
    { idempotencyKey: crypto.randomUUID() },
  );
}
