import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES } from '@/shared/codes/roles';
import { PLAN_CONFIG_ROUTE, PLAN_FUNCTIONS } from '@/shared/contracts/plan-paths';
import type { MenuSeedEntry } from './menu-seed-entry';

const ADMIN_ONLY = [ROLES.SYS_ADMIN] as const;

type Group = 'systemManagement' | 'resourceManagement' | 'baseManagement' | 'systemSettings';
type ScreenSpec = Pick<MenuSeedEntry, 'code' | 'name' | 'icon' | 'sort'> & { route?: string };

function screen(group: Group, spec: ScreenSpec): MenuSeedEntry {
  const { route, ...rest } = spec;
  return {
    ...rest,
    parentCode: group,
    labelKey: `menu:${spec.code}`,
    level: 2,
    path: `/${group}/${route ?? spec.code}`,
    menuType: MENU_TYPE.SYSTEM,
    roles: ADMIN_ONLY,
  };
}

function group(
  code: Exclude<Group, 'systemManagement'>,
  name: string,
  icon: string,
  sort: number,
): MenuSeedEntry {
  return {
    code,
    parentCode: 'admin',
    name,
    labelKey: `menu:${code}`,
    icon,
    level: 1,
    path: null,
    menuType: MENU_TYPE.SYSTEM,
    sort,
    roles: [],
  };
}

/**
 * Configuration administration: menus, dictionaries, languages, SMS, regions, holidays, system
 * configuration and agreements. The 'admin' top entry and 'systemManagement' come from
 * menu-seed-org.ts; the other three groups are created here.
 */
export const CONFIG_MENU_SEED: readonly MenuSeedEntry[] = [
  group('resourceManagement', '资源管理', 'database', 5),
  group('baseManagement', '基础管理', 'environment', 6),
  group('systemSettings', '系统设置', 'tool', 8),
  screen('systemManagement', { code: 'menuManagement', name: '菜单管理', icon: 'menu', sort: 10 }),
  screen('systemManagement', { code: 'topMenu', name: '顶部菜单管理', icon: 'appstore', sort: 11 }),
  screen('systemManagement', { code: 'dictionary', name: '系统字典', icon: 'book', sort: 12 }),
  screen('systemManagement', { code: 'dictionaryBiz', name: '业务字典', icon: 'book', sort: 13 }),
  screen('resourceManagement', { code: 'smsConfig', name: '短信配置', icon: 'message', sort: 0 }),
  screen('resourceManagement', { code: 'smsTemplate', name: '短信模板管理', icon: 'file-text', sort: 1 }),
  screen('baseManagement', { code: 'regionManage', name: '行政区划', icon: 'environment', sort: 0 }),
  screen('baseManagement', { code: 'holidayManage', name: '节假日管理', icon: 'calendar', sort: 1 }),
  screen('systemSettings', { code: 'systemConfig', name: '系统配置', icon: 'setting', sort: 0 }),
  screen('systemSettings', { code: 'systemConfigBiz', name: '业务配置', icon: 'control', sort: 1 }),
  screen('systemSettings', {
    code: 'platformConfig',
    route: 'platformConfig-list',
    name: '图标管理',
    icon: 'appstore',
    sort: 2,
  }),
  screen('systemSettings', {
    code: 'internationalLanguage',
    name: '国际化语言管理',
    icon: 'global',
    sort: 3,
  }),
  screen('systemSettings', { code: 'agreement', name: '协议管理', icon: 'profile', sort: 4 }),
  // Plan configurations per department (issue 15): its code is the function code the config routes check.
  {
    ...screen('systemSettings', {
      code: PLAN_FUNCTIONS.planConfig,
      name: '计划配置',
      icon: 'schedule',
      sort: 5,
    }),
    labelKey: 'plan-config:title',
    path: PLAN_CONFIG_ROUTE,
  },
];
