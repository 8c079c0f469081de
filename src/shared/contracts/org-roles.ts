import { z } from 'zod';
import { MENU_TYPE } from '../codes/constants';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { nameSchema } from '../validation/rules';
import { idSchema, orgCodeSchema, pageFields, searchText } from './org';

/** Roles and their menu permissions (roleManagement: menu type 00, buyerRoleManage: menu type 01). */
export const ROLE_PATHS = {
  getRolePage: '/common-common/role/role/getRolePage',
  addRole: '/common-common/role/role/addRole',
  updateRole: '/common-common/role/role/updateRole',
  deleteRole: '/common-common/role/role/deleteRole',
  getRoleFunctionTree: '/common-common/role/role/getRoleFunctionTree',
  saveRoleFunctions: '/common-common/role/role/saveRoleFunctions',
  getRoleUserPage: '/common-common/role/role/getRoleUserPage',
} as const;

export const menuTypeSchema = z.enum([MENU_TYPE.SYSTEM, MENU_TYPE.BUSINESS], { error: M.select });

export const rolePageRequestSchema = z.object({
  ...pageFields,
  menuType: menuTypeSchema,
  code: searchText,
  name: searchText,
});
export type RolePageRequest = z.infer<typeof rolePageRequestSchema>;

export interface RoleRecord {
  id: string;
  code: string;
  name: string;
  menuType: string;
  /** One of the ten roles the platform is built on: its code stays and it cannot be deleted. */
  builtIn: boolean;
  userCount: number;
  createdAt: string;
}

export const addRoleSchema = z.object({ code: orgCodeSchema, name: nameSchema, menuType: menuTypeSchema });
export type AddRoleRequest = z.infer<typeof addRoleSchema>;

/** The menu type stays: the role's grants belong to it. */
export const updateRoleSchema = z.object({ id: idSchema, code: orgCodeSchema, name: nameSchema });
export type UpdateRoleRequest = z.infer<typeof updateRoleSchema>;

export const roleIdRequestSchema = z.object({ roleId: idSchema });

/** A menu entry of the role's menu type; entries of the other type appear only to hold the tree. */
export interface RoleFunctionNode {
  id: string;
  functionCode: string | null;
  functionName: string;
  /** Translated into the request's language. */
  label: string;
  functionLevel: number;
  path: string | null;
  menuType: string;
  checked: boolean;
  /** Not grantable to this role (another menu type): shown only as the parent of grantable entries. */
  disabled: boolean;
  children: RoleFunctionNode[];
}

export const saveRoleFunctionsSchema = z.object({
  roleId: idSchema,
  functionIds: z.array(idSchema, { error: M.invalid }).max(2000, { error: M.invalid }),
});
export type SaveRoleFunctionsRequest = z.infer<typeof saveRoleFunctionsSchema>;

export const roleUserPageRequestSchema = z.object({
  ...pageFields,
  roleId: idSchema,
  loginName: searchText,
  name: searchText,
});
export type RoleUserPageRequest = z.infer<typeof roleUserPageRequestSchema>;

/** A holder of the role: one row per user and organisation. */
export interface RoleUserRecord {
  id: string;
  loginName: string;
  name: string;
  phone: string | null;
  status: string;
  departId: string;
  departName: string;
}
