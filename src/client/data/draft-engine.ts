import { joinDraftPeers } from '@/client/data/draft-channel';
import {
  type DraftFields,
  fieldJson,
  fieldsOf,
  joinFields,
  splitFields,
  WHOLE_VALUE,
} from '@/client/data/draft-fields';
import type { DraftAttachment, DraftRow } from '@/client/data/db-schema';
import { type AttachmentInput, discardDraft, loadDraft, saveDraftFields } from '@/client/data/drafts';
import { requestPersistence } from '@/client/data/storage-quota';

/** The first retry of a failed draft write, and the longest wait between retries. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 8000;

export interface DraftEngineOptions<T> {
  userId: string;
  draftKey: string;
  formId?: string;
  /** The form as it stands before anything is restored or typed. */
  initial: T;
  attachments: readonly AttachmentInput[] | undefined;
  delayMs: number;
  maxWaitMs: number;
  /** The field the user is in (top-level name), whose value another tab must not change under them. */
  focusedField(): string | undefined;
  onRestore(data: T, savedAt: number, attachments: DraftAttachment[]): void;
  /** Fields another tab edited later, for fields this tab is not editing. */
  onRemote(fields: Partial<T>): void;
  onSaving(): void;
  onSaved(row: DraftRow<T> | undefined): void;
  onError(error: unknown): void;
  onPeers(peers: string[]): void;
  onCalled(): void;
}

/**
 * The draft of one form in one tab: tracks which fields the user changed, writes just those (with their
 * edit times) soon after each change, and takes in what other tabs write to fields this tab leaves alone.
 */
export class DraftEngine<T> {
  private readonly initial: Record<string, unknown>;
  /** What this tab holds for each field: the JSON it agrees the store has, and that entry's time. */
  private known = new Map<string, { json: string; at: number }>();
  private pending: DraftFields = {};
  private screen: Record<string, unknown>;
  private files: readonly AttachmentInput[] | undefined;
  private savedFiles: unknown;
  private ready = false;
  private stopped = false;
  private queue: Promise<unknown> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pendingSince: number | null = null;
  private retryMs = RETRY_FIRST_MS;
  private readonly peers;

  constructor(private readonly options: DraftEngineOptions<T>) {
    this.initial = splitFields(options.initial);
    this.screen = this.initial;
    this.files = options.attachments;
    this.savedFiles = options.attachments;
    for (const [name, value] of Object.entries(this.initial))
      this.known.set(name, { json: fieldJson(value), at: 0 });
    this.peers = joinDraftPeers(options.userId, options.draftKey, {
      onPeers: options.onPeers,
      onChanged: (kind) => void this.enqueue(() => this.syncFromStore(kind === 'discarded')),
      onCalled: options.onCalled,
    });
  }

  /** Restores the stored draft, if any; what was typed meanwhile is kept only when there was none. */
  async start(): Promise<void> {
    const row = await loadDraft<T>(this.options.userId, this.options.draftKey).catch(() => undefined);
    if (this.stopped) return;
    if (row) {
      const stored = fieldsOf(row);
      this.pending = {};
      for (const [name, entry] of Object.entries(stored))
        this.known.set(name, { json: fieldJson(entry.value), at: entry.at });
      this.savedFiles = row.attachments;
      this.options.onRestore(joinFields(stored) as T, row.updatedAt, row.attachments);
    }
    this.ready = true;
    if (!row) void this.flush();
  }

