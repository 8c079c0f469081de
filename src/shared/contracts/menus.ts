import { z } from 'zod';
import { MENU_TYPE } from '../codes/constants';

export { MENU_PATHS } from './menus-paths';

/** A language code (zh, en, fr); anything else falls back to the request's langCode. */
const languageField = z.string().trim().max(16).optional();

export const getMenuRequestSchema = z.object({
  /** Id of a top menu entry: only its subtree is returned as the sidebar. */
  topFunctionId: z.string().trim().max(64).optional(),
  language: languageField,
});

export const functionListByRoleRequestSchema = z.object({
  /** '00' system or organisation level, '01' business or department level; absent or '' means both. */
  functionMenuType: z.union([z.enum([MENU_TYPE.SYSTEM, MENU_TYPE.BUSINESS]), z.literal('')]).optional(),
  language: languageField,
});

export const topFunctionListRequestSchema = z.object({ language: languageField });

/** Section 3 menu entry; `label` is already translated into the requested language. */
export interface MenuEntry {
  id: string;
  /** Stable code of the entry (route meta highlightMenuCode names it); null for ad-hoc entries. */
  functionCode: string | null;
  functionName: string;
  functionIconStyle: string | null;
  /** 0, 1 or 2. */
  functionLevel: number;
  path: string | null;
  newPath: string | null;
  label: string;
  /** Query string or JSON text to add to the route, as stored. */
  query: string | null;
  menuType: string;
  isTop: boolean;
  children: MenuEntry[];
}

export interface GetMenuResponse {
  /** Entries of the top bar (besides the client's own Home), each with its subtree. */
  topMenus: MenuEntry[];
  /** The sidebar: the subtree under topFunctionId, or the role's whole tree without it. */
  menus: MenuEntry[];
}
