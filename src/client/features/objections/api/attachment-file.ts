import { type DocumentFetcher, DocumentFetchError, fetchDocument } from '@/client/data/documents';
import { getCookie } from '@/client/lib/http/cookies';
import { currentLanguage } from '@/client/lib/i18n';
import { TOKEN_NAME } from '@/shared/codes/constants';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import { objectionAttachmentPath } from '@/shared/contracts/objection-paths';

const PREFIX = 'objection-file:';

function fileNameOf(disposition: string | null): string | undefined {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  return utf8 ? decodeURIComponent(utf8) : disposition?.match(/filename="([^"]*)"/i)?.[1];
}

/** GET the attachment with the session token; 304 for a matching kept copy. */
const attachmentFetcher: DocumentFetcher = async (id, etag) => {
  const headers: Record<string, string> = {};
  const token = getCookie(TOKEN_NAME);
  if (token) headers[TOKEN_NAME] = token;
  if (etag) headers['If-None-Match'] = etag;
  const url = `${API_PREFIX}${objectionAttachmentPath(id.slice(PREFIX.length))}?langCode=${currentLanguage()}`;
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
      // Not an envelope: the status says enough.
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

/**
 * An objection attachment, kept in the device's document cache once opened (readable offline after),
 * under its own key so it never meets a tender document's. Revalidated by ETag when online.
 */
export function openAttachment(userId: string, fileId: string, name?: string) {
  return fetchDocument({ userId, id: `${PREFIX}${fileId}`, name, fetcher: attachmentFetcher });
}
