import type { MenuType } from '@/shared/codes/constants';
import type { GetMenuResponse, MenuEntry } from '@/shared/contracts/menus';
import type { Database } from '../../db/database';
import type { Actor } from '../../lib/request-context';
import { type Language, translate } from '../../lib/translate';
import type { LangOverrideCache } from '../multilang/override-cache';
import { type FunctionRow, listFunctionIdsOfRole, listFunctions } from './repository';

/** Menus have three levels: 0 groups, 1 and 2 screens or sub-groups. */
export const MAX_MENU_LEVEL = 2;

type Translate = (key: string) => string;

/**
 * The role's menu forest: the entries granted to it (of the menu type, when one is asked for) plus
 * every ancestor needed to reach them, so a screen granted without its group still shows.
 */
export function buildMenuTree(
  rows: readonly FunctionRow[],
  granted: ReadonlySet<string>,
  t: Translate,
  menuType?: MenuType,
): MenuEntry[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const visible = new Set<string>();
  for (const row of rows) {
    if (!granted.has(row.id) || row.function_level > MAX_MENU_LEVEL) continue;
    if (menuType && row.menu_type !== menuType) continue;
    // The visited check also stops on a parent cycle.
    for (let at: FunctionRow | undefined = row; at && !visible.has(at.id); ) {
      visible.add(at.id);
      at = at.parent_id ? byId.get(at.parent_id) : undefined;
    }
  }
  const entries = new Map<string, MenuEntry>();
  for (const row of rows) {
    if (!visible.has(row.id)) continue;
    entries.set(row.id, {
      id: row.id,
      functionCode: row.function_code,
      functionName: row.function_name,
      functionIconStyle: row.function_icon_style,
      functionLevel: row.function_level,
      path: row.path,
      newPath: row.new_path,
      label: t(row.label),
      query: row.query,
      menuType: row.menu_type,
      isTop: row.is_top === 1,
      children: [],
    });
  }
  const roots: MenuEntry[] = [];
  for (const row of rows) {
    const entry = entries.get(row.id);
    if (!entry) continue;
    const parent = row.parent_id && row.parent_id !== row.id ? entries.get(row.parent_id) : undefined;
    if (parent) parent.children.push(entry);
    else roots.push(entry);
  }
  return roots;
}

function flatten(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children)]);
}

export interface MenusDeps {
  database: Database;
  overrides: LangOverrideCache;
}

export function createMenusService({ database, overrides }: MenusDeps) {
  async function treeOf(actor: Actor, lang: Language, menuType?: MenuType): Promise<MenuEntry[]> {
    if (!actor.roleId) return [];
    const [rows, granted, override] = await Promise.all([
      listFunctions(database.db),
      listFunctionIdsOfRole(database.db, actor.roleId),
      overrides.resolverFor(lang),
    ]);
    // An administrator's override of the label wins over the bundled translation.
    const t: Translate = (key) => override(key) ?? translate(lang, key);
    return buildMenuTree(rows, new Set(granted), t, menuType);
  }

  const topOf = (tree: readonly MenuEntry[]) => flatten(tree).filter((entry) => entry.isTop);

  return {
    /** Top bar entries, and the sidebar: the subtree under topFunctionId, or the whole tree. */
    async getMenu(actor: Actor, lang: Language, topFunctionId?: string): Promise<GetMenuResponse> {
      const tree = await treeOf(actor, lang);
      if (!topFunctionId) return { topMenus: topOf(tree), menus: tree };
      const top = flatten(tree).find((entry) => entry.id === topFunctionId);
      return { topMenus: topOf(tree), menus: top?.children ?? [] };
    },

    /** The role's tree, of one menu type when asked. */
    async functionListByRole(actor: Actor, lang: Language, menuType?: MenuType): Promise<MenuEntry[]> {
      return treeOf(actor, lang, menuType);
    },

    /** The role's top bar entries, each with its subtree. */
    async topFunctionList(actor: Actor, lang: Language): Promise<MenuEntry[]> {
      return topOf(await treeOf(actor, lang));
    },
  };
}

export type MenusService = ReturnType<typeof createMenusService>;
