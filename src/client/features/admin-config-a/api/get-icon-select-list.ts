import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_MENU_PATHS, type IconRecord } from '@/shared/contracts/admin-config-menus';
import { ADMIN_CONFIG_A_KEYS } from './query-keys';

export function getIconSelectList(): Promise<IconRecord[]> {
  return api.post<IconRecord[]>(ADMIN_MENU_PATHS.getIconSelectList, {});
}

export function iconSelectListQueryOptions() {
  return queryOptions({ queryKey: [...ADMIN_CONFIG_A_KEYS.icons, 'select'], queryFn: getIconSelectList });
}
