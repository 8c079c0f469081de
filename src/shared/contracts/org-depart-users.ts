import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { optionalRule } from '../validation/rules-common';
import { isEmail } from '../validation/patterns';
import {
  loginNameSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  withPasswordConfirm,
} from '../validation/rules';
import {
  ACCOUNT_STATUS,
  codeFilter,
  enableStatusSchema,
  idSchema,
  optionalId,
  pageFields,
  searchText,
} from './org';

/**
 * Organisation user management (buyerOrgManage, spec 7.4 "Organisation and buyer user"). The tree and
 * the assignable roles are ours: the screen needs them under its own permission.
 */
export const DEPART_USER_PATHS = {
  getDepartTree: '/common-common/depart/buyer/getDepartTree',
  getAssignableRoleList: '/common-common/depart/buyer/getAssignableRoleList',
  getDepartUserPage: '/common-common/depart/buyer/getDepartUserPage',
  addDepartUser: '/common-common/depart/buyer/addDepartUser',
  updateDepartUser: '/common-common/depart/buyer/updateDepartUser',
  deleteDepartUser: '/common-common/depart/buyer/deleteDepartUser',
  stopOrStartDepartUser: '/common-common/depart/buyer/stopOrStartDepartUser',
  resetDepartUserSecret: '/common-common/depart/buyer/resetDepartUserSecret',
} as const;

export const ACCOUNT_STATUSES = [
  ACCOUNT_STATUS.ACTIVE,
  ACCOUNT_STATUS.STOPPED,
  ACCOUNT_STATUS.CANCELLED,
] as const;

/** Optional e-mail: '' or absent pass. */
export const optionalEmailSchema = optionalRule(isEmail, M.email);
/** The second password entry; not trimmed, like the password itself. */
export const confirmPasswordSchema = z.string({ error: M.required }).min(1, { error: M.required });

export interface RoleBrief {
  id: string;
  code: string;
  name: string;
  menuType: string;
}

export const departUserPageRequestSchema = z.object({
  ...pageFields,
  /** Absent: every organisation the caller may manage. */
  departId: optionalId,
  /** With departId: also the users of its descendants. */
  includeChildren: z.boolean({ error: M.invalid }).optional(),
  loginName: searchText,
  name: searchText,
  phone: searchText,
  status: codeFilter(ACCOUNT_STATUSES),
});
export type DepartUserPageRequest = z.infer<typeof departUserPageRequestSchema>;

/** One row per user and organisation, with the user's roles in that organisation. */
export interface DepartUserRecord {
  /** The user id. */
  id: string;
  loginName: string;
  name: string;
  phone: string | null;
  email: string | null;
  status: string;
  departId: string;
  departName: string;
  roles: RoleBrief[];
  createdAt: string;
}

export const addDepartUserSchema = withPasswordConfirm(
  z.object({
    departId: idSchema,
    roleId: idSchema,
    loginName: loginNameSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    name: nameSchema,
    phone: phoneSchema,
    email: optionalEmailSchema,
  }),
);
export type AddDepartUserRequest = z.infer<typeof addDepartUserSchema>;

export const updateDepartUserSchema = z.object({
  userId: idSchema,
  departId: idSchema,
  name: nameSchema,
  phone: phoneSchema,
  email: optionalEmailSchema,
  /** When given: every role the user is to hold in departId (replaces the ones held there). */
  roleIds: z
    .array(idSchema, { error: M.select })
    .min(1, { error: M.select })
    .max(20, { error: M.invalid })
    .optional(),
});
export type UpdateDepartUserRequest = z.infer<typeof updateDepartUserSchema>;

export const departUserPairSchema = z.object({ userId: idSchema, departId: idSchema, roleId: idSchema });
export type DepartUserPairRequest = z.infer<typeof departUserPairSchema>;

export const stopOrStartDepartUserSchema = z.object({
  userId: idSchema,
  departId: idSchema,
  status: enableStatusSchema,
});
export type StopOrStartDepartUserRequest = z.infer<typeof stopOrStartDepartUserSchema>;

export const resetDepartUserSecretSchema = withPasswordConfirm(
  z.object({
    userId: idSchema,
    departId: idSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
);
export type ResetDepartUserSecretRequest = z.infer<typeof resetDepartUserSecretSchema>;

export const emptyRequestSchema = z.object({});

/** Answer of the creating calls. */
export interface CreatedId {
  id: string;
}
