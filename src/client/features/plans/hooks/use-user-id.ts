import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';

/** The signed-in user's id (drafts and outbox entries are kept per user). */
export function useUserId(): string {
  return useSnapshot(session).userInfo?.id ?? '';
}

/** The department the user acts for: where a new plan is compiled. */
export function useCurrentDepart(): { id: string; name: string } {
  const info = useSnapshot(session).userInfo;
  return { id: info?.currentDepart?.id ?? info?.departId ?? '', name: info?.currentDepart?.departName ?? '' };
}
