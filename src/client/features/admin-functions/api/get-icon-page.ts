import { api } from '@/client/lib/api-client';
import type { Page } from '@/shared/contracts/admin-config-common';
import { ADMIN_MENU_PATHS, type IconRecord } from '@/shared/contracts/admin-config-menus';

export function getIconPage(request: {
  iconStyle?: string;
  pageNo: number;
  pageSize: number;
}): Promise<Page<IconRecord>> {
  return api.post<Page<IconRecord>>(ADMIN_MENU_PATHS.getIconPage, request);
}
