import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLES } from '@/shared/codes/roles';
import type { MenuSeedEntry } from './menu-seed-entry';

const ADMIN_ONLY = [ROLES.SYS_ADMIN] as const;

type Group = 'systemMonitor' | 'redisManagement' | 'systemSettings' | 'expertCustom';

/** Screen code = route name; the label key drops the dash ('esMonitor-list' -> menu:esMonitorList). */
function screen(group: Group, code: string, name: string, icon: string, sort: number): MenuSeedEntry {
  return {
    code,
    parentCode: group,
    name,
    labelKey: `menu:${code.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`,
    icon,
    level: 2,
    path: `/${group}/${code}`,
    menuType: MENU_TYPE.SYSTEM,
    sort,
    roles: ADMIN_ONLY,
  };
}

function group(
  code: Exclude<Group, 'systemSettings'>,
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
 * Monitoring (spec 2.1, all menu type 00): system monitor, cache management and expert groups under
 * 'admin', and the data and interface permission screens under 'systemSettings' (menu-seed-config.ts).
 */
export const MONITOR_MENU_SEED: readonly MenuSeedEntry[] = [
  group('systemMonitor', '系统监控', 'dashboard', 9),
  group('redisManagement', '缓存管理', 'hdd', 10),
  group('expertCustom', '专家定制', 'solution', 11),
  screen('systemMonitor', 'systemLogList', '系统日志', 'file-search', 0),
  screen('systemMonitor', 'platformLogList', '对接平台日志', 'api', 1),
  screen('systemMonitor', 'esMonitor-list', '访问记录', 'eye', 2),
  screen('redisManagement', 'projectRedisList', '缓存清理', 'clear', 0),
  screen('redisManagement', 'packageRedisList', '包组信息', 'appstore', 1),
  screen('systemSettings', 'dataManageList', '数据权限列表', 'safety', 20),
  screen('systemSettings', 'apiManageList', '接口权限列表', 'api', 21),
  screen('expertCustom', 'expertManageList', '专家管理', 'team', 0),
];