  change(value: T, attachments: readonly AttachmentInput[] | undefined): void {
    const before = this.screen;
    this.screen = splitFields(value);
    this.files = attachments;
    const now = Date.now();
    // An edit is a field whose value changed on screen; one back at what the store holds needs no write.
    for (const name of new Set([...Object.keys(this.screen), ...Object.keys(before)])) {
      const json = fieldJson(this.screen[name]);
      if (json === fieldJson(before[name])) continue;
      if (json === this.known.get(name)?.json) delete this.pending[name];
      else this.pending[name] = { value: this.screen[name], at: now };
    }
    if (!this.ready || !this.hasWork()) return;
    this.pendingSince ??= now;
    const wait = Math.min(this.options.delayMs, this.options.maxWaitMs - (now - this.pendingSince));
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), Math.max(0, wait));
  }

  /** Writes the pending edits now; resolves once every write so far is done. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.pendingSince = null;
    if (!this.ready || !this.hasWork()) return this.queue.then(() => undefined);
    const edits = this.pending;
    const filesChanged = this.filesChanged();
    const files = this.files;
    this.pending = {};
    this.savedFiles = files;
    this.options.onSaving();
    return this.enqueue(async () => {
      const { userId, draftKey, formId } = this.options;
      try {
        const row = await saveDraftFields<T>(userId, draftKey, {
          edits,
          initial: this.initial,
          attachments: filesChanged ? files : undefined,
          formId,
        });
        void requestPersistence();
        this.peers.saved();
        this.absorb(row, Object.keys(edits));
        this.retryMs = RETRY_FIRST_MS;
        this.options.onSaved(row);
      } catch (failure) {
        // Put the edits back (unless newer ones replaced them) so the next change or flush tries again.
        this.pending = { ...edits, ...this.pending };
        if (filesChanged) this.savedFiles = undefined;
        this.options.onError(failure);
        this.retryLater();
      }
    });
  }

  /** Forgets the draft: the store's row, and this tab's pending edits (the form keeps what it shows). */
  async discard(): Promise<void> {
    clearTimeout(this.timer);
    this.pendingSince = null;
    this.pending = {};
    for (const [name, value] of Object.entries(this.screen))
      this.known.set(name, { json: fieldJson(value), at: Date.now() });
    this.savedFiles = this.files;
    await this.enqueue(async () => {
      await discardDraft(this.options.userId, this.options.draftKey);
      this.peers.discarded();
    });
  }

  /** Reads the store again (another tab wrote, or this tab's user left a field). */
  refresh(): Promise<void> {
    return this.enqueue(() => this.syncFromStore(false));
  }

  callPeer(peer: string): void {
    this.peers.callPeer(peer);
  }

  stop(): Promise<void> {
    const done = this.flush();
    this.stopped = true;
    this.peers.close();
    return done;
  }

  /**
   * A failed write (a busy or briefly closed database, a full device) is tried again by itself, less and
   * less often, so what was typed does not wait for the user's next keystroke to be saved.
   */
  private retryLater(): void {
    if (this.stopped) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), wait);
  }

  private hasWork(): boolean {
    return Object.keys(this.pending).length > 0 || this.filesChanged();
  }

  // A form that does not manage attachments (undefined) never changes the saved ones.
  private filesChanged(): boolean {
    return this.files !== undefined && this.files !== this.savedFiles;
  }

  private enqueue(task: () => Promise<unknown>): Promise<void> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run.then(() => undefined);
  }

  private async syncFromStore(discarded: boolean): Promise<void> {
    if (!this.ready || this.stopped) return;
    // Unreadable now: the next message, save or refresh reads again.
    const row = await loadDraft<T>(this.options.userId, this.options.draftKey).catch(() => null);
    if (row === null) return;
    if (row) return this.absorb(row, []);
    if (!discarded) return;
    // Another tab threw the draft away: what this tab still shows beyond the untouched form is kept.
    const now = Date.now();
    for (const [name, value] of Object.entries(this.screen)) {
      const json = fieldJson(value);
      this.known.set(name, { json: fieldJson(this.initial[name]), at: 0 });
      if (json !== fieldJson(this.initial[name])) this.pending[name] = { value, at: now };
    }
    if (this.hasWork()) void this.flush();
  }

  /** Takes the store's newer fields; `written` are the ones this tab just wrote (the merge decided them). */
  private absorb(row: DraftRow<T> | undefined, written: string[]): void {
    if (!row) return;
    const incoming: Record<string, unknown> = {};
    const focused = this.options.focusedField();
    for (const [name, entry] of Object.entries(fieldsOf(row))) {
      const known = this.known.get(name);
      if (known && entry.at < known.at && !written.includes(name)) continue;
      const json = fieldJson(entry.value);
      this.known.set(name, { json, at: entry.at });
      // Being edited here: this tab's edit is written next and the later edit wins there. The field in
      // use is updated once the user leaves it (a refresh on focusout).
      if (this.pending[name] || name === focused) continue;
      if (json !== fieldJson(this.screen[name])) incoming[name] = entry.value;
    }
    // The screen is not assumed to change: once the form shows the values, change() sees them equal to
    // what the store has and writes nothing; a form that leaves a field alone keeps it as it is.
    if (Object.keys(incoming).length === 0 || this.stopped) return;
    const whole = WHOLE_VALUE in incoming;
    this.options.onRemote((whole ? incoming[WHOLE_VALUE] : incoming) as Partial<T>);
  }
}
