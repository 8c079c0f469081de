import { listEntries } from '@/client/data/outbox';
import { profileDraftKey } from '../lib/profile-form';

export interface EntityQueue {
  /** Waiting to be sent (or being sent). */
  pending: number;
  /** Refused by the platform; they wait in the sync centre. */
  rejected: number;
}

/** The user's saves of this organisation's profile that have not reached the platform, by seq. */
export async function profileQueue(
  userId: string,
  departId: string,
): Promise<EntityQueue & { pendingSeqs: Set<number> }> {
  const key = profileDraftKey(departId);
  const entries = (await listEntries(userId)).filter((entry) => entry.entityKey === key);
  const waiting = entries.filter((entry) => entry.status !== 'rejected');
  return {
    pending: waiting.length,
    rejected: entries.length - waiting.length,
    pendingSeqs: new Set(waiting.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq]))),
  };
}
