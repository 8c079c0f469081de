import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES } from '@/shared/codes/roles';
import type { MenuSeedEntry } from './menu-seed-entry';

const ADMIN_ONLY = [ROLES.SYS_ADMIN] as const;

function screen(code: string, name: string, icon: string, sort: number): MenuSeedEntry {
  return {
    code,
    parentCode: 'baseDataManagement',
    name,
    labelKey: `menu:${code.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`,
    icon,
    level: 2,
    path: `/baseDataManagement/${code}`,
    menuType: MENU_TYPE.SYSTEM,
    sort,
    roles: ADMIN_ONLY,
  };
}

/** Material base data (spec 2.3): the group under 'admin' (menu-seed-org.ts) and its four screens. */
export const MATERIAL_MENU_SEED: readonly MenuSeedEntry[] = [
  {
    code: 'baseDataManagement',
    parentCode: 'admin',
    name: '基础数据管理',
    labelKey: 'menu:baseDataManagement',
    icon: 'database',
    level: 1,
    path: null,
    menuType: MENU_TYPE.SYSTEM,
    sort: 2,
    roles: [],
  },
  screen('materialCategory', '物资分类', 'apartment', 0),
  screen('materialFeature', '特征维护', 'tags', 1),
  screen('materialItem', '目录维护', 'profile', 2),
  screen('materialItem-audit', '目录审核', 'audit', 3),
];
