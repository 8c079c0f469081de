import { z } from 'zod';
import { SUPPLIER_CATEGORY } from '@/shared/codes/statuses';
import {
  bankAccount,
  choice,
  departTargetSchema,
  type OrgProfileView,
  PROFILE_MESSAGES,
  pastDate,
  postalCode,
  profileSaveSchema,
  text,
  isCalendarDate,
  lineText,
  optionalLineText,
} from '@/shared/contracts/profile-common';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { isAmount, isPositiveInteger } from '@/shared/validation/patterns';
import { optionalRule, requiredRule } from '@/shared/validation/rules-common';
import {
  contactNameSchema,
  contactPhoneSchema,
  creditCodeSchema,
  emailSchema,
  idCardOrPassportSchema,
} from '@/shared/validation/rules';

/**
 * The supplier's enterprise profile (spec 2.2, /supplierDeclaration/supplier and supplierInfo): one
 * schema for the form and the route. Saves send only the fields that changed, so two devices editing
 * different fields offline both land; the server merges and checks the whole profile again.
 */
export const SUPPLIER_PROFILE_PATHS = {
  get: '/common-user/supplierDeclaration/supplierProfile/get',
  save: '/common-user/supplierDeclaration/supplierProfile/save',
  submit: '/common-user/supplierDeclaration/supplierProfile/submit',
  changes: '/common-user/supplierDeclaration/supplierProfile/changes',
  versionChanges: '/common-user/supplierDeclaration/supplierProfile/versionChanges',
} as const;

export { PROFILE_MESSAGES };

export const COMPANY_TYPES = ['01', '02', '03', '04', '05', '06', '99'] as const;
export const TAXPAYER_TYPES = ['01', '02'] as const;

export const supplierProfileFields = {
  companyName: lineText(100),
  creditCode: creditCodeSchema,
  companyType: choice(COMPANY_TYPES),
  legalRepresentative: contactNameSchema,
  legalRepresentativeId: idCardOrPassportSchema,
  /** Ten thousand yuan, as a decimal string. */
  registeredCapital: requiredRule((s) => isAmount(s), M.amount),
  establishmentDate: pastDate,
  /** Empty means a business licence without end date. */
  operatingPeriodEnd: optionalRule(isCalendarDate, PROFILE_MESSAGES.date),
  taxpayerType: choice(TAXPAYER_TYPES),
  employeeCount: optionalRule((s) => isPositiveInteger(s), M.positiveInteger),
  region: lineText(100),
  registeredAddress: lineText(200),
  officeAddress: optionalLineText(200),
  postalCode,
  website: optionalRule((s) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(s), PROFILE_MESSAGES.website),
  mainCategories: z
    .array(z.enum(Object.values(SUPPLIER_CATEGORY) as [string, ...string[]]), {
      error: PROFILE_MESSAGES.category,
    })
    .min(1, { error: PROFILE_MESSAGES.category }),
  businessScope: text(2000),
  contactName: contactNameSchema,
  contactPhone: contactPhoneSchema,
  contactEmail: emailSchema,
  fax: optionalLineText(30),
  bankName: lineText(100),
  bankAccountName: lineText(100),
  bankAccount,
} as const;

export type ProfileField = keyof typeof supplierProfileFields;
export const PROFILE_FIELDS = Object.keys(supplierProfileFields) as ProfileField[];

/** The whole profile: what the form checks before saving and what the server keeps. */
export const supplierProfileSchema = z.object(supplierProfileFields);
export type SupplierProfileValues = z.input<typeof supplierProfileSchema>;
export type SupplierProfile = z.output<typeof supplierProfileSchema>;

export const supplierProfileSaveSchema = profileSaveSchema(departTargetSchema, supplierProfileSchema);

export const supplierProfileTargetSchema = departTargetSchema;

export type SupplierProfileView = OrgProfileView<SupplierProfile>;
