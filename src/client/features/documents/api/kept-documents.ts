import { queryOptions } from '@tanstack/react-query';
import { cachedDocumentList, type DocumentList } from '@/client/data/document-lists';
import { api } from '@/client/lib/api-client';
import type { TenderDocumentView } from '@/shared/contracts/tender-documents';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { documentKeys } from './keys';

/**
 * The documents of a project the user may read (the organisation's approved signup, the expert's
 * committee); the device's copy of the list when offline.
 */
export function listProjectDocuments(userId: string, projectId: string): Promise<DocumentList> {
  return cachedDocumentList(userId, projectId, () =>
    api.post<TenderDocumentView[]>(TENDER_PATHS.documentList, { projectId }, { silent: true }),
  );
}

/** The supplier's documents screen. */
export function supplierDocumentsQueryOptions(userId: string, projectId: string) {
  return queryOptions({
    queryKey: documentKeys.supplier(userId, projectId),
    queryFn: () => listProjectDocuments(userId, projectId),
    enabled: !!userId && !!projectId,
    staleTime: 0,
    // Offline too: the list falls back to the device's copy itself.
    networkMode: 'always',
  });
}

/** The documents of one of the expert's evaluation tasks. */
export function taskDocumentsQueryOptions(userId: string, projectId: string) {
  return queryOptions({
    queryKey: documentKeys.expert(userId, projectId),
    queryFn: () => listProjectDocuments(userId, projectId),
    enabled: !!userId && !!projectId,
    staleTime: 0,
  });
}
