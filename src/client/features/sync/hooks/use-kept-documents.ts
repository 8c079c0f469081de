import { useCallback, useEffect, useState } from 'react';
import {
  type KeptDocument,
  listKeptDocuments,
  removeAllKeptDocuments,
  removeKeptDocument,
} from '@/client/data/documents';

export interface KeptDocumentsState {
  /** null while the first read is under way. */
  documents: KeptDocument[] | null;
  remove(id: string): Promise<void>;
  removeAll(): Promise<void>;
}

/** The user's documents kept on this device, re-read after each removal. */
export function useKeptDocuments(userId: string, onChanged?: () => void): KeptDocumentsState {
  const [documents, setDocuments] = useState<KeptDocument[] | null>(null);
  const reload = useCallback(async () => {
    // A device without IndexedDB keeps nothing: show the empty state rather than an error.
    setDocuments(await listKeptDocuments(userId).catch(() => []));
  }, [userId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const after = async (change: Promise<unknown>) => {
    await change;
    await reload();
    onChanged?.();
  };
  return {
    documents,
    remove: (id) => after(removeKeptDocument(userId, id)),
    removeAll: () => after(removeAllKeptDocuments(userId)),
  };
}
