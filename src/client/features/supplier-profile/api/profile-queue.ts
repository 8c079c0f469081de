import { entityQueue } from '@/client/data/outbox';
import { profileDraftKey } from '../lib/profile-form';

/** The user's saves of this organisation's profile that have not reached the platform, by seq. */
export function profileQueue(userId: string, departId: string) {
  return entityQueue(userId, profileDraftKey(departId));
}
