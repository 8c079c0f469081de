import type { ProfileState } from '@/shared/contracts/profile-common';
import { api } from '@/client/lib/api-client';
import { RequestError } from '@/client/lib/http/request';
import { kvGet, kvSet } from './db';
import { keptDraftRow } from './drafts';
import type { MutationTx } from './mutator';
import { mutate } from './mutator';

/**
 * The local-first plumbing of a maintained profile (supplier, buyer, agency, expert): the device's
 * copy, saves through the outbox with the form's draft, and the saves still on their way.
 */
export interface ProfileKind {
  /** formId of the drafts; the sync centre opens drafts of this form on the profile's screen. */
  formId: string;
  paths: { get: string; save: string; submit: string };
  /** The body field naming the owner ({departId} or {userId}). */
  ownerField: string;
}

/** One draft and one outbox entity per owner: the sync centre links them by this key. */
export const profileDraftKey = (kind: Pick<ProfileKind, 'formId'>, ownerId: string) =>
  `${kind.formId}:${ownerId}`;

/** The device's copy of the profile: what the screen shows offline, updated by saves made offline. */
export const profileCacheKey = (kind: Pick<ProfileKind, 'formId'>, userId: string, ownerId: string) =>
  `${kind.formId}:${userId}:${ownerId}`;

export interface LoadedProfile<V> {
  view: V;
  /** True when the platform could not be reached and this is the copy kept on the device. */
  offline: boolean;
}

/** The profile from the platform, or the device's copy when the platform is out of reach. */
export async function loadProfile<V>(
  kind: ProfileKind,
  userId: string,
  ownerId: string,
): Promise<LoadedProfile<V>> {
  const cacheKey = profileCacheKey(kind, userId, ownerId);
  try {
    const view = await api.post<V>(kind.paths.get, { [kind.ownerField]: ownerId }, { silent: true });
    await kvSet(cacheKey, view).catch(() => undefined);
    return { view, offline: false };
  } catch (error) {
    // The platform's own answer (a refusal) stands; only an unreachable platform falls back to the copy.
    const unreachable = error instanceof RequestError && (error.kind === 'network' || error.kind === 'http');
    if (unreachable) {
      const cached = await kvGet<V>(cacheKey).catch(() => undefined);
      if (cached) return { view: cached, offline: true };
    }
    throw error;
  }
}

export interface ProfileSaveInput<V extends ProfileState<unknown>> {
  userId: string;
  ownerId: string;
  /** Only the fields that changed. */
  changes: Record<string, unknown>;
  /** The whole form as saved: kept as the draft, which the sync centre opens if the save is refused. */
  values: Record<string, unknown>;
  /** The profile the changes were made on, for the device's copy. */
  view: V | undefined;
}

async function keepDraft(tx: MutationTx, kind: ProfileKind, input: ProfileSaveInput<never>, now: number) {
  const draftKey = profileDraftKey(kind, input.ownerId);
  const previous = await tx.drafts.get([input.userId, draftKey]);
  const { userId, values, changes } = input;
  await tx.drafts.put(
    keptDraftRow(previous, { userId, draftKey, formId: kind.formId, values, changes, now }),
  );
}

/**
 * Saves through the outbox: the device's copy of the profile, the draft and the queued call land in
 * one local transaction (which also drops the refused saves this one supersedes), so the save works
 * offline and reaches the platform exactly once.
 */
export async function queueProfileSave<V extends ProfileState<unknown>>(
  kind: ProfileKind,
  input: ProfileSaveInput<V>,
) {
  const now = Date.now();
  const entityKey = profileDraftKey(kind, input.ownerId);
  return mutate({
    userId: input.userId,
    method: 'POST',
    path: kind.paths.save,
    body: { [kind.ownerField]: input.ownerId, ...input.changes },
    entityKey,
    now,
    local: async (tx) => {
      await keepDraft(tx, kind, input as ProfileSaveInput<never>, now);
      // The form's changes are taken against the platform's copy once a save was refused, so this save
      // carries the refused changes too and replaces them (they would otherwise hold it back).
      await tx.outbox
        .where('entityKey')
        .equals(entityKey)
        .and((entry) => entry.userId === input.userId && entry.status === 'rejected')
        .delete();
      if (!input.view) return;
      const profile = { ...(input.view.profile ?? {}), ...input.changes };
      await tx.kv.put({
        key: profileCacheKey(kind, input.userId, input.ownerId),
        value: { ...input.view, profile, auditStatus: null },
        updatedAt: now,
      });
    },
  });
}

/** Submits the saved profile for audit: an online call, never queued (the screen refuses it offline). */
export function submitProfile<V>(kind: ProfileKind, ownerId: string): Promise<V> {
  return api.post<V>(
    kind.paths.submit,
    { [kind.ownerField]: ownerId },
    { idempotencyKey: crypto.randomUUID(), silent: true },
  );
}
