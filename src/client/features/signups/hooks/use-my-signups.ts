import { useQuery } from '@tanstack/react-query';
import { mySignupsQueryOptions } from '../api/my-signups';

export function useMySignups(userId: string) {
  return useQuery(mySignupsQueryOptions(userId));
}
