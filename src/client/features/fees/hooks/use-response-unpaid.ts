import { useQuery } from '@tanstack/react-query';
import { unpaidPage } from '@/client/features/signups';
import { TENDER_BUYER_KEY } from '@/client/features/tender-common/queries';

/** Approved signups that have not paid the document fee, all voucher states together (step 2 figure). */
export function useUnpaidCount(projectId: string) {
  return useQuery({
    queryKey: [...TENDER_BUYER_KEY, 'fees', 'response', 'unpaid', projectId],
    queryFn: async () => {
      const page = await unpaidPage({ pageNo: 1, pageSize: 10, projectId, keyword: '', tab: '' });
      return Object.values(page.tabCounts).reduce((sum, n) => sum + n, 0);
    },
    staleTime: 0,
  });
}
