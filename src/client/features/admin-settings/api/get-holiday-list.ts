import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_BASE_PATHS, type HolidayRecord } from '@/shared/contracts/admin-config-base';
import { ADMIN_SETTINGS_KEYS } from './keys';

export function getHolidayList(year: number): Promise<HolidayRecord[]> {
  return api.post<HolidayRecord[]>(ADMIN_BASE_PATHS.getHolidayList, { year });
}

export function holidayListQueryOptions(year: number) {
  return queryOptions({
    queryKey: [...ADMIN_SETTINGS_KEYS.holidays, year],
    queryFn: () => getHolidayList(year),
    staleTime: 0,
  });
}
