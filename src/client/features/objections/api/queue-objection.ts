import type { DraftAttachment } from '@/client/data/db-schema';
import { type MutationTx, mutate } from '@/client/data/mutator';
import { multipartBody } from '@/client/data/outbox-multipart';
import { OBJECTION_PATHS as P } from '@/shared/contracts/objection-paths';
import type { ObjectionKind } from '@/shared/contracts/objections';
import { randomId } from '@/shared/format/random-id';

/** The one letter draft of the objection form, also the outbox entity of its sends (the sync centre opens it). */
export const OBJECTION_DRAFT_KEY = 'objection-letter';
export const OBJECTION_FORM_ID = 'objection-letter';
/** The handling screen's answer to one objection. */
export const answerDraftKey = (id: string) => `objection-answer:${id}`;

/** What the letter form edits. */
export interface ObjectionFormValues {
  projectId: string;
  kind: ObjectionKind | '';
  title: string;
  contentHtml: string;
}

export interface QueueObjectionInput {
  userId: string;
  values: ObjectionFormValues & { kind: ObjectionKind };
  attachments: readonly DraftAttachment[];
  now?: number;
}

async function keepDraft(tx: MutationTx, input: QueueObjectionInput, now: number): Promise<void> {
  const previous = await tx.drafts.get([input.userId, OBJECTION_DRAFT_KEY]);
  await tx.drafts.put({
    userId: input.userId,
    draftKey: OBJECTION_DRAFT_KEY,
    formId: OBJECTION_FORM_ID,
    data: input.values,
    attachments: [...input.attachments],
    updatedAt: now,
    version: (previous?.version ?? 0) + 1,
  });
}

/**
 * Sends the letter and then each attachment through the outbox (works offline; replayed in order once
 * online, each applied once by its Idempotency-Key). The letter carries an id made here, so the
 * attachments name it before the platform has seen it, and a replay whose answer was lost finds it.
 * The form stays the draft until the platform took it; a new send drops refused ones left behind.
 * Answers the seq of the last entry queued.
 */
export async function queueObjection(input: QueueObjectionInput): Promise<number> {
  const now = input.now ?? Date.now();
  const id = randomId();
  const letter = await mutate({
    userId: input.userId,
    method: 'POST',
    path: P.file,
    body: { id, ...input.values },
    entityKey: OBJECTION_DRAFT_KEY,
    now,
    local: async (tx) => {
      await keepDraft(tx, input, now);
      await tx.outbox
        .where('entityKey')
        .equals(OBJECTION_DRAFT_KEY)
        .and((entry) => entry.userId === input.userId && entry.status === 'rejected')
        .delete();
    },
  });
  let last = letter.seq;
  for (const file of input.attachments) {
    const entry = await mutate({
      userId: input.userId,
      method: 'POST',
      path: P.attach,
      body: multipartBody({ objectionId: id, fileId: randomId() }, file.blob, file.name),
      entityKey: OBJECTION_DRAFT_KEY,
      now,
    });
    last = entry.seq;
  }
  return last;
}
