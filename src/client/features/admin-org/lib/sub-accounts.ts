import { ACCOUNT_STATUS } from '@/shared/contracts/org';
import type { SubAccountRecord } from '@/shared/contracts/org-supplier-users';

/**
 * Which row actions the list offers; the server decides the same way (supplier-user-service): the
 * organisation's own account is left to its holder, nobody stops or resets themselves here, and a
 * cancelled account is final.
 */
export function subAccountActionAllowed(row: SubAccountRecord, action: string): boolean {
  if (row.status === ACCOUNT_STATUS.CANCELLED) return false;
  if (action === 'edit') return row.subAccount || row.self;
  if (!row.subAccount || row.self) return false;
  if (action === 'stop') return row.status === ACCOUNT_STATUS.ACTIVE;
  if (action === 'start') return row.status === ACCOUNT_STATUS.STOPPED;
  return action === 'password';
}
