import { z } from 'zod';
import { MENU_TYPE } from '../codes/constants';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import {
  idField,
  optionalCodeField,
  optionalIdField,
  optionalText,
  pageFields,
  requiredText,
  sortField,
} from './admin-config-common';

/** Paths under /bidprocurement (spec 7.3 function CRUD, top menu, icon management). */
export const ADMIN_MENU_PATHS = {
  getFunctionList: '/common-common/function/function/getFunctionList',
  getFunctionDetail: '/common-common/function/function/getFunctionDetail',
  addFunction: '/common-common/function/function/addFunction',
  addFunctionMiddle: '/common-common/function/function/addFunctionMiddle',
  updateFunction: '/common-common/function/function/updateFunction',
  deleteFunction: '/common-common/function/function/deleteFunction',
  /**
   * The spec's getTopFunctionList?id for administrators. getTopFunctionList itself already answers
   * the signed-in role's top bar (menus feature), so the administration list has its own path.
   */
  getTopFunctionManageList: '/common-common/function/function/getTopFunctionManageList',
  getTopFunctionSelectList: '/common-common/function/function/getTopFunctionSelectList',
  updateTopFunction: '/common-common/function/function/updateTopFunction',
  getIconPage: '/common-common/function/icon/getIconPage',
  getIconSelectList: '/common-common/function/icon/getIconSelectList',
  saveOrUpdateIcon: '/common-common/function/icon/saveOrUpdateIcon',
  deleteIcon: '/common-common/function/icon/deleteIcon',
} as const;

const menuTypeSchema = z.enum([MENU_TYPE.SYSTEM, MENU_TYPE.BUSINESS], { error: M.select });
const optionalMenuType = z
  .union([menuTypeSchema, z.literal('')])
  .nullish()
  .transform((value) => value || undefined);

/** A route of the client: starts with '/', no blanks. */
const pathField = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || /^\/[^\s]*$/.test(value), { error: 'admin-config:pathFormat' });

/** `namespace:dotted.key` of the label (menu entries use the `menu` namespace). */
export const LABEL_KEY_PATTERN = /^[A-Za-z][\w-]*:[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

export const getFunctionListSchema = z.object({
  menuType: optionalMenuType,
  /** Substring of the name, the translated label or the path. */
  functionName: optionalText(50),
  /** With a page number the answer is a flat page; without, the whole tree. */
  pageNo: z.coerce.number({ error: M.positiveInteger }).int().min(1, { error: M.positiveInteger }).optional(),
  pageSize: pageFields.pageSize,
  language: z.string().trim().max(16).optional(),
});
export type GetFunctionListRequest = z.input<typeof getFunctionListSchema>;

const functionFields = {
  parentId: optionalIdField,
  functionCode: optionalCodeField,
  functionName: requiredText(50),
  functionIconStyle: optionalText(64),
  functionLevel: z.coerce.number({ error: M.select }).int().min(0, { error: M.select }).max(2, {
    error: M.select,
  }),
  path: pathField,
  newPath: pathField,
  labelKey: requiredText(120).regex(LABEL_KEY_PATTERN, { error: 'admin-config:labelKeyFormat' }),
  query: optionalText(500),
  menuType: menuTypeSchema,
  sort: sortField,
};

export const addFunctionSchema = z.object(functionFields);
export type AddFunctionRequest = z.input<typeof addFunctionSchema>;

/** Adds the entry among its siblings at `position` (0 first); later siblings move down one place. */
export const addFunctionMiddleSchema = z.object({
  ...functionFields,
  position: z.coerce.number({ error: M.number }).int().min(0, { error: M.number }),
});
export type AddFunctionMiddleRequest = z.input<typeof addFunctionMiddleSchema>;

export const updateFunctionSchema = z.object({ id: idField, ...functionFields });
export type UpdateFunctionRequest = z.input<typeof updateFunctionSchema>;

export const topFunctionQuerySchema = z.object({
  /** Manage list: only this entry; select list: this entry stays listed although it is a top entry. */
  id: optionalIdField,
  language: z.string().trim().max(16).optional(),
});

export const updateTopFunctionSchema = z.object({
  id: idField,
  isTop: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: M.select }).transform((v) => !!v),
  sort: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type UpdateTopFunctionRequest = z.input<typeof updateTopFunctionSchema>;

/** Administrator's view of a functions row; `label` translated, `labelKey` as stored. */
export interface FunctionRecord {
  id: string;
  parentId: string | null;
  functionCode: string | null;
  functionName: string;
  functionIconStyle: string | null;
  functionLevel: number;
  path: string | null;
  newPath: string | null;
  labelKey: string;
  label: string;
  query: string | null;
  menuType: string;
  isTop: boolean;
  sort: number;
  createdAt: string;
  children?: FunctionRecord[];
}

export const ICON_STYLE_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const getIconPageSchema = z.object({ iconStyle: optionalText(64), ...pageFields });

export const saveIconSchema = z.object({
  id: optionalIdField,
  iconStyle: requiredText(64).regex(ICON_STYLE_PATTERN, { error: 'admin-config:iconFormat' }),
  name: requiredText(50),
  sort: sortField,
});
export type SaveIconRequest = z.input<typeof saveIconSchema>;

export const deleteByIdSchema = z.object({ id: idField });

export interface IconRecord {
  id: string;
  iconStyle: string;
  name: string;
  sort: number;
  updatedAt: string;
}
