import { withDb } from '@/client/data/db';
import type { DocumentRow } from '@/client/data/db-schema';
import { isQuotaError } from '@/client/data/storage-quota';
import { TOKEN_NAME } from '@/shared/codes/constants';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import { tenderDocumentFilePath } from '@/shared/contracts/tender-paths';
import { getCookie } from '@/client/lib/http/cookies';
import { currentLanguage } from '@/client/lib/i18n';

/**
 * Documents kept on the device (Dexie `documents`: metadata and the file as a Blob in one row, keyed by
 * user and document id, so one user's copies are never another's). A kept copy is revalidated with
 * If-None-Match when online and read as it is offline, which is what lets an expert read a tender
 * document on a flaky connection once it was opened.
 */
export type KeptDocument = Omit<DocumentRow, 'body'>;

export type FetchedDocument =
  | { status: 304 }
  | { status: 200; blob: Blob; etag?: string | undefined; name: string; type: string };

/** Asks the platform for a document, conditionally when a copy's ETag is given. */
export type DocumentFetcher = (id: string, etag: string | undefined) => Promise<FetchedDocument>;

/** Why a document could not be had: refused by the platform, or not reachable with no copy kept. */
export class DocumentFetchError extends Error {
  constructor(
    readonly kind: 'refused' | 'network',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DocumentFetchError';
  }
}

export interface OpenedDocument {
  blob: Blob;
  name: string;
  type: string;
  /** 'device' when the kept copy was read without the platform confirming it (offline). */
  source: 'network' | 'device';
  /** Whether a copy is kept on the device after this call. */
  kept: boolean;
  /** The device refused to keep the copy: the document opened but is not readable offline. */
  quotaFull: boolean;
}

export interface FetchDocumentOptions {
  userId: string;
  id: string;
  /** A name for the copy when the platform's answer carries none. */
  name?: string | undefined;
  online?: boolean;
  fetcher?: DocumentFetcher;
  now?: () => number;
}

function fileNameOf(disposition: string | null): string | undefined {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return disposition?.match(/filename="([^"]*)"/i)?.[1];
}

/** GET the document with the session token; 304 for a matching copy. */
export const httpDocumentFetcher: DocumentFetcher = async (id, etag) => {
  const headers: Record<string, string> = {};
  const token = getCookie(TOKEN_NAME);
  if (token) headers[TOKEN_NAME] = token;
  if (etag) headers['If-None-Match'] = etag;
  const url = `${API_PREFIX}${tenderDocumentFilePath(id)}?langCode=${currentLanguage()}`;
  let response: Response;
  try {
    response = await globalThis.fetch(url, { headers, cache: 'no-store' });
  } catch (error) {
    throw new DocumentFetchError('network', error instanceof Error ? error.message : String(error));
  }
  if (response.status === 304) return { status: 304 };
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const text = await response.text().catch(() => '');
    let message = '';
    try {
      message = (JSON.parse(text) as { header?: { message?: string } }).header?.message ?? '';
    } catch {
      // Not an envelope (a proxy's page): the status says enough.
    }
    throw new DocumentFetchError('refused', message || `HTTP ${response.status}`, response.status);
  }
  return {
    status: 200,
    blob: await response.blob(),
    etag: response.headers.get('etag') ?? undefined,
    name: fileNameOf(response.headers.get('content-disposition')) ?? id,
    type,
  };
};

const keyOf = (userId: string, id: string): [string, string] => [userId, id];

function opened(row: DocumentRow & { body: Blob }, source: OpenedDocument['source']): OpenedDocument {
  return { blob: row.body, name: row.name, type: row.type, source, kept: true, quotaFull: false };
}

/**
 * The document for the user: the kept copy when offline or when the platform cannot be reached, else
 * the platform's answer (304 keeps the copy, 200 replaces it). A refusal stands; a document the
 * platform no longer knows (404) leaves the device too. A full device still returns the file.
 */
export async function fetchDocument(options: FetchDocumentOptions): Promise<OpenedDocument> {
  const { userId, id } = options;
  const fetcher = options.fetcher ?? httpDocumentFetcher;
  const online = options.online ?? (typeof navigator === 'undefined' ? true : navigator.onLine);
  const now = options.now ?? Date.now;
  const row = await withDb((db) => db.documents.get(keyOf(userId, id))).catch(() => undefined);
  const kept = row?.body ? (row as DocumentRow & { body: Blob }) : undefined;
  if (!online && kept) return opened(kept, 'device');

  let answer: FetchedDocument;
  try {
    answer = await fetcher(id, kept?.etag);
  } catch (error) {
    if (kept && !(error instanceof DocumentFetchError && error.kind === 'refused'))
      return opened(kept, 'device');
    if (error instanceof DocumentFetchError && error.status === 404) await removeKeptDocument(userId, id);
    throw error;
  }
  if (answer.status === 304) {
    if (kept) {
      await withDb((db) => db.documents.update(keyOf(userId, id), { fetchedAt: now() })).catch(() => 0);
      return opened(kept, 'network');
    }
    // A 304 without a copy to confirm (it went meanwhile): ask for the file itself.
    return fetchDocument({ ...options, fetcher: (docId) => fetcher(docId, undefined) });
  }

  const next: DocumentRow = {
    userId,
    id,
    name: answer.name || options.name || id,
    type: answer.type,
    size: answer.blob.size,
    fetchedAt: now(),
    ...(answer.etag ? { etag: answer.etag } : {}),
    body: answer.blob,
  };
  const result: OpenedDocument = {
    blob: answer.blob,
    name: next.name,
    type: next.type,
    source: 'network',
    kept: true,
    quotaFull: false,
  };
  try {
    await withDb((db) => db.documents.put(next));
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    // The older copy (if any) no longer matches the platform's file: better none than a stale one.
    await removeKeptDocument(userId, id).catch(() => undefined);
    return { ...result, kept: false, quotaFull: true };
  }
  return result;
}

/** The user's kept documents (metadata only), newest first. */
export async function listKeptDocuments(userId: string): Promise<KeptDocument[]> {
  const rows = await withDb((db) => db.documents.where('userId').equals(userId).toArray());
  return rows
    .filter((row) => row.body)
    .map(({ body: _body, ...meta }) => meta)
    .sort((a, b) => b.fetchedAt - a.fetchedAt);
}

export async function removeKeptDocument(userId: string, id: string): Promise<void> {
  await withDb((db) => db.documents.delete(keyOf(userId, id)));
}

/** Frees the space of every document kept for this user; other users' copies stay. Answers how many went. */
export async function removeAllKeptDocuments(userId: string): Promise<number> {
  return withDb((db) => db.documents.where('userId').equals(userId).delete());
}
