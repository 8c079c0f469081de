import type { ProfileKind } from '@/client/data/profile-sync';
import { type FormValuesOf, profileValues } from '@/client/lib/profile-values';
import {
  PROFILE_FIELDS,
  type ProfileField,
  SUPPLIER_PROFILE_PATHS,
  type SupplierProfileValues,
} from '@/shared/contracts/supplier-profile';

/** formId of the profile's drafts; the sync centre opens drafts of this form on the profile screen. */
export const PROFILE_FORM_ID = 'supplierProfile';

export const SUPPLIER_PROFILE_KIND: ProfileKind = {
  formId: PROFILE_FORM_ID,
  paths: SUPPLIER_PROFILE_PATHS,
  ownerField: 'departId',
};

/** One draft and one outbox entity per organisation: the sync centre links them by this key. */
export function profileDraftKey(departId: string): string {
  return `${PROFILE_FORM_ID}:${departId}`;
}

/** What the form edits: every field as typed (strings), categories as a list. */
export type ProfileFormValues = FormValuesOf<ProfileField, 'mainCategories'>;

export const supplierValues = profileValues<ProfileField, 'mainCategories'>(PROFILE_FIELDS, [
  'mainCategories',
]);
export const EMPTY_PROFILE: ProfileFormValues = supplierValues.empty;

/** The form's starting point for a stored profile (or the blank form when there is none). */
export const toFormValues = (profile: Partial<Record<ProfileField, unknown>> | null | undefined) =>
  supplierValues.toFormValues(profile);

/** The fields whose value differs from `base`: what a save sends. */
export const changedFields = (base: Partial<SupplierProfileValues>, values: Partial<SupplierProfileValues>) =>
  supplierValues.changedFields(base, values) as Partial<SupplierProfileValues>;

/** `base` with the changes of a save applied, as the form shows it until the server answers. */
export const applyChanges = (base: ProfileFormValues, changes: Partial<SupplierProfileValues>) =>
  supplierValues.applyChanges(base, changes);
