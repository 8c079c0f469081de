import { withDb } from '@/client/data/db';
import { type DraftAttachment, type DraftRow, formIdOf } from '@/client/data/db-schema';
import {
  type DraftFields,
  fieldsOf,
  joinFields,
  mergeFields,
  onlyUntouched,
} from '@/client/data/draft-fields';
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

export interface FieldSave {
  /** The fields this tab changed, each with the time of its last edit. */
  edits: DraftFields;
  /** The untouched form: a draft that holds nothing else (and no files) is removed instead. */
  initial?: Record<string, unknown>;
  /** undefined keeps the attachments already saved. */
  attachments?: readonly AttachmentInput[];
  formId?: string;
  now?: number;
}

/**
 * Merges one tab's edited fields into the stored draft, in one transaction (IndexedDB runs read-write
 * transactions on a store one at a time, across tabs too): the latest edit of each field wins, and the
 * fields this tab did not touch stay as another tab left them. Undefined when the draft was removed.
 */
export async function saveDraftFields<T>(
  userId: string,
  draftKey: string,
  save: FieldSave,
): Promise<DraftRow<T> | undefined> {
  requireUser(userId);
  try {
    return await withDb((db) =>
      db.transaction('rw', db.drafts, async () => {
        const previous = await db.drafts.get([userId, draftKey]);
        const fields = mergeFields(fieldsOf(previous), save.edits);
        const attachments = save.attachments
          ? save.attachments.map(toAttachment)
          : (previous?.attachments ?? []);
        if (save.initial && attachments.length === 0 && onlyUntouched(fields, save.initial)) {
          if (previous) await db.drafts.delete([userId, draftKey]);
          return undefined;
        }
        const row: DraftRow<T> = {
          userId,
          draftKey,
          formId: save.formId ?? previous?.formId ?? formIdOf(draftKey),
          data: joinFields(fields) as T,
          fields,
          attachments,
          updatedAt: save.now ?? Date.now(),
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

/**
 * The draft row an outbox save keeps (inside its own transaction): the fields it changed as edited now,
 * the rest of the form it sent only where the draft has nothing (as untouched, time 0), so a save in one
 * tab never puts its copy of a field over a later edit another tab made to it.
 */
export function keptDraftRow(
  previous: DraftRow | undefined,
  save: {
    userId: string;
    draftKey: string;
    formId: string;
    values: Record<string, unknown>;
    changes: Record<string, unknown>;
    now: number;
  },
): DraftRow {
  const edits: DraftFields = {};
  for (const [name, value] of Object.entries(save.values)) edits[name] = { value, at: 0 };
  for (const [name, value] of Object.entries(save.changes)) edits[name] = { value, at: save.now };
  const fields = mergeFields(fieldsOf(previous), edits);
  return {
    userId: save.userId,
    draftKey: save.draftKey,
    formId: save.formId,
    data: joinFields(fields),
    fields,
    attachments: previous?.attachments ?? [],
    updatedAt: save.now,
    version: (previous?.version ?? 0) + 1,
  };
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
