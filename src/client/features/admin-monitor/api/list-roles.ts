import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { MENU_TYPE } from '@/shared/codes/constants';
import { ROLE_PATHS, type RoleRecord } from '@/shared/contracts/org-roles';
import type { PageResult } from '@/shared/contracts/page-query';

/** The largest page the server allows: the role list of the data permission form is short. */
const ALL_ROLES_PAGE = 300;

/** Every role of both menu types (system and business), for choosing whose data scope to set. */
export async function listRoles(): Promise<RoleRecord[]> {
  // A menu type the user may not manage is simply left out.
  const pages = await Promise.allSettled(
    [MENU_TYPE.SYSTEM, MENU_TYPE.BUSINESS].map((menuType) =>
      api.post<PageResult<RoleRecord>>(
        ROLE_PATHS.getRolePage,
        { menuType, pageNo: 1, pageSize: ALL_ROLES_PAGE },
        { silent: true },
      ),
    ),
  );
  return pages.flatMap((page) => (page.status === 'fulfilled' ? page.value.records : []));
}

export function rolesQueryOptions() {
  return queryOptions({ queryKey: ['admin-monitor', 'roles'], queryFn: listRoles, staleTime: 60_000 });
}
