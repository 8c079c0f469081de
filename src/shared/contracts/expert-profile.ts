import { z } from 'zod';
import { SUPPLIER_CATEGORY } from '@/shared/codes/statuses';
import {
  bankAccount,
  choice,
  isCalendarDate,
  lineText,
  optionalLineText,
  optionalText,
  type ProfileState,
  pastDate,
  profileSaveSchema,
} from '@/shared/contracts/profile-common';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { isPositiveInteger } from '@/shared/validation/patterns';
import {
  contactPhoneSchema,
  emailSchema,
  idCardOrPassportSchema,
  nameSchema,
} from '@/shared/validation/rules';
import { requiredRule } from '@/shared/validation/rules-common';

/**
 * The expert's personal profile (spec 2.2: /expert/perfectInfo and basicInfo): one per expert user,
 * whatever expert pool organisation the session is in.
 */
export const EXPERT_PROFILE_PATHS = {
  get: '/common-user/expert/expertProfile/get',
  save: '/common-user/expert/expertProfile/save',
  submit: '/common-user/expert/expertProfile/submit',
  changes: '/common-user/expert/expertProfile/changes',
  versionChanges: '/common-user/expert/expertProfile/versionChanges',
} as const;

export const EXPERT_PROFILE_MESSAGES = {
  specialties: 'party-profile:validation.specialties',
  years: 'party-profile:validation.years',
  age: 'party-profile:validation.age',
} as const;

export const SEXES = ['1', '2'] as const;
/** Professional grade: senior (professor level), senior, intermediate, junior, none. */
export const EXPERT_TITLES = ['01', '02', '03', '04', '99'] as const;
/** Evaluation specialties are the catalogue's supply categories (spec code list supplierCategory). */
export const EXPERT_SPECIALTIES = Object.values(SUPPLIER_CATEGORY) as [string, ...string[]];

/** Experts evaluate from 18 years of age. */
function adult(s: string): boolean {
  if (!isCalendarDate(s)) return true;
  const limit = new Date();
  limit.setUTCFullYear(limit.getUTCFullYear() - 18);
  return s <= limit.toISOString().slice(0, 10);
}

export const expertProfileFields = {
  expertName: nameSchema,
  idNumber: idCardOrPassportSchema,
  sex: choice(SEXES),
  birthDate: pastDate.refine(adult, { error: EXPERT_PROFILE_MESSAGES.age }),
  professionalTitle: choice(EXPERT_TITLES),
  titleCertificateNo: optionalLineText(40),
  employer: lineText(100),
  position: optionalLineText(50),
  specialties: z
    .array(z.enum(EXPERT_SPECIALTIES, { error: EXPERT_PROFILE_MESSAGES.specialties }), {
      error: EXPERT_PROFILE_MESSAGES.specialties,
    })
    .min(1, { error: EXPERT_PROFILE_MESSAGES.specialties }),
  yearsOfExperience: requiredRule(
    (s) => isPositiveInteger(s) && Number(s) <= 70,
    EXPERT_PROFILE_MESSAGES.years,
  ),
  phone: contactPhoneSchema,
  email: emailSchema,
  bankName: lineText(100),
  bankAccount,
  /** Organisations the expert must not evaluate for (employer, former employers, relatives'). */
  avoidanceOrganisations: optionalText(1000),
} as const;

export const expertProfileSchema = z.object(expertProfileFields);
export type ExpertProfileField = keyof typeof expertProfileFields;
export const EXPERT_PROFILE_FIELDS = Object.keys(expertProfileFields) as ExpertProfileField[];
export type ExpertProfile = z.output<typeof expertProfileSchema>;

export const expertTargetSchema = z.object({
  userId: z.string({ error: M.required }).min(1, { error: M.required }),
});
export const expertProfileSaveSchema = profileSaveSchema(expertTargetSchema, expertProfileSchema);

export interface ExpertProfileView extends ProfileState<ExpertProfile> {
  userId: string;
  userName: string;
}
