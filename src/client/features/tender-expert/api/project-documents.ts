import { cachedDocumentList, type DocumentList } from '@/client/data/document-lists';
import { api } from '@/client/lib/api-client';
import type { TenderDocumentView } from '@/shared/contracts/tender-documents';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';

/** The documents of a project the expert evaluates; the device's copy of the list when offline. */
export function listProjectDocuments(userId: string, projectId: string): Promise<DocumentList> {
  return cachedDocumentList(userId, projectId, () =>
    api.post<TenderDocumentView[]>(TENDER_PATHS.documentList, { projectId }, { silent: true }),
  );
}
