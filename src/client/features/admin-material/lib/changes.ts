import type { MaterialItem } from '@/shared/contracts/admin-material-items';

/** Fields a change record shows; timestamps and ids are noise there. */
export const CHANGE_FIELDS = [
  'code',
  'name',
  'categoryName',
  'spec',
  'unit',
  'price',
  'auditStatus',
  'status',
  'rejectReason',
] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

export interface FieldChange {
  field: ChangeField;
  from: string;
  to: string;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The shown fields whose value differs between before and after (a creation lists its filled fields). */
export function changedFields(
  before: Partial<MaterialItem> | null,
  after: Partial<MaterialItem> | null,
): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of CHANGE_FIELDS) {
    const from = text(before?.[field]);
    const to = text(after?.[field]);
    if (from !== to) out.push({ field, from, to });
  }
  return out;
}
