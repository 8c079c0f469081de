import type { TFunction } from 'i18next';
import type { AuditKindFields } from '../lib/kinds';

/** A profile value as its owner chose it: codes by their labels, lists joined, blanks marked. */
export function fieldValueText(t: TFunction, kind: AuditKindFields, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('profile-audit:detail.empty');
  const coded = kind.coded[field];
  const one = (v: unknown) => (coded ? t(`${coded.ns}:${coded.group}.${String(v)}`) : String(v));
  if (Array.isArray(value))
    return value.length === 0 ? t('profile-audit:detail.empty') : value.map(one).join(', ');
  return one(value);
}

export const fieldLabel = (t: TFunction, kind: AuditKindFields, field: string) =>
  t(`${kind.ns}:fields.${field}`);
