import { keptRead } from '@/client/data/kept-read';
import type { TenderDocumentView } from '@/shared/contracts/tender-documents';

export interface DocumentList {
  documents: TenderDocumentView[];
  /** True when the platform could not be reached and this is the list kept on the device. */
  offline: boolean;
}

const cacheKey = (userId: string, projectId: string) => `tenderDocuments:${userId}:${projectId}`;

/**
 * A project's document list, kept per user so a screen opened offline still lists what can be read
 * from the device. A refusal from the platform stands; only an unreachable platform falls back.
 */
export async function cachedDocumentList(
  userId: string,
  projectId: string,
  load: () => Promise<TenderDocumentView[]>,
): Promise<DocumentList> {
  const kept = await keptRead(cacheKey(userId, projectId), load);
  return { documents: kept.data, offline: kept.offline };
}
