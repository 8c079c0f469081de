import type { DraftFieldEntry, DraftRow } from '@/client/data/db-schema';

/** Field-level drafts: each top-level field of a form is stored with the time it was last edited. */
export type DraftFields = Record<string, DraftFieldEntry>;

/** The one field of a draft whose value is not a plain object (kept whole). */
export const WHOLE_VALUE = '$';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/** A form value split into its top-level fields (undefined fields are not fields). */
export function splitFields(value: unknown): Record<string, unknown> {
  if (!isPlainObject(value)) return { [WHOLE_VALUE]: value };
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}

/** The form value the fields make up again. */
export function joinFields(fields: DraftFields): unknown {
  const whole = fields[WHOLE_VALUE];
  if (whole) return whole.value;
  return Object.fromEntries(Object.entries(fields).map(([name, entry]) => [name, entry.value]));
}

/**
 * A row's fields. Rows written whole (before field-level drafts, or by an outbox save that keeps the form
 * it sent) count every field as edited when the row was saved.
 */
export function fieldsOf(row: Pick<DraftRow, 'data' | 'updatedAt' | 'fields'> | undefined): DraftFields {
  if (!row) return {};
  if (row.fields) return row.fields;
  const split = splitFields(row.data);
  return Object.fromEntries(
    Object.entries(split).map(([name, value]) => [name, { value, at: row.updatedAt }]),
  );
}

/**
 * Lays edits over stored fields, field by field: the later edit of each field wins, so one tab's save
 * never puts back an older copy of a field another tab changed since.
 */
export function mergeFields(stored: DraftFields, edits: DraftFields): DraftFields {
  const merged: DraftFields = { ...stored };
  for (const [name, edit] of Object.entries(edits)) {
    const current = merged[name];
    if (!current || edit.at >= current.at) merged[name] = edit;
  }
  return merged;
}

/** The JSON of one field, for comparisons (undefined and a missing field are the same). */
export const fieldJson = (value: unknown): string => JSON.stringify(value) ?? 'undefined';

/** True when every stored field holds the form's untouched value: such a draft would bring back nothing. */
export function onlyUntouched(fields: DraftFields, initial: Record<string, unknown>): boolean {
  return Object.entries(fields).every(([name, entry]) => fieldJson(entry.value) === fieldJson(initial[name]));
}
