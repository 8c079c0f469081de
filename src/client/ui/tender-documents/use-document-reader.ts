import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DocumentFetchError,
  fetchDocument,
  listKeptDocuments,
  type OpenedDocument,
} from '@/client/data/documents';
import type { TenderDocumentView } from '@/shared/contracts/tender-documents';

export interface ReaderNotice {
  status: 'info' | 'warning' | 'error' | 'success';
  text: string;
  /** Where the last opened document came from, for the screen (and its tests) to show. */
  source?: OpenedDocument['source'];
  documentId?: string;
}

/** Hands the file to the browser: a new tab to read it, or a download under its name. */
function show(file: OpenedDocument, how: 'open' | 'download'): void {
  const url = URL.createObjectURL(file.blob);
  if (how === 'open') {
    window.open(url, '_blank', 'noopener');
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    document.body.append(link);
    link.click();
    link.remove();
  }
  // The new tab or the download holds its own reference once started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opening, downloading and keeping a project's documents on the device for the signed-in user; which
 * ones are kept is read from the device again after every change.
 */
export function useDocumentReader(userId: string) {
  const { t } = useTranslation('tender-documents');
  const [keptIds, setKeptIds] = useState<ReadonlySet<string>>(new Set());
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<ReaderNotice | null>(null);

  const refresh = useCallback(async () => {
    if (!userId) return;
    const kept = await listKeptDocuments(userId).catch(() => []);
    setKeptIds(new Set(kept.map((d) => d.id)));
  }, [userId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const read = useCallback(
    async (doc: TenderDocumentView): Promise<OpenedDocument | null> => {
      try {
        return await fetchDocument({ userId, id: doc.id, name: doc.fileName });
      } catch (error) {
        const offline = error instanceof DocumentFetchError && error.kind === 'network';
        const text = offline
          ? t('offlineNoCopy')
          : error instanceof Error && error.message
            ? error.message
            : t('openFailed');
        setNotice({ status: 'error', text, documentId: doc.id });
        return null;
      }
    },
    [t, userId],
  );

  const take = useCallback(
    async (doc: TenderDocumentView, how: 'open' | 'download' | 'keep') => {
      setBusyId(doc.id);
      try {
        const file = await read(doc);
        if (!file) return;
        if (how !== 'keep') show(file, how);
        if (file.quotaFull)
          setNotice({ status: 'warning', text: t('quotaFull'), source: file.source, documentId: doc.id });
        else if (file.source === 'device')
          setNotice({ status: 'info', text: t('fromDevice'), source: 'device', documentId: doc.id });
        else
          setNotice(
            how === 'keep' ? null : { status: 'success', text: '', source: 'network', documentId: doc.id },
          );
      } finally {
        setBusyId(null);
        await refresh();
      }
    },
    [read, refresh, t],
  );

  const keepAll = useCallback(
    async (documents: readonly TenderDocumentView[]) => {
      setBusyId('*');
      let kept = 0;
      try {
        for (const doc of documents) {
          const file = await read(doc);
          if (file?.quotaFull) {
            setNotice({ status: 'warning', text: t('quotaFull'), documentId: doc.id });
            return;
          }
          if (file?.kept) kept += 1;
        }
        setNotice({ status: 'success', text: t('done.keptAll', { count: kept }) });
      } finally {
        setBusyId(null);
        await refresh();
      }
    },
    [read, refresh, t],
  );

  return {
    keptIds,
    busyId,
    notice,
    open: (doc: TenderDocumentView) => take(doc, 'open'),
    download: (doc: TenderDocumentView) => take(doc, 'download'),
    keepAll,
  };
}
