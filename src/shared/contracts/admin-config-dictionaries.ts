import { z } from 'zod';
import {
  codeField,
  idField,
  optionalIdField,
  optionalText,
  pageFields,
  requiredText,
  scopeSchema,
  sortField,
} from './admin-config-common';

/** Paths under /bidprocurement (spec 7.3 type groups: save/update/delete of group and type, list). */
export const ADMIN_DICTIONARY_PATHS = {
  getGroupPage: '/common-common/typegroup/typegroup/getGroupPage',
  saveOrUpdateGroup: '/common-common/typegroup/typegroup/saveOrUpdateGroup',
  deleteGroup: '/common-common/typegroup/typegroup/deleteGroup',
  getTypeTree: '/common-common/typegroup/typegroup/getTypeTree',
  saveOrUpdateType: '/common-common/typegroup/typegroup/saveOrUpdateType',
  deleteType: '/common-common/typegroup/typegroup/deleteType',
} as const;

/** dictType '00' needs the 'dictionary' screen, '01' the 'dictionaryBiz' screen. */
export const getGroupPageSchema = z.object({
  dictType: scopeSchema,
  groupCode: optionalText(50),
  groupName: optionalText(50),
  ...pageFields,
});
export type GetGroupPageRequest = z.input<typeof getGroupPageSchema>;

export const saveGroupSchema = z.object({
  id: optionalIdField,
  groupCode: codeField,
  groupName: requiredText(50),
  dictType: scopeSchema,
});
export type SaveGroupRequest = z.input<typeof saveGroupSchema>;

/** A group with types is deleted only with `force: true`, which deletes its types too. */
export const deleteGroupSchema = z.object({ id: idField, force: z.boolean().optional() });
export type DeleteGroupRequest = z.input<typeof deleteGroupSchema>;

export const getTypeTreeSchema = z.object({ groupId: idField });

export const saveTypeSchema = z.object({
  id: optionalIdField,
  groupId: idField,
  /** Parent type of the same group, for tree dictionaries. */
  parentId: optionalIdField,
  typecode: codeField,
  nameZh: requiredText(100),
  nameEn: requiredText(100),
  nameFr: requiredText(100),
  sort: sortField,
});
export type SaveTypeRequest = z.input<typeof saveTypeSchema>;

export interface GroupRecord {
  id: string;
  groupCode: string;
  groupName: string;
  dictType: string;
  typeCount: number;
  updatedAt: string;
}

export interface TypeRecord {
  id: string;
  groupId: string;
  parentId: string | null;
  typecode: string;
  nameZh: string;
  nameEn: string;
  nameFr: string;
  sort: number;
  updatedAt: string;
  children: TypeRecord[];
}
