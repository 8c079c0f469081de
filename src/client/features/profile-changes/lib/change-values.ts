import type { ChangeKind } from './change-kinds';

type Translate = (key: string) => string;

/** Lists of codes (categories, specialties) read as the form's checklist: labels joined. */
const LIST_SEPARATOR = ', ';

/**
 * A recorded value as a person reads it: empty values say so, codes of a choice field become the
 * labels the form shows (an unknown code stays as it is), lists are joined, everything else is text.
 */
export function formatChangeValue(
  kind: Pick<ChangeKind, 'codeLabels'>,
  field: string,
  value: unknown,
  t: Translate,
  emptyText: string,
): string {
  const labelOf = kind.codeLabels[field];
  const one = (item: unknown): string => {
    const text = typeof item === 'string' ? item : JSON.stringify(item);
    if (!labelOf || typeof item !== 'string') return text;
    const key = labelOf(item);
    const label = t(key);
    return label && label !== key ? label : item;
  };
  if (value === null || value === undefined || value === '') return emptyText;
  if (Array.isArray(value)) return value.length === 0 ? emptyText : value.map(one).join(LIST_SEPARATOR);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return one(value);
}

/** The form's label of a field; a field the form no longer has shows its name. */
export function fieldLabel(kind: Pick<ChangeKind, 'ns'>, field: string, t: Translate): string {
  const key = `${kind.ns}:fields.${field}`;
  const label = t(key);
  return label && label !== key ? label : field;
}
