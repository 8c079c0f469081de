import type { ChatWsClientDeps, Outgoing, UploadOutcome } from './ws-types';

/** What the queue needs of the socket. */
export interface SendQueueSocket {
  /** Whether the socket is open, so messages may be written now. */
  canWrite(): boolean;
  /** Writes one message frame on the current socket. */
  write(message: Outgoing): void;
}

/**
 * The chat socket's outgoing messages: kept in the pending store until acknowledged and written in
 * queue order, once per connection. A message whose file is not uploaded yet holds back the ones
 * after it until `upload` settles it, so the peer gets them in the order they were written.
 */
export function createSendQueue(
  deps: Pick<ChatWsClientDeps, 'pending' | 'upload' | 'onRefused'>,
  socket: SendQueueSocket,
) {
  let queue: Outgoing[] = [];
  let loaded: Promise<void> | undefined;
  /** clientIds already written on the current socket. */
  let sentHere = new Set<string>();
  let saving: Promise<void> = Promise.resolve();
  /** The clientId whose file is being uploaded. */
  let uploading: string | undefined;

  const persist = () => {
    const snapshot = [...queue];
    saving = saving.then(() => deps.pending.save(snapshot)).catch(() => undefined);
    return saving;
  };

  const flush = () => {
    if (!socket.canWrite() || uploading) return;
    for (const item of queue) {
      if (sentHere.has(item.clientId)) continue;
      if (item.upload) {
        void upload(item);
        return;
      }
      sentHere.add(item.clientId);
      socket.write(item);
    }
  };

  /** Uploaded: the message goes out with the file's address; refused: it leaves the queue as failed. */
  const upload = async (item: Outgoing) => {
    uploading = item.clientId;
    const outcome = await (deps.upload?.(item) ?? Promise.resolve<UploadOutcome>({ kind: 'wait' })).catch(
      (): UploadOutcome => ({ kind: 'wait' }),
    );
    uploading = undefined;
    // Waiting: tried again on the next connection (or the next message sent).
    if (outcome.kind === 'wait' || !queue.some((q) => q.clientId === item.clientId)) return;
    if (outcome.kind === 'ready')
      queue = queue.map((q) => (q.clientId === item.clientId ? outcome.message : q));
    else queue = queue.filter((q) => q.clientId !== item.clientId);
    await persist();
    if (outcome.kind === 'failed')
      deps.onRefused?.({ code: 400, msg: outcome.reason, clientId: item.clientId }, item);
    flush();
  };

  return {
    /** Pending messages, oldest first (a copy). */
    get items(): Outgoing[] {
      return [...queue];
    },
    /** Settles once the stored messages are loaded (undefined before `load`). */
    get loaded(): Promise<void> | undefined {
      return loaded;
    },
    /** Reads the stored messages once; they go before anything queued meanwhile. */
    load(): Promise<void> {
      loaded ??= deps.pending
        .load()
        .then((stored) => {
          const known = new Set(queue.map((item) => item.clientId));
          queue = [...stored.filter((item) => !known.has(item.clientId)), ...queue];
        })
        .catch(() => undefined);
      return loaded;
    },
    /** A new socket: every message not yet acknowledged is written on it again. */
    newConnection() {
      sentHere = new Set();
    },
    flush,
    find(clientId: string): Outgoing | undefined {
      return queue.find((item) => item.clientId === clientId);
    },
    /** The server stored (or refused) the message: it leaves the queue. */
    acknowledge(clientId: string | undefined) {
      if (!clientId) return;
      const before = queue.length;
      queue = queue.filter((item) => item.clientId !== clientId);
      if (queue.length !== before) void persist();
    },
    async send(message: Outgoing): Promise<void> {
      queue.push(message);
      const saved = persist();
      await loaded;
      flush();
      await saved;
    },
    discard(clientId: string): boolean {
      if (uploading === clientId || !queue.some((item) => item.clientId === clientId && item.upload))
        return false;
      queue = queue.filter((item) => item.clientId !== clientId);
      void persist();
      return true;
    },
  };
}
