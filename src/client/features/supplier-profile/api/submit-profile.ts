import { api } from '@/client/lib/api-client';
import { SUPPLIER_PROFILE_PATHS, type SupplierProfileView } from '@/shared/contracts/supplier-profile';

/** Submits the saved profile for audit: an online call, never queued (the screen refuses it offline). */
export function submitProfile(departId: string): Promise<SupplierProfileView> {
  return api.post<SupplierProfileView>(
    SUPPLIER_PROFILE_PATHS.submit,
    { departId },
    { idempotencyKey: crypto.randomUUID(), silent: true },
  );
}
