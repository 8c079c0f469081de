import { useQuery } from '@tanstack/react-query';
import { listProjectDocuments } from '../api/project-documents';

export function useProjectDocuments(userId: string, projectId: string) {
  return useQuery({
    queryKey: ['tenderSupplier', 'documents', userId, projectId],
    queryFn: () => listProjectDocuments(userId, projectId),
    enabled: !!userId && !!projectId,
    staleTime: 0,
    // Offline too: the list falls back to the device's copy itself.
    networkMode: 'always',
  });
}
