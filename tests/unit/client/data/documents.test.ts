import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import {
  type DocumentFetcher,
  DocumentFetchError,
  fetchDocument,
  httpDocumentFetcher,
  listKeptDocuments,
  removeKeptDocument,
} from '@/client/data/documents';
import { blob, freshDb } from './data-helpers';

beforeEach(() => freshDb());
afterEach(() => closeDb());

/** A platform holding one version of each document; records what it was asked. */
function platform(files: Record<string, { text: string; etag: string }>) {
  const calls: { id: string; etag: string | undefined }[] = [];
  const fetcher: DocumentFetcher = async (id, etag) => {
    calls.push({ id, etag });
    const file = files[id];
    if (!file) throw new DocumentFetchError('refused', 'The document does not exist', 404);
    if (etag === file.etag) return { status: 304 };
    return {
      status: 200,
      blob: blob(file.text, 'application/pdf'),
      etag: file.etag,
      name: `${id}.pdf`,
      type: 'application/pdf',
    };
  };
  return { files, calls, fetcher };
}
const offlineFetcher: DocumentFetcher = async () => {
  throw new DocumentFetchError('network', 'Failed to fetch');
};

describe('fetchDocument', () => {
  it('keeps the file with its metadata in one row and lists it for the user', async () => {
    const p = platform({ d1: { text: 'v1', etag: '"a"' } });
    const first = await fetchDocument({
      userId: 'u1',
      id: 'd1',
      fetcher: p.fetcher,
      online: true,
      now: () => 10,
    });
    expect(first).toMatchObject({ name: 'd1.pdf', source: 'network', kept: true, quotaFull: false });
    expect(await first.blob.text()).toBe('v1');
    expect(p.calls).toEqual([{ id: 'd1', etag: undefined }]);
    const row = await (await getDb()).documents.get(['u1', 'd1']);
    expect(row).toMatchObject({
      userId: 'u1',
      id: 'd1',
      name: 'd1.pdf',
      type: 'application/pdf',
      size: 2,
      etag: '"a"',
      fetchedAt: 10,
    });
    expect(await row?.body?.text()).toBe('v1');
    expect(await listKeptDocuments('u1')).toEqual([
      {
        userId: 'u1',
        id: 'd1',
        name: 'd1.pdf',
        type: 'application/pdf',
        size: 2,
        etag: '"a"',
        fetchedAt: 10,
      },
    ]);
  });

  it('revalidates with If-None-Match: 304 keeps the copy, 200 replaces it', async () => {
    const p = platform({ d1: { text: 'v1', etag: '"a"' } });
    await fetchDocument({ userId: 'u1', id: 'd1', fetcher: p.fetcher, online: true, now: () => 10 });
    const same = await fetchDocument({
      userId: 'u1',
      id: 'd1',
      fetcher: p.fetcher,
      online: true,
      now: () => 20,
    });
    expect(p.calls[1]).toEqual({ id: 'd1', etag: '"a"' });
    expect(same).toMatchObject({ source: 'network', kept: true });
    expect(await same.blob.text()).toBe('v1');
    expect((await listKeptDocuments('u1'))[0]?.fetchedAt).toBe(20);

    p.files.d1 = { text: 'version two', etag: '"b"' };
    const changed = await fetchDocument({ userId: 'u1', id: 'd1', fetcher: p.fetcher, online: true });
    expect(await changed.blob.text()).toBe('version two');
    const row = await (await getDb()).documents.get(['u1', 'd1']);
    expect(row).toMatchObject({ etag: '"b"', size: 11 });
    expect(await row?.body?.text()).toBe('version two');
  });

  it('reads the kept copy offline without asking, and when the network fails', async () => {
    const p = platform({ d1: { text: 'v1', etag: '"a"' } });
    await fetchDocument({ userId: 'u1', id: 'd1', fetcher: p.fetcher, online: true });
    const offline = await fetchDocument({ userId: 'u1', id: 'd1', fetcher: p.fetcher, online: false });
    expect(offline).toMatchObject({ source: 'device', kept: true, name: 'd1.pdf' });
    expect(await offline.blob.text()).toBe('v1');
    expect(p.calls).toHaveLength(1);
    const flaky = await fetchDocument({ userId: 'u1', id: 'd1', fetcher: offlineFetcher, online: true });
    expect(flaky.source).toBe('device');
    expect(await flaky.blob.text()).toBe('v1');
  });

  it('fails without a copy when the platform cannot be reached', async () => {
    await expect(
      fetchDocument({ userId: 'u1', id: 'd9', fetcher: offlineFetcher, online: true }),
    ).rejects.toMatchObject({
      kind: 'network',
    });
    await expect(
      fetchDocument({ userId: 'u1', id: 'd9', fetcher: offlineFetcher, online: false }),
    ).rejects.toBeInstanceOf(DocumentFetchError);
  });

  it('never shows one user the copies of another', async () => {
    const p = platform({ d1: { text: 'secret', etag: '"a"' } });
    await fetchDocument({ userId: 'u1', id: 'd1', fetcher: p.fetcher, online: true });
    expect(await listKeptDocuments('u2')).toEqual([]);
    // u2 offline has no copy of d1, though u1 kept one on this device.
    await expect(
      fetchDocument({ userId: 'u2', id: 'd1', fetcher: offlineFetcher, online: false }),
    ).rejects.toBeInstanceOf(DocumentFetchError);
    // u2 online is asked unconditionally: u1's ETag is not u2's.
    await fetchDocument({ userId: 'u2', id: 'd1', fetcher: p.fetcher, online: true });
    expect(p.calls.at(-1)).toEqual({ id: 'd1', etag: undefined });
    await removeKeptDocument('u2', 'd1');
    expect((await listKeptDocuments('u1')).map((d) => d.id)).toEqual(['d1']);
    expect(await listKeptDocuments('u2')).toEqual([]);
  });

  it('drops the copy of a document the platform no longer has, and lets a refusal stand', async () => {
    const p = platform({ d1: { text: 'v1', etag: '"a"' } });
    await fetchDocument({ userId: 'u1', id: 'd1', fetcher: p.fetcher, online: true });
    delete p.files.d1;
    await expect(
      fetchDocument({ userId: 'u1', id: 'd1', fetcher: p.fetcher, online: true }),
    ).rejects.toMatchObject({
      kind: 'refused',
      message: 'The document does not exist',
    });
    expect(await listKeptDocuments('u1')).toEqual([]);
  });

  it('returns the file on a full device, saying it is not kept', async () => {
    const p = platform({ d1: { text: 'v1', etag: '"a"' } });
    const db = await getDb();
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const put = vi.spyOn(db.documents, 'put').mockRejectedValueOnce(quota);
    const result = await fetchDocument({ userId: 'u1', id: 'd1', fetcher: p.fetcher, online: true });
    put.mockRestore();
    expect(result).toMatchObject({ kept: false, quotaFull: true, source: 'network' });
    expect(await result.blob.text()).toBe('v1');
    expect(await listKeptDocuments('u1')).toEqual([]);
  });

  it('passes other storage failures through', async () => {
    const p = platform({ d1: { text: 'v1', etag: '"a"' } });
    const db = await getDb();
    const put = vi.spyOn(db.documents, 'put').mockRejectedValueOnce(new Error('boom'));
    await expect(fetchDocument({ userId: 'u1', id: 'd1', fetcher: p.fetcher, online: true })).rejects.toThrow(
      'boom',
    );
    put.mockRestore();
  });
});

