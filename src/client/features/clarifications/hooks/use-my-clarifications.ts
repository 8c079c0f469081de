import { useQuery } from '@tanstack/react-query';
import { myClarificationsQueryOptions } from '../api/my-clarifications';

export function useMyClarifications(userId: string) {
  return useQuery(myClarificationsQueryOptions(userId));
}
