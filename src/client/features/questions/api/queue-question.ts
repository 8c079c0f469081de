import { type MutationTx, mutate } from '@/client/data/mutator';
import { QUESTION_DRAFT_KEY, QUESTION_FORM_ID, QUESTION_PATHS } from '@/shared/contracts/question-paths';

/** What the ask form edits. */
export interface QuestionFormValues {
  projectId: string;
  title: string;
  contentHtml: string;
}

export interface QueueQuestionInput {
  userId: string;
  values: QuestionFormValues;
  /** The project's question end, epoch ms (server time): the server judges it on arrival. */
  deadline: number;
  now?: number;
}

/** The form as sent stays the draft until the platform took it, so a refusal can be opened and fixed. */
async function keepDraft(tx: MutationTx, input: QueueQuestionInput, now: number): Promise<void> {
  const previous = await tx.drafts.get([input.userId, QUESTION_DRAFT_KEY]);
  await tx.drafts.put({
    userId: input.userId,
    draftKey: QUESTION_DRAFT_KEY,
    formId: QUESTION_FORM_ID,
    data: input.values,
    attachments: previous?.attachments ?? [],
    updatedAt: now,
    version: (previous?.version ?? 0) + 1,
  });
}

/**
 * Sends the question through the outbox (works offline, replayed once online, applied exactly once by
 * its Idempotency-Key). A new send replaces the refused ones still in the sync centre.
 */
export function queueQuestion(input: QueueQuestionInput) {
  const now = input.now ?? Date.now();
  return mutate({
    userId: input.userId,
    method: 'POST',
    path: QUESTION_PATHS.ask,
    body: input.values,
    entityKey: QUESTION_DRAFT_KEY,
    deadline: input.deadline,
    now,
    local: async (tx) => {
      await keepDraft(tx, input, now);
      await tx.outbox
        .where('entityKey')
        .equals(QUESTION_DRAFT_KEY)
        .and((entry) => entry.userId === input.userId && entry.status === 'rejected')
        .delete();
    },
  });
}
