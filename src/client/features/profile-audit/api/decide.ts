import { api } from '@/client/lib/api-client';
import { PROFILE_AUDIT_PATHS, type ProfileAuditKind } from '@/shared/contracts/profile-audit-paths';
import type { ProfileAuditDetail } from '@/shared/contracts/profile-audit';

/**
 * Online only: a decision is the administrator's answer to what they see now. One Idempotency-Key per
 * decision, so a retried call is applied once.
 */
export function approveProfile(kind: ProfileAuditKind, ownerId: string) {
  return api.post<ProfileAuditDetail>(
    PROFILE_AUDIT_PATHS[kind].approve,
    { ownerId },
    { idempotencyKey: crypto.randomUUID() },
  );
}

/** Silent: the dialog puts a refused reason under its field. */
export function rejectProfile(kind: ProfileAuditKind, ownerId: string, reason: string) {
  return api.post<ProfileAuditDetail>(
    PROFILE_AUDIT_PATHS[kind].reject,
    { ownerId, reason },
    { idempotencyKey: crypto.randomUUID(), silent: true },
  );
}
