import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import {
  loginNameSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  withPasswordConfirm,
} from '../validation/rules';
import { codeFilter, enableStatusSchema, idSchema, pageFields, searchText } from './org';
import {
  ACCOUNT_STATUSES,
  confirmPasswordSchema,
  type DepartUserRecord,
  optionalEmailSchema,
  type RoleBrief,
} from './org-depart-users';

/**
 * Supplier sub-accounts (supplierUserManage, spec 001 section 2.2). Ours: the organisation is always the
 * caller's current one, so no call names it; only its administrators may call.
 */
export const SUPPLIER_USER_PATHS = {
  getSubAccountContext: '/common-common/depart/supplier/getSubAccountContext',
  getSubAccountPage: '/common-common/depart/supplier/getSubAccountPage',
  addSubAccount: '/common-common/depart/supplier/addSubAccount',
  updateSubAccount: '/common-common/depart/supplier/updateSubAccount',
  stopOrStartSubAccount: '/common-common/depart/supplier/stopOrStartSubAccount',
  resetSubAccountSecret: '/common-common/depart/supplier/resetSubAccountSecret',
} as const;

/** The menu code (and route permission) of the screen. */
export const SUPPLIER_USER_SCREEN = 'supplierUserManage';

/** The caller's organisation and the supplier roles it may hand out (the ones it holds there). */
export interface SubAccountContext {
  departId: string;
  departName: string;
  isAdmin: boolean;
  roles: RoleBrief[];
}

export const subAccountPageRequestSchema = z.object({
  ...pageFields,
  loginName: searchText,
  name: searchText,
  phone: searchText,
  status: codeFilter(ACCOUNT_STATUSES),
});
export type SubAccountPageRequest = z.infer<typeof subAccountPageRequestSchema>;

export interface SubAccountRecord extends DepartUserRecord {
  /** Manages the organisation's sub-accounts (the organisation's own account always does). */
  isAdmin: boolean;
  /** Created on this screen; false for the organisation's own (registered) account. */
  subAccount: boolean;
  /** The caller's own account: not stopped, demoted or narrowed from here. */
  self: boolean;
}

const roleIdsSchema = z
  .array(idSchema, { error: M.select })
  .min(1, { error: M.select })
  .max(10, { error: M.invalid });
const isAdminSchema = z.boolean({ error: M.invalid });

export const addSubAccountSchema = withPasswordConfirm(
  z.object({
    loginName: loginNameSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    name: nameSchema,
    phone: phoneSchema,
    email: optionalEmailSchema,
    roleIds: roleIdsSchema,
    isAdmin: isAdminSchema,
  }),
);
export type AddSubAccountRequest = z.infer<typeof addSubAccountSchema>;

export const updateSubAccountSchema = z.object({
  userId: idSchema,
  name: nameSchema,
  phone: phoneSchema,
  email: optionalEmailSchema,
  /** Every supplier role the account is to hold in the organisation. */
  roleIds: roleIdsSchema,
  isAdmin: isAdminSchema,
});
export type UpdateSubAccountRequest = z.infer<typeof updateSubAccountSchema>;

export const stopOrStartSubAccountSchema = z.object({ userId: idSchema, status: enableStatusSchema });
export type StopOrStartSubAccountRequest = z.infer<typeof stopOrStartSubAccountSchema>;
