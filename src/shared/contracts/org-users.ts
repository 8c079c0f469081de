import { z } from 'zod';
import { MENU_TYPE } from '../codes/constants';
import { passwordSchema, withPasswordConfirm } from '../validation/rules';
import { codeFilter, enableStatusSchema, idSchema, optionalId, pageFields, searchText } from './org';
import { ACCOUNT_STATUSES, confirmPasswordSchema } from './org-depart-users';

/**
 * User accounts (userManage), expert accounts (expertAccountManage), user information and role
 * assignment (userOrgManage), procurement representatives (spec 7.4). findDepartTree is ours: the
 * organisation picker of role assignment under the screen's own permission.
 */
export const USER_PATHS = {
  getUserAccountPage: '/common-common/user/user/getUserAccountPage',
  userAccountCancellation: '/common-common/user/user/userAccountCancellation',
  userAccountStopOrStart: '/common-common/user/user/userAccountStopOrStart',
  resetSecretValForSys: '/common-common/user/user/resetSecretValForSys',
  getExpertUserAccountPage: '/common-common/user/userExpert/getExpertUserAccountPage',
  expertAccountCancellation: '/common-common/user/userExpert/userAccountCancellation',
  expertAccountStopOrStart: '/common-common/user/userExpert/userAccountStopOrStart',
  expertResetSecretValForSys: '/common-common/user/userExpert/resetSecretValForSys',
  getUserInfoPage: '/common-common/user/user/getUserInfoPage',
  setRole: '/common-common/user/roleUser/setRole',
  delRole: '/common-common/user/roleUser/delRole',
  findRoleList: '/common-common/user/roleUser/findRoleList',
  findDepartTree: '/common-common/user/roleUser/findDepartTree',
  procurementRepresentativePage: '/common-user/user/orgUser/procurementRepresentativePage',
} as const;

/** One organisation-role pair a user holds. */
export interface UserPair {
  departId: string;
  departName: string;
  roleId: string;
  roleCode: string;
  roleName: string;
}

export const userAccountPageRequestSchema = z.object({
  ...pageFields,
  loginName: searchText,
  name: searchText,
  phone: searchText,
  status: codeFilter(ACCOUNT_STATUSES),
  /** Users holding this role code (in any organisation). */
  roleCode: searchText,
  /** Users holding a pair in this organisation. */
  departId: optionalId,
});
export type UserAccountPageRequest = z.infer<typeof userAccountPageRequestSchema>;

/** A user with every pair; `id` is what proxyAdminLogin takes as userId. */
export interface UserAccountRecord {
  id: string;
  loginName: string;
  name: string;
  phone: string | null;
  email: string | null;
  status: string;
  /** Comma separated, like the user info's roleCodes. */
  roleCodes: string;
  pairs: UserPair[];
  createdAt: string;
  updatedAt: string;
}

/** The user information query: also searches by organisation name. */
export const userInfoPageRequestSchema = userAccountPageRequestSchema.extend({ departName: searchText });
export type UserInfoPageRequest = z.infer<typeof userInfoPageRequestSchema>;

export const userIdRequestSchema = z.object({ userId: idSchema });

export const userStopOrStartSchema = z.object({ userId: idSchema, status: enableStatusSchema });
export type UserStopOrStartRequest = z.infer<typeof userStopOrStartSchema>;

export const resetSecretForSysSchema = withPasswordConfirm(
  z.object({ userId: idSchema, password: passwordSchema, confirmPassword: confirmPasswordSchema }),
);
export type ResetSecretForSysRequest = z.infer<typeof resetSecretForSysSchema>;

export const rolePairSchema = z.object({ userId: idSchema, departId: idSchema, roleId: idSchema });
export type RolePairRequest = z.infer<typeof rolePairSchema>;

export const findRoleListSchema = z.object({ menuType: codeFilter([MENU_TYPE.SYSTEM, MENU_TYPE.BUSINESS]) });
export type FindRoleListRequest = z.infer<typeof findRoleListSchema>;

export const procurementRepresentativeRequestSchema = z.object({
  ...pageFields,
  loginName: searchText,
  name: searchText,
  phone: searchText,
  departId: optionalId,
  status: codeFilter(ACCOUNT_STATUSES),
});
export type ProcurementRepresentativeRequest = z.infer<typeof procurementRepresentativeRequestSchema>;

/** A FORMAL_BUYER pair: one row per user and organisation. */
export interface ProcurementRepresentativeRecord {
  id: string;
  loginName: string;
  name: string;
  phone: string | null;
  email: string | null;
  status: string;
  departId: string;
  departName: string;
}
