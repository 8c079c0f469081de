import { z } from 'zod';
import type { AuditStatus } from '@/shared/codes/statuses';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { maxLengthString, optionalRule, requiredRule } from '@/shared/validation/rules-common';
import { requiredSelect } from '@/shared/validation/rules';

/**
 * What every maintained profile (supplier, buyer, agency, expert) shares: field rules, the save
 * request built from a profile schema (only changed fields, at least one) and the view the screen reads.
 */
export const PROFILE_MESSAGES = {
  date: 'profile:validation.date',
  futureDate: 'profile:validation.futureDate',
  bankAccount: 'profile:validation.bankAccount',
  postalCode: 'profile:validation.postalCode',
  website: 'profile:validation.website',
  category: 'profile:validation.category',
  noChanges: 'profile:validation.noChanges',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export function isCalendarDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '1900-01-01';
}
/** Compared by calendar day; a day ahead is tolerated because client and server zones differ. */
function notFuture(s: string): boolean {
  return s <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/** Required free text; may span lines (descriptions, scopes). */
export const text = (max: number) => requiredRule(() => true, M.required).pipe(maxLengthString(max));
export const optionalText = (max: number) => maxLengthString(max).optional();
/** Required single-line text (names, titles, addresses): also refuses tabs and line breaks. */
export const lineText = (max: number) =>
  requiredRule(() => true, M.required).pipe(maxLengthString(max, { singleLine: true }));
export const optionalLineText = (max: number) => maxLengthString(max, { singleLine: true }).optional();
export const pastDate = requiredRule(isCalendarDate, PROFILE_MESSAGES.date).refine(
  (s) => s === '' || notFuture(s),
  { error: PROFILE_MESSAGES.futureDate },
);
export const choice = <T extends readonly [string, ...string[]]>(codes: T) =>
  requiredSelect.pipe(z.enum(codes, { error: M.select }));
export const postalCode = optionalRule((s) => /^\d{6}$/.test(s), PROFILE_MESSAGES.postalCode);
export const bankAccount = requiredRule(
  (s) => /^\d{8,30}$/.test(s.replace(/\s/g, '')),
  PROFILE_MESSAGES.bankAccount,
).transform((s) => s.replace(/\s/g, ''));

export const departTargetSchema = z.object({
  departId: z.string({ error: M.required }).min(1, { error: M.required }),
});

/** A save: the target (organisation or user) and the changed fields of the profile (at least one). */
export function profileSaveSchema<Target extends z.ZodRawShape, Shape extends z.ZodRawShape>(
  target: z.ZodObject<Target>,
  profile: z.ZodObject<Shape>,
) {
  const fields = Object.keys(profile.shape);
  return target
    .extend(profile.partial().shape)
    .refine((body) => fields.some((field) => (body as Record<string, unknown>)[field] !== undefined), {
      error: PROFILE_MESSAGES.noChanges,
    });
}

/** Where a profile stands: null audit status until first submitted and after a change since then. */
export interface ProfileState<P> {
  profile: P | null;
  auditStatus: AuditStatus | null;
  rejectReason: string | null;
  version: number;
  updatedAt: string | null;
  submittedAt: string | null;
}

/** An organisation's profile (supplier, buyer, agency). */
export interface OrgProfileView<P> extends ProfileState<P> {
  departId: string;
  departName: string;
}

export interface ProfileChange<F extends string = string> {
  id: string;
  version: number;
  field: F;
  oldValue: unknown;
  newValue: unknown;
  actorId: string;
  /** Name of the user who made the change (null when the account is gone). */
  actorName: string | null;
  at: string;
}

/** The changes of one save (one version) of a profile. */
export const profileVersionShape = {
  version: z.coerce.number({ error: M.positiveInteger }).int({ error: M.positiveInteger }).min(1, {
    error: M.positiveInteger,
  }),
};
