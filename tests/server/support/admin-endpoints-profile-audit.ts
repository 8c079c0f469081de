import {
  PROFILE_AUDIT_FUNCTIONS as F,
  PROFILE_AUDIT_KINDS,
  PROFILE_AUDIT_PATHS as PATHS,
} from '@/shared/contracts/profile-audit-paths';
import type { AdminEndpoint } from './admin-endpoint';

/**
 * The information audit (/userManagement) of each profile kind. Placeholder owner: allowed roles get
 * NOT_FOUND for the detail and the decisions, never FORBIDDEN, and nothing changes.
 */
export const PROFILE_AUDIT_ADMIN_ENDPOINTS: readonly AdminEndpoint[] = PROFILE_AUDIT_KINDS.flatMap((kind) => [
  { method: 'POST', path: PATHS[kind].page, body: {}, permission: F[kind] },
  { method: 'POST', path: PATHS[kind].detail, body: { ownerId: 'missing' }, permission: F[kind] },
  { method: 'POST', path: PATHS[kind].approve, body: { ownerId: 'missing' }, permission: F[kind] },
  {
    method: 'POST',
    path: PATHS[kind].reject,
    body: { ownerId: 'missing', reason: 'matrix' },
    permission: F[kind],
  },
]);
