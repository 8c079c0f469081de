import { useCallback, useEffect, useRef, useState } from 'react';
import { onFlush } from '@/client/data/db';
import type { DraftAttachment } from '@/client/data/db-schema';
import { DraftEngine } from '@/client/data/draft-engine';
import type { AttachmentInput } from '@/client/data/drafts';

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error';

/**
 * A hard kill (a crash, a phone dropping a background tab, SIGKILL) fires no event, so what was typed
 * since the last write is lost: writes come soon after each change, and at least this often while the
 * user keeps typing (tests/bench/draft-kill.ts measures what a kill costs).
 */
export const DRAFT_SAVE_DELAY_MS = 100;
export const DRAFT_MAX_WAIT_MS = 200;

export interface UseDraftOptions<T> {
  /** The signed-in user; nothing is restored or saved without one. */
  userId: string | undefined;
  draftKey: string;
  /** Which form (the sync centre opens its drafts); the part of draftKey before ':' unless given. */
  formId?: string;
  value: T;
  /** Keep the array reference stable between renders; a new reference means the files changed. */
  attachments?: readonly AttachmentInput[];
  /** Called once on mount when a draft exists, so the form can fill itself and say when it was saved. */
  onRestore?: (data: T, savedAt: number, attachments: DraftAttachment[]) => void;
  /** Fields another tab of the same form edited since, for fields the user is not in; set them. */
  onRemote?: (fields: Partial<T>) => void;
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
  /** How many other tabs have this form open (their edits are merged field by field). */
  otherTabs: number;
  /** Asks the other tab to come forward (it marks its title where the browser refuses it focus). */
  showOtherTab(): void;
  discard(): Promise<void>;
  flush(): Promise<void>;
}

/** The top-level form field the user is in, from the focused control's name ('items.0.price' -> 'items'). */
function focusedField(): string | undefined {
  const name = document.activeElement?.getAttribute('name');
  return name ? name.split('.')[0] : undefined;
}

const ATTENTION_MS = 4000;

/** Another tab asked for this one: come forward if the browser allows, and mark the title either way. */
function answerCall() {
  window.focus();
  const title = document.title;
  if (title.startsWith('» ')) return;
  document.title = `» ${title}`;
  setTimeout(() => {
    if (document.title === `» ${title}`) document.title = title;
  }, ATTENTION_MS);
}

export function useDraft<T>(options: UseDraftOptions<T>): UseDraftResult {
  const { userId, draftKey, formId, value, attachments } = options;
  const delayMs = options.delayMs ?? DRAFT_SAVE_DELAY_MS;
  const maxWaitMs = options.maxWaitMs ?? DRAFT_MAX_WAIT_MS;
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [restoredFrom, setRestoredFrom] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [peers, setPeers] = useState<string[]>([]);

  // What this render shows: a new engine (new key) starts from it.
  const rendering = useRef({ value, attachments });
  rendering.current = { value, attachments };
  const callbacks = useRef(options);
  callbacks.current = options;
  const engine = useRef<DraftEngine<T> | null>(null);

  // One engine per user and draft key; the cleanup saves what the old one had.
  useEffect(() => {
    setStatus('idle');
    setSavedAt(null);
    setRestoredFrom(null);
    setPeers([]);
    if (!userId) return;
    // A stopped engine's last save lands after the form is gone: its outcome is in the store.
    const live = () => engine.current === current;
    const current: DraftEngine<T> = new DraftEngine<T>({
      userId,
      draftKey,
      formId,
      initial: rendering.current.value,
      attachments: rendering.current.attachments,
      delayMs,
      maxWaitMs,
      focusedField,
      onRestore: (data, at, files) => {
        setRestoredFrom(at);
        setSavedAt(at);
        setStatus('saved');
        callbacks.current.onRestore?.(data, at, files);
      },
      onRemote: (fields) => callbacks.current.onRemote?.(fields),
      onSaving: () => live() && setStatus('saving'),
      onSaved: (row) => {
        if (!live()) return;
        setSavedAt(row ? row.updatedAt : null);
        setStatus(row ? 'saved' : 'idle');
        setError(null);
      },
      onError: (failure) => {
        if (!live()) return;
        setError(failure);
        setStatus('error');
      },
      onPeers: (list) => live() && setPeers(list),
      onCalled: answerCall,
    });
    engine.current = current;
    void current.start();
    return () => {
      engine.current = null;
      void current.stop();
    };
  }, [userId, draftKey, formId, delayMs, maxWaitMs]);

  useEffect(() => {
    engine.current?.change(value, attachments);
  }, [value, attachments]);

  const flush = useCallback(async () => engine.current?.flush(), []);

  // The page may be frozen or killed after these without another chance to save. Leaving a field
  // also lets in what another tab wrote to it meanwhile.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onLeaveField = () => {
      const current = engine.current;
      if (current) void current.flush().then(() => current.refresh());
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    document.addEventListener('freeze', flush);
    document.addEventListener('focusout', onLeaveField);
    const unregister = onFlush(flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      document.removeEventListener('freeze', flush);
      document.removeEventListener('focusout', onLeaveField);
      unregister();
    };
  }, [flush]);

  const discard = useCallback(async () => {
    setStatus('idle');
    setSavedAt(null);
    setRestoredFrom(null);
    await engine.current?.discard();
  }, []);

  const showOtherTab = useCallback(() => {
    const peer = peers[0];
    if (peer) engine.current?.callPeer(peer);
  }, [peers]);

  return { status, savedAt, restoredFrom, error, otherTabs: peers.length, showOtherTab, discard, flush };
}
