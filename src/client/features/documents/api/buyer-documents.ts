import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { TenderDocumentView } from '@/shared/contracts/tender-documents';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { documentKeys } from './keys';

export function buyerDocumentsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: documentKeys.buyer(projectId),
    queryFn: () => api.post<TenderDocumentView[]>(TENDER_PATHS.documentList, { projectId }),
    staleTime: 0,
    enabled: projectId !== '',
  });
}

export interface DocumentUploadRequest {
  projectId: string;
  kind: string;
  /** Chosen with the file: a retry of the same upload lands once. */
  documentId: string;
  file: File;
}

export function uploadDocument(input: DocumentUploadRequest): Promise<TenderDocumentView> {
  const form = new FormData();
  form.append('projectId', input.projectId);
  form.append('kind', input.kind);
  form.append('documentId', input.documentId);
  form.append('file', input.file, input.file.name);
  return api.post<TenderDocumentView>(TENDER_PATHS.documentUpload, form, {
    idempotencyKey: `tender-doc:${input.documentId}`,
  });
}

export function removeDocument(id: string): Promise<TenderDocumentView> {
  return api.post<TenderDocumentView>(
    TENDER_PATHS.documentRemove,
    { id },
    { idempotencyKey: crypto.randomUUID() },
  );
}
