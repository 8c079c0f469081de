import { kvGet, kvSet } from '@/client/data/db';
import { RequestError } from '@/client/lib/http/request';
import type { TenderDocumentView } from '@/shared/contracts/tender-documents';

export interface DocumentList {
  documents: TenderDocumentView[];
  /** True when the platform could not be reached and this is the list kept on the device. */
  offline: boolean;
}

const UNREACHABLE: readonly string[] = ['network', 'http', 'aborted'];
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
  try {
    const documents = await load();
    await kvSet(cacheKey(userId, projectId), documents).catch(() => undefined);
    return { documents, offline: false };
  } catch (error) {
    if (error instanceof RequestError && UNREACHABLE.includes(error.kind)) {
      const copy = await kvGet<TenderDocumentView[]>(cacheKey(userId, projectId)).catch(() => undefined);
      if (copy) return { documents: copy, offline: true };
    }
    throw error;
  }
}