describe('httpDocumentFetcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks conditionally, reads 304, the file with its name, and the platform’s refusal', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const answers = [
      new Response(null, { status: 304 }),
      new Response('%PDF-1.4', {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          etag: '"abc"',
          'content-disposition': `attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('招标.pdf')}`,
        },
      }),
      new Response(JSON.stringify({ header: { ret: '1003', message: 'The document does not exist' } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    ];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, headers: init.headers as Record<string, string> });
      return answers.shift();
    });
    expect(await httpDocumentFetcher('d 1', '"abc"')).toEqual({ status: 304 });
    expect(seen[0]?.url).toMatch(/^\/bidprocurement\/bid-procurement\/document\/file\/d%201\?langCode=/);
    expect(seen[0]?.headers['If-None-Match']).toBe('"abc"');
    const file = await httpDocumentFetcher('d1', undefined);
    expect(file).toMatchObject({ status: 200, etag: '"abc"', name: '招标.pdf', type: 'application/pdf' });
    expect(seen[1]?.headers['If-None-Match']).toBeUndefined();
    await expect(httpDocumentFetcher('d1', undefined)).rejects.toMatchObject({
      kind: 'refused',
      status: 404,
      message: 'The document does not exist',
    });
  });

  it('calls a failed fetch a network failure', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(httpDocumentFetcher('d1', undefined)).rejects.toMatchObject({ kind: 'network' });
  });
});
