import { z } from 'zod';

/**
 * The values a profile form edits: every field as typed (strings), list fields (categories,
 * specialties) as lists. A save sends only what differs from the platform's copy, so saves made on two
 * devices from the same starting point each carry only their own edits.
 */
export type FormValuesOf<F extends string, L extends F> = { [K in F]-?: K extends L ? string[] : string };

function comparable(value: unknown): string {
  if (Array.isArray(value)) return JSON.stringify([...value].map(String).sort());
  if (value === undefined || value === null) return '""';
  return JSON.stringify(String(value).trim());
}

export function profileValues<F extends string, L extends F = never>(
  fields: readonly F[],
  listFields: readonly L[] = [],
) {
  type Values = FormValuesOf<F, L>;
  const isList = (field: F) => (listFields as readonly string[]).includes(field);
  const empty = Object.fromEntries(fields.map((f) => [f, isList(f) ? [] : ''])) as unknown as Values;

  /** The form's starting point for a stored profile (or the blank form when there is none). */
  function toFormValues(profile: Partial<Record<F, unknown>> | null | undefined): Values {
    const values = { ...empty };
    for (const field of fields) {
      const stored = profile?.[field];
      if (stored === undefined || stored === null) continue;
      Object.assign(values, { [field]: Array.isArray(stored) ? [...stored] : String(stored) });
    }
    return values;
  }

  /** The fields whose value differs from `base`: what a save sends. */
  function changedFields(
    base: Partial<Record<F, unknown>>,
    values: Partial<Record<F, unknown>>,
  ): Partial<Record<F, unknown>> {
    const changes: Partial<Record<F, unknown>> = {};
    for (const field of fields) {
      if (comparable(base[field]) !== comparable(values[field])) {
        Object.assign(changes, { [field]: values[field] ?? '' });
      }
    }
    return changes;
  }

  /** `base` with the changes of a save applied, as the form shows it until the server answers. */
  function applyChanges(base: Values, changes: Partial<Record<F, unknown>>): Values {
    return toFormValues({ ...base, ...changes } as Partial<Record<F, unknown>>);
  }

  /**
   * The fields whose value differs from `base` once both go through the field's shared schema, as the
   * platform would keep them (spaces in a bank account, a lowercase credit code). A value the schema
   * refuses counts as typed.
   */
  function normalisedChanges(
    schema: z.ZodType,
    base: Partial<Record<F, unknown>>,
    values: Partial<Record<F, unknown>>,
  ): Partial<Record<F, unknown>> {
    const shape: Record<string, z.ZodType> = schema instanceof z.ZodObject ? schema.shape : {};
    const normal = (field: F, value: unknown) => {
      const parsed = shape[field]?.safeParse(value ?? (isList(field) ? [] : ''));
      return parsed?.success ? parsed.data : value;
    };
    const pick = (source: Partial<Record<F, unknown>>) =>
      Object.fromEntries(fields.map((f) => [f, normal(f, source[f])])) as Partial<Record<F, unknown>>;
    return changedFields(pick(base), pick(values));
  }

  return { fields, empty, toFormValues, changedFields, applyChanges, normalisedChanges };
}

export type ProfileValues<F extends string = string> = {
  fields: readonly F[];
  empty: Record<string, unknown>;
  toFormValues(profile: Partial<Record<F, unknown>> | null | undefined): Record<string, unknown>;
  changedFields(
    base: Partial<Record<F, unknown>>,
    values: Partial<Record<F, unknown>>,
  ): Partial<Record<F, unknown>>;
  applyChanges(base: Record<string, unknown>, changes: Partial<Record<F, unknown>>): Record<string, unknown>;
  normalisedChanges(
    schema: z.ZodType,
    base: Partial<Record<F, unknown>>,
    values: Partial<Record<F, unknown>>,
  ): Partial<Record<F, unknown>>;
};
