import {
  PROFILE_FIELDS,
  type ProfileField,
  type SupplierProfile,
  type SupplierProfileValues,
} from '@/shared/contracts/supplier-profile';

/** formId of the profile's drafts; the sync centre opens drafts of this form on the profile screen. */
export const PROFILE_FORM_ID = 'supplierProfile';

/** One draft and one outbox entity per organisation: the sync centre links them by this key. */
export function profileDraftKey(departId: string): string {
  return `${PROFILE_FORM_ID}:${departId}`;
}

/** What the form edits: every field as typed (strings), categories as a list. */
export type ProfileFormValues = { [K in ProfileField]-?: K extends 'mainCategories' ? string[] : string };

export const EMPTY_PROFILE: ProfileFormValues = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [field, field === 'mainCategories' ? [] : '']),
) as unknown as ProfileFormValues;

/** The form's starting point for a stored profile (or the blank form when there is none). */
export function toFormValues(
  profile: Partial<Record<ProfileField, unknown>> | SupplierProfile | null | undefined,
): ProfileFormValues {
  const values = { ...EMPTY_PROFILE };
  for (const field of PROFILE_FIELDS) {
    const stored = profile?.[field];
    if (stored === undefined || stored === null) continue;
    Object.assign(values, { [field]: Array.isArray(stored) ? [...stored] : String(stored) });
  }
  return values;
}

function comparable(value: unknown): string {
  if (Array.isArray(value)) return JSON.stringify([...value].map(String).sort());
  if (value === undefined || value === null) return '""';
  return JSON.stringify(String(value).trim());
}

/**
 * The fields whose value differs from `base`: what a save sends, so that saves made on two devices
 * from the same starting point each carry only their own edits.
 */
export function changedFields(
  base: Partial<SupplierProfileValues>,
  values: Partial<SupplierProfileValues>,
): Partial<SupplierProfileValues> {
  const changes: Partial<SupplierProfileValues> = {};
  for (const field of PROFILE_FIELDS) {
    if (comparable(base[field]) !== comparable(values[field])) {
      Object.assign(changes, { [field]: values[field] ?? '' });
    }
  }
  return changes;
}

/** `base` with the changes of a save applied, as the form shows it until the server answers. */
export function applyChanges(
  base: ProfileFormValues,
  changes: Partial<SupplierProfileValues>,
): ProfileFormValues {
  return toFormValues({ ...base, ...changes });
}
