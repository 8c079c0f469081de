import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';

/** The signed-in user's id (drafts are kept per user). */
export function useUserId(): string | undefined {
  return useSnapshot(session).userInfo?.id;
}
