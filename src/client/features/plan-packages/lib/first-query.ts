import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/shared/codes/constants';
import type { AssignQuery } from '../api/calls';

/** The page an allocation screen opens on (its route's loader starts it). */
export const firstAssignQuery = (level: string): AssignQuery => ({
  level,
  state: 'todo',
  keyword: '',
  pageNo: FIRST_PAGE,
  pageSize: DEFAULT_PAGE_SIZE,
});
