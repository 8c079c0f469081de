import type { MutationTx } from '@/client/data/mutator';
import { mutate } from '@/client/data/mutator';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { SignupApplyInput } from '@/shared/contracts/tenders';
import { SIGNUP_FORM_ID, signupDraftKey } from '@/client/features/tender-common/queries';

/** What the signup form edits (everything but the project, which the screen is about). */
export type SignupFormValues = Required<Omit<SignupApplyInput, 'projectId'>>;

export interface QueueSignupInput {
  userId: string;
  projectId: string;
  values: SignupFormValues;
  /** The project's signup end time, epoch ms (server time): the server judges it on arrival. */
  deadline: number;
  now?: number;
}

/** The form as sent stays the draft until the platform took it, so a refusal can be opened and fixed. */
async function keepDraft(tx: MutationTx, input: QueueSignupInput, now: number): Promise<void> {
  const draftKey = signupDraftKey(input.projectId);
  const previous = await tx.drafts.get([input.userId, draftKey]);
  await tx.drafts.put({
    userId: input.userId,
    draftKey,
    formId: SIGNUP_FORM_ID,
    data: input.values,
    attachments: previous?.attachments ?? [],
    updatedAt: now,
    version: (previous?.version ?? 0) + 1,
  });
}

/**
 * Sends the signup through the outbox (works offline, replayed once online, applied exactly once).
 * The project is the outbox entity: a new signup replaces the refused ones of the same project.
 */
export function queueSignup(input: QueueSignupInput) {
  const now = input.now ?? Date.now();
  const entityKey = signupDraftKey(input.projectId);
  return mutate({
    userId: input.userId,
    method: 'POST',
    path: TENDER_PATHS.signupApply,
    body: { projectId: input.projectId, ...input.values },
    entityKey,
    deadline: input.deadline,
    now,
    local: async (tx) => {
      await keepDraft(tx, input, now);
      await tx.outbox
        .where('entityKey')
        .equals(entityKey)
        .and((entry) => entry.userId === input.userId && entry.status === 'rejected')
        .delete();
    },
  });
}
