import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_MENU_PATHS, type IconRecord } from '@/shared/contracts/admin-config-menus';
import { ADMIN_FUNCTIONS_KEYS } from './keys';

export function getIconSelectList(): Promise<IconRecord[]> {
  return api.post<IconRecord[]>(ADMIN_MENU_PATHS.getIconSelectList, {});
}

export function iconSelectListQueryOptions() {
  return queryOptions({ queryKey: [...ADMIN_FUNCTIONS_KEYS.icons, 'select'], queryFn: getIconSelectList });
}
