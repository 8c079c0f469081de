import { ENABLE_STATUS } from '@/shared/contracts/admin-material';
import { AUDIT_STATUS, type MaterialItem } from '@/shared/contracts/admin-material-items';

/**
 * Which row actions the server would accept for the item: a pending item cannot be edited, only a
 * rejected one is submitted again, only an approved one is enabled or disabled.
 */
export function canActOnItem(item: Pick<MaterialItem, 'auditStatus' | 'status'>, action: string): boolean {
  switch (action) {
    case 'edit':
      return item.auditStatus !== AUDIT_STATUS.PENDING;
    case 'submit':
      return item.auditStatus === AUDIT_STATUS.REJECTED;
    case 'enable':
      return item.auditStatus === AUDIT_STATUS.APPROVED && item.status === ENABLE_STATUS.DISABLED;
    case 'disable':
      return item.auditStatus === AUDIT_STATUS.APPROVED && item.status === ENABLE_STATUS.ENABLED;
    default:
      return true;
  }
}

/** The list filter without paging and empty fields: what the exports send. */
export function exportFilter(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'pageNo' || key === 'pageSize') continue;
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}
