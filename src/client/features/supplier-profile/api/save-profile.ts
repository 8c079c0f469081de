import { queueProfileSave as queueSave } from '@/client/data/profile-sync';
import type { SupplierProfileValues, SupplierProfileView } from '@/shared/contracts/supplier-profile';
import { type ProfileFormValues, SUPPLIER_PROFILE_KIND } from '../lib/profile-form';

export interface QueueSaveInput {
  userId: string;
  departId: string;
  /** Only the fields that changed. */
  changes: Partial<SupplierProfileValues>;
  /** The whole form as saved: kept as the draft, which the sync centre opens if the save is refused. */
  values: ProfileFormValues;
  /** The profile the changes were made on, for the device's copy. */
  view: SupplierProfileView | undefined;
}

/** Saves through the outbox (with the draft and the device's copy), so the save works offline. */
export function queueProfileSave({ departId, ...input }: QueueSaveInput) {
  return queueSave(SUPPLIER_PROFILE_KIND, { ...input, ownerId: departId });
}
