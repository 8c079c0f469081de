import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { maxLengthString } from '../validation/rules-common';
import { requiredString } from '../validation/rules';
import { pageQueryShape, searchText } from './page-query';

/** Which organisations' data a role sees: all, its own organisation and those below it, or its own. */
export const DATA_SCOPE = { ALL: '00', ORG_AND_CHILDREN: '01', OWN_ORG: '02' } as const;
export type DataScope = (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE];
/** The scope of a role without a row: the narrowest. */
export const DEFAULT_DATA_SCOPE: DataScope = DATA_SCOPE.OWN_ORG;

const scopeSchema = z.enum([DATA_SCOPE.ALL, DATA_SCOPE.ORG_AND_CHILDREN, DATA_SCOPE.OWN_ORG], {
  error: M.select,
});
const idSchema = requiredString.pipe(maxLengthString(64));

export const dataPermissionPageSchema = z.object({
  ...pageQueryShape,
  /** Role code or name contains it. */
  role: searchText(64),
  scope: z
    .union([scopeSchema, z.literal('')])
    .optional()
    .transform((s) => (s ? s : undefined)),
});
export type DataPermissionPageRequest = z.infer<typeof dataPermissionPageSchema>;

export const dataPermissionSaveSchema = z.object({ roleId: idSchema, scope: scopeSchema });
export type DataPermissionSaveRequest = z.infer<typeof dataPermissionSaveSchema>;

export const dataPermissionEditSchema = z.object({ id: idSchema, scope: scopeSchema });
export type DataPermissionEditRequest = z.infer<typeof dataPermissionEditSchema>;

export const dataPermissionDeleteSchema = z.object({ id: idSchema });

export interface DataPermissionRecord {
  id: string;
  roleId: string;
  roleCode: string | null;
  roleName: string | null;
  scope: DataScope;
  createdAt: string;
  updatedAt: string;
}

export const expertPageSchema = z.object({
  ...pageQueryShape,
  /** Name, login name or phone contains it. */
  keyword: searchText(64),
  status: z
    .union([z.enum(['00', '01', '02']), z.literal('')], { error: M.select })
    .optional()
    .transform((s) => (s ? s : undefined)),
  roleCode: z
    .union([z.enum(['FORMAL_EXPERT', 'TEMP_EXPERT']), z.literal('')], { error: M.select })
    .optional()
    .transform((s) => (s ? s : undefined)),
});
export type ExpertPageRequest = z.infer<typeof expertPageSchema>;

/** One expert account in one organisation (an account holding both expert roles shows twice). */
export interface ExpertRecord {
  userId: string;
  loginName: string;
  name: string;
  phone: string | null;
  email: string | null;
  /** '00' active, '01' stopped, '02' cancelled */
  status: string;
  roleCode: string;
  departId: string;
  departName: string | null;
  createdAt: string;
}
