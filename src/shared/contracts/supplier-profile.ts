import { z } from 'zod';
import { type AuditStatus, SUPPLIER_CATEGORY } from '@/shared/codes/statuses';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { isAmount, isPositiveInteger } from '@/shared/validation/patterns';
import { maxLengthString, optionalRule, requiredRule } from '@/shared/validation/rules-common';
import {
  contactNameSchema,
  contactPhoneSchema,
  creditCodeSchema,
  emailSchema,
  idCardOrPassportSchema,
  requiredSelect,
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
} as const;

/** Messages of the profile's own rules (locales/<lang>/profile.json). */
export const PROFILE_MESSAGES = {
  date: 'profile:validation.date',
  futureDate: 'profile:validation.futureDate',
  bankAccount: 'profile:validation.bankAccount',
  postalCode: 'profile:validation.postalCode',
  website: 'profile:validation.website',
  category: 'profile:validation.category',
  noChanges: 'profile:validation.noChanges',
} as const;

export const COMPANY_TYPES = ['01', '02', '03', '04', '05', '06', '99'] as const;
export const TAXPAYER_TYPES = ['01', '02'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
function isCalendarDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '1900-01-01';
}
/** Compared by calendar day; a day ahead is tolerated because client and server zones differ. */
function notFuture(s: string): boolean {
  return s <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

const text = (max: number) => requiredRule(() => true, M.required).pipe(maxLengthString(max));
const optionalText = (max: number) => maxLengthString(max).optional();
const pastDate = requiredRule(isCalendarDate, PROFILE_MESSAGES.date).refine((s) => s === '' || notFuture(s), {
  error: PROFILE_MESSAGES.futureDate,
});
const choice = <T extends readonly [string, ...string[]]>(codes: T) =>
  requiredSelect.pipe(z.enum(codes, { error: M.select }));

export const supplierProfileFields = {
  companyName: text(100),
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
  region: text(100),
  registeredAddress: text(200),
  officeAddress: optionalText(200),
  postalCode: optionalRule((s) => /^\d{6}$/.test(s), PROFILE_MESSAGES.postalCode),
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
  fax: optionalText(30),
  bankName: text(100),
  bankAccountName: text(100),
  bankAccount: requiredRule(
    (s) => /^\d{8,30}$/.test(s.replace(/\s/g, '')),
    PROFILE_MESSAGES.bankAccount,
  ).transform((s) => s.replace(/\s/g, '')),
} as const;

export type ProfileField = keyof typeof supplierProfileFields;
export const PROFILE_FIELDS = Object.keys(supplierProfileFields) as ProfileField[];

/** The whole profile: what the form checks before saving and what the server keeps. */
export const supplierProfileSchema = z.object(supplierProfileFields);
export type SupplierProfileValues = z.input<typeof supplierProfileSchema>;
export type SupplierProfile = z.output<typeof supplierProfileSchema>;

/** A save: the organisation it is for and the changed fields (at least one). */
export const supplierProfileSaveSchema = z
  .object({ departId: z.string({ error: M.required }).min(1, { error: M.required }) })
  .extend(supplierProfileSchema.partial().shape)
  .refine((body) => PROFILE_FIELDS.some((field) => body[field] !== undefined), {
    error: PROFILE_MESSAGES.noChanges,
  });
export type SupplierProfileSaveRequest = z.input<typeof supplierProfileSaveSchema>;

export const supplierProfileTargetSchema = z.object({
  departId: z.string({ error: M.required }).min(1, { error: M.required }),
});

export const supplierProfileChangesSchema = supplierProfileTargetSchema.extend(pageQueryShape);

/** Audit status of the profile; null until it is first submitted and after a change since then. */
export interface SupplierProfileView {
  departId: string;
  departName: string;
  profile: SupplierProfile | null;
  auditStatus: AuditStatus | null;
  rejectReason: string | null;
  version: number;
  updatedAt: string | null;
  submittedAt: string | null;
}

export interface SupplierProfileChange {
  id: string;
  version: number;
  field: ProfileField;
  oldValue: unknown;
  newValue: unknown;
  actorId: string;
  at: string;
}
