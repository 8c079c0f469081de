import { useCallback, useEffect, useRef, useState } from 'react';
import { onFlush } from '@/client/data/db';
import type { DraftAttachment } from '@/client/data/db-schema';
import { type AttachmentInput, discardDraft, loadDraft, saveDraft } from '@/client/data/drafts';
import { requestPersistence } from '@/client/data/storage-quota';

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error';

export const DRAFT_SAVE_DELAY_MS = 500;
/** Even while the user keeps typing, a save happens at least this often. */
export const DRAFT_MAX_WAIT_MS = 2000;

export interface UseDraftOptions<T> {
  /** The signed-in user; nothing is restored or saved without one. */
  userId: string | undefined;
  draftKey: string;
  value: T;
  /** Keep the array reference stable between renders; a new reference means the files changed. */
  attachments?: readonly AttachmentInput[];
  /** Called once on mount when a draft exists, so the form can fill itself and say when it was saved. */
  onRestore?: (data: T, savedAt: number, attachments: DraftAttachment[]) => void;
  delayMs?: number;
  maxWaitMs?: number;
}

export interface UseDraftResult {
  status: DraftStatus;
  savedAt: number | null;
  /** savedAt of the draft restored on mount, for the 'restored your draft from <time>' notice. */
  restoredFrom: number | null;
  /** The last failure (a DraftQuotaError when the device is full). */
  error: unknown;
  discard(): Promise<void>;
  flush(): Promise<void>;
}

// A form that does not manage attachments (undefined) never changes the saved ones.
const filesDiffer = (files: unknown, saved: unknown) => files !== undefined && files !== saved;

export function useDraft<T>(options: UseDraftOptions<T>): UseDraftResult {
  const { userId, draftKey, value, attachments } = options;
  const delayMs = options.delayMs ?? DRAFT_SAVE_DELAY_MS;
  const maxWaitMs = options.maxWaitMs ?? DRAFT_MAX_WAIT_MS;
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [restoredFrom, setRestoredFrom] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  // `latest` is what the last committed render showed (effect cleanups save it for the old key);
  // `rendering` is what this render shows (the new key's starting point).
  const latest = useRef({ value, attachments });
  const rendering = useRef({ value, attachments });
  rendering.current = { value, attachments };
  const key = useRef({ userId, draftKey });
  const onRestore = useRef(options.onRestore);
  onRestore.current = options.onRestore;
  // What the store holds (as JSON), and what the form looked like before anything was typed.
  const saved = useRef<{ json: string | null; attachments: unknown }>({ json: null, attachments });
  const initialJson = useRef('');
  const ready = useRef(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingSince = useRef<number | null>(null);
  // The unmount flush finishes after the component is gone (and, in tests, after the DOM is torn down):
  // its outcome is in the store, not in state nobody renders.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const enqueue = useCallback((task: () => Promise<unknown>) => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run.then(() => undefined);
  }, []);

  const flush = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    pendingSince.current = null;
    const { userId: user, draftKey: target } = key.current;
    if (!ready.current || !user) return queue.current.then(() => undefined);
    const { value: data, attachments: files } = latest.current;
    const json = JSON.stringify(data) ?? 'null';
    const filesChanged = filesDiffer(files, saved.current.attachments);
    if (json === saved.current.json && !filesChanged) return queue.current.then(() => undefined);
    saved.current = { json, attachments: files };
    // Back to the untouched form: a stored draft would only bring back what the user removed.
    if (json === initialJson.current && !files?.length) return enqueue(() => discardDraft(user, target));
    setStatus('saving');
    return enqueue(async () => {
      try {
        const row = await saveDraft(user, target, data, filesChanged ? files : undefined);
        void requestPersistence();
        if (!mounted.current) return;
        setSavedAt(row.updatedAt);
        setStatus('saved');
        setError(null);
      } catch (failure) {
        // Forget the snapshot so the next change or flush tries again.
        saved.current = { json: null, attachments: undefined };
        if (!mounted.current) return;
        setError(failure);
        setStatus('error');
      }
    });
  }, [enqueue]);

  // Restore on mount and whenever the draft identity changes; the cleanup saves what the old one had.
  useEffect(() => {
    key.current = { userId, draftKey };
    ready.current = false;
    initialJson.current = JSON.stringify(rendering.current.value) ?? 'null';
    saved.current = { json: initialJson.current, attachments: rendering.current.attachments };
    setStatus('idle');
    setSavedAt(null);
    setRestoredFrom(null);
    let cancelled = false;
    void (async () => {
      const row = userId ? await loadDraft<T>(userId, draftKey).catch(() => undefined) : undefined;
      if (cancelled) return;
      if (row) {
        saved.current = { json: JSON.stringify(row.data) ?? 'null', attachments: row.attachments };
        setRestoredFrom(row.updatedAt);
        setSavedAt(row.updatedAt);
        setStatus('saved');
        onRestore.current?.(row.data, row.updatedAt, row.attachments);
      }
      ready.current = true;
      // Typed while the store was being read: nothing restored overrides it, so keep it now.
      if (!row) void flush();
    })();
    return () => {
      cancelled = true;
      void flush();
    };
  }, [userId, draftKey, flush]);

  useEffect(() => {
    latest.current = { value, attachments };
    if (!ready.current) return;
    if (
      (JSON.stringify(value) ?? 'null') === saved.current.json &&
      !filesDiffer(attachments, saved.current.attachments)
    ) {
      return;
    }
    const now = Date.now();
    pendingSince.current ??= now;
    const wait = Math.min(delayMs, maxWaitMs - (now - pendingSince.current));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), Math.max(0, wait));
  }, [value, attachments, delayMs, maxWaitMs, flush]);

  // The page may be frozen or killed after these without another chance to save.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHidden);
    const unregister = onFlush(flush);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHidden);
      unregister();
    };
  }, [flush]);

  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    pendingSince.current = null;
    const { userId: user, draftKey: target } = key.current;
    saved.current = {
      json: JSON.stringify(latest.current.value) ?? 'null',
      attachments: latest.current.attachments,
    };
    setStatus('idle');
    setSavedAt(null);
    setRestoredFrom(null);
    if (user) await enqueue(() => discardDraft(user, target));
  }, [enqueue]);

  return { status, savedAt, restoredFrom, error, discard, flush };
}
