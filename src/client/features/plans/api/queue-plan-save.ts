import { type MutationTx, mutate } from '@/client/data/mutator';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import type { PlanSaveInput } from '@/shared/contracts/plans';
import { PLAN_FORM_ID, type PlanFormValues, planDraftKey } from '../lib/plan-form-values';

export interface QueuePlanSaveInput {
  userId: string;
  planType: string;
  /** Absent: a new plan. */
  id: string | undefined;
  values: PlanFormValues;
  request: PlanSaveInput;
  /** Also submit the plan once saved (an existing plan only: a new one has no id yet). */
  submit?: boolean;
  now?: number;
}

/** The form as sent stays the draft until the platform took it, so a refusal can be opened and fixed. */
async function keepDraft(tx: MutationTx, input: QueuePlanSaveInput, draftKey: string, now: number) {
  const previous = await tx.drafts.get([input.userId, draftKey]);
  await tx.drafts.put({
    userId: input.userId,
    draftKey,
    formId: PLAN_FORM_ID,
    data: input.values,
    attachments: previous?.attachments ?? [],
    updatedAt: now,
    version: (previous?.version ?? 0) + 1,
  });
  // A new send replaces the refused ones of the same plan (the sync centre keeps the latest refusal).
  await tx.outbox
    .where('entityKey')
    .equals(draftKey)
    .and((entry) => entry.userId === input.userId && entry.status === 'rejected')
    .delete();
}

/**
 * Saves the plan through the outbox: works offline, replayed once online and applied exactly once (the
 * entry's Idempotency-Key). The plan is the outbox entity, so a save and the submit after it replay in
 * order. Resolves with the seq of the last entry queued.
 */
export async function queuePlanSave(input: QueuePlanSaveInput): Promise<number> {
  const now = input.now ?? Date.now();
  const entityKey = planDraftKey(input.planType, input.id);
  const saved = await mutate({
    userId: input.userId,
    method: 'POST',
    path: PLAN_PATHS.planSave,
    body: input.request,
    entityKey,
    now,
    local: (tx) => keepDraft(tx, input, entityKey, now),
  });
  if (!input.submit || !input.id) return saved.seq;
  const submitted = await mutate({
    userId: input.userId,
    method: 'POST',
    path: PLAN_PATHS.planTransition,
    body: { id: input.id, action: 'submit' },
    entityKey,
    now,
  });
  return submitted.seq;
}
