import { z } from 'zod';
import { VALIDATION_MESSAGES as M, messageWithParams } from '../validation/messages';
import { hasChinese, isSafeText } from '../validation/patterns';
import { requiredRule } from '../validation/rules-common';
import { nameSchema, requiredString } from '../validation/rules';
import { pageQueryShape, searchText as searchTextOf } from './page-query';

/** Organisation (spec 7.4) paths under /bidprocurement; getDepartTree is ours (the buyer-scope tree). */
export const ORG_PATHS = {
  initOrganizationTree: '/common-common/depart/depart/initOrganizationTree',
  getDepartPage: '/common-common/depart/depart/getDepartPage',
  addDepart: '/common-common/depart/depart/addDepart',
  updateDepart: '/common-common/depart/depart/updateDepart',
  deleteDepart: '/common-common/depart/depart/deleteDepart',
  stopOrStartDepart: '/common-common/depart/depart/stopOrStartDepart',
  shortListProcurementUnitInfoList: '/common-common/user/depart/shortListProcurementUnitInfoList',
  operationRecordByDepartId: '/common-depart/operatorRecord/userOperationRecord/getOperationRecordByDepartId',
} as const;

/** Organisation kinds (organisations.org_type). */
export const ORG_TYPE = {
  PLATFORM: '00',
  BUYER: '01',
  AGENT: '02',
  SUPPLIER: '03',
  EXPERT_POOL: '04',
} as const;
export const ORG_TYPES = Object.values(ORG_TYPE);
/** Organisation status: '00' enabled, '01' stopped. */
export const ENABLE_STATUS = { ENABLED: '00', STOPPED: '01' } as const;
/** Account status: '00' active, '01' stopped, '02' cancelled (final). */
export const ACCOUNT_STATUS = { ACTIVE: '00', STOPPED: '01', CANCELLED: '02' } as const;

// --- shared pieces of the administration contracts ---

/** Paging of every administration list (the shared page query: first page 1, sizes 10/30/50/100/300). */
export const pageFields = pageQueryShape;

/** Search text: trimmed, at most 50 characters; '' means no filter. */
export const searchText = searchTextOf(50);
export const idSchema = requiredString.max(64, { error: M.invalid });
/** An optional id where '' and null also mean none. */
export const optionalId = z.string({ error: M.invalid }).trim().max(64, { error: M.invalid }).nullish();

/** A code filter: one of the values, '' or absent for all. */
export function codeFilter<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.literal('')], { error: M.select }).optional();
}

export const enableStatusSchema = z.enum([ENABLE_STATUS.ENABLED, ENABLE_STATUS.STOPPED], { error: M.select });

/** Organisation and role codes: letters, digits, _ and -, at most 50 (demo codes carry '-'). */
export const orgCodeSchema = requiredRule(isSafeText, M.safeText)
  .refine((s) => !hasChinese(s), { error: M.noChinese })
  .refine((s) => s.length <= 50, { error: messageWithParams(M.maxLength, { max: 50 }) });

// --- organisations ---

const orgTypeSchema = z.enum(ORG_TYPES as [string, ...string[]], { error: M.select });
const sortSchema = z
  .number({ error: M.positiveInteger })
  .int({ error: M.positiveInteger })
  .min(0, { error: M.positiveInteger })
  .max(99999, { error: M.invalid })
  .default(0);

export const departTreeRequestSchema = z.object({
  status: codeFilter([ENABLE_STATUS.ENABLED, ENABLE_STATUS.STOPPED]),
});
export type DepartTreeRequest = z.infer<typeof departTreeRequestSchema>;

export interface DepartTreeNode {
  id: string;
  parentId: string | null;
  name: string;
  code: string;
  orgType: string;
  status: string;
  sort: number;
  children: DepartTreeNode[];
}

export const departPageRequestSchema = z.object({
  ...pageFields,
  name: searchText,
  code: searchText,
  orgType: codeFilter(ORG_TYPES as [string, ...string[]]),
  status: codeFilter([ENABLE_STATUS.ENABLED, ENABLE_STATUS.STOPPED]),
  /** Only the direct children of this organisation. */
  parentId: optionalId,
});
export type DepartPageRequest = z.infer<typeof departPageRequestSchema>;

export interface DepartRecord {
  id: string;
  parentId: string | null;
  parentName: string | null;
  name: string;
  code: string;
  orgType: string;
  status: string;
  sort: number;
  childCount: number;
  userCount: number;
  createdAt: string;
  updatedAt: string;
}

const departFields = {
  /** Absent, '' or null: a root organisation. */
  parentId: optionalId,
  name: nameSchema,
  code: orgCodeSchema,
  orgType: orgTypeSchema,
  sort: sortSchema,
};

export const addDepartSchema = z.object(departFields);
export type AddDepartRequest = z.infer<typeof addDepartSchema>;

export const updateDepartSchema = z.object({ id: idSchema, ...departFields });
export type UpdateDepartRequest = z.infer<typeof updateDepartSchema>;

export const idRequestSchema = z.object({ id: idSchema });

export const stopOrStartDepartSchema = z.object({ id: idSchema, status: enableStatusSchema });
export type StopOrStartDepartRequest = z.infer<typeof stopOrStartDepartSchema>;

/** Buyer organisations (org type 01), paged. */
export const procurementUnitRequestSchema = z.object({
  ...pageFields,
  name: searchText,
  code: searchText,
  status: codeFilter([ENABLE_STATUS.ENABLED, ENABLE_STATUS.STOPPED]),
});
export type ProcurementUnitRequest = z.infer<typeof procurementUnitRequestSchema>;

export const operationRecordRequestSchema = z.object({ ...pageFields, departId: idSchema });
export type OperationRecordRequest = z.infer<typeof operationRecordRequestSchema>;

export interface OperationRecord {
  id: string;
  at: string;
  actorId: string;
  actorName: string | null;
  actorRole: string | null;
  departId: string | null;
  entityType: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}
