import type { MutationTx } from '@/client/data/mutator';
import { mutate } from '@/client/data/mutator';
import {
  SUPPLIER_PROFILE_PATHS,
  type SupplierProfile,
  type SupplierProfileValues,
  type SupplierProfileView,
} from '@/shared/contracts/supplier-profile';
import { PROFILE_FORM_ID, type ProfileFormValues, profileDraftKey } from '../lib/profile-form';
import { profileCacheKey } from './get-profile';

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

async function keepDraft(tx: MutationTx, input: QueueSaveInput, now: number): Promise<void> {
  const draftKey = profileDraftKey(input.departId);
  const previous = await tx.drafts.get([input.userId, draftKey]);
  await tx.drafts.put({
    userId: input.userId,
    draftKey,
    formId: PROFILE_FORM_ID,
    data: input.values,
    attachments: previous?.attachments ?? [],
    updatedAt: now,
    version: (previous?.version ?? 0) + 1,
  });
}

/**
 * Saves through the outbox: the device's copy of the profile, the draft and the queued call land in
 * one local transaction (which also drops the refused saves this one supersedes), so the save works
 * offline and reaches the platform exactly once.
 */
export async function queueProfileSave(input: QueueSaveInput) {
  const now = Date.now();
  return mutate({
    userId: input.userId,
    method: 'POST',
    path: SUPPLIER_PROFILE_PATHS.save,
    body: { departId: input.departId, ...input.changes },
    entityKey: profileDraftKey(input.departId),
    now,
    local: async (tx) => {
      await keepDraft(tx, input, now);
      // The form's changes are taken against the platform's copy once a save was refused, so this save
      // carries the refused changes too and replaces them (they would otherwise hold it back).
      await tx.outbox
        .where('entityKey')
        .equals(profileDraftKey(input.departId))
        .and((entry) => entry.userId === input.userId && entry.status === 'rejected')
        .delete();
      if (!input.view) return;
      const profile = { ...(input.view.profile ?? {}), ...input.changes } as SupplierProfile;
      await tx.kv.put({
        key: profileCacheKey(input.userId, input.departId),
        value: { ...input.view, profile, auditStatus: null } satisfies SupplierProfileView,
        updatedAt: now,
      });
    },
  });
}
