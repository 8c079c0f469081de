import { withDb } from '@/client/data/db';
import { type DraftAttachment, type DraftRow, formIdOf } from '@/client/data/db-schema';
import { isQuotaError } from '@/client/data/storage-quota';

/** i18n key (errors namespace) telling the user the device is full and what to do about it. */
export const DRAFT_QUOTA_MESSAGE_KEY = 'errors:storage.quotaExceeded';

/**
 * The device refused to store the draft. Nothing saved before is lost: the failed write was one
 * transaction, so the previous version of the draft is still there.
 */
export class DraftQuotaError extends Error {
  readonly messageKey = DRAFT_QUOTA_MESSAGE_KEY;

  constructor(cause: unknown) {
    super('Not enough storage space to save the draft', { cause });
    this.name = 'DraftQuotaError';
  }
}

export type AttachmentInput = DraftAttachment | File;

function toAttachment(input: AttachmentInput): DraftAttachment {
  if ('blob' in input) return input;
  return { name: input.name, type: input.type, blob: input };
}

function requireUser(userId: string): void {
  // A row without an owner could surface for whoever signs in next on a shared device.
  if (!userId) throw new Error('A draft needs the id of the signed-in user');
}

export interface SaveDraftOptions {
  formId?: string;
  now?: number;
}

/**
 * Saves (replaces) a draft. `attachments` undefined keeps the attachments already saved, so a data-only
 * save never drops files; pass [] to remove them.
 */
export async function saveDraft<T>(
  userId: string,
  draftKey: string,
  data: T,
  attachments?: readonly AttachmentInput[],
  options: SaveDraftOptions = {},
): Promise<DraftRow<T>> {
  requireUser(userId);
  try {
    return await withDb((db) =>
      db.transaction('rw', db.drafts, async () => {
        const previous = await db.drafts.get([userId, draftKey]);
        const row: DraftRow<T> = {
          userId,
          draftKey,
          formId: options.formId ?? previous?.formId ?? formIdOf(draftKey),
          data,
          attachments: attachments ? attachments.map(toAttachment) : (previous?.attachments ?? []),
          updatedAt: options.now ?? Date.now(),
          version: (previous?.version ?? 0) + 1,
        };
        await db.drafts.put(row);
        return row;
      }),
    );
  } catch (error) {
    if (isQuotaError(error)) throw new DraftQuotaError(error);
    throw error;
  }
}

export async function loadDraft<T>(userId: string, draftKey: string): Promise<DraftRow<T> | undefined> {
  if (!userId) return undefined;
  return withDb(async (db) => (await db.drafts.get([userId, draftKey])) as DraftRow<T> | undefined);
}

export async function discardDraft(userId: string, draftKey: string): Promise<void> {
  if (!userId) return;
  await withDb((db) => db.drafts.delete([userId, draftKey]));
}

/** The user's drafts, most recently saved first. */
export async function listDrafts(userId: string): Promise<DraftRow[]> {
  if (!userId) return [];
  return withDb(async (db) => (await db.drafts.where('userId').equals(userId).sortBy('updatedAt')).reverse());
}
