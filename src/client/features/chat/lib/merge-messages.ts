import { CHAT_LIMITS } from '@/shared/codes/constants';
import type { ChatMessage } from '@/shared/contracts/chat-ws';

/** A message as the list shows it: stored ones, and our own not yet acknowledged. */
export type ViewMessage = ChatMessage & {
  /** Waiting for the server's acknowledgement (offline, or on its way). */
  pending?: boolean;
  /** The server refused it (its message). */
  failed?: string;
  /** Its file is only on this device so far (waiting to be uploaded): it can still be discarded. */
  localFile?: boolean;
};

/**
 * Adds messages to a chat's list: an id already shown is ignored, an acknowledgement replaces the
 * pending message with its clientId, and the list stays in time order (the server's order, else
 * arrival order, for equal times) with at most the newest 100.
 */
export function mergeMessages(
  current: readonly ViewMessage[],
  incoming: readonly ViewMessage[],
): ViewMessage[] {
  const list = [...current];
  const ids = new Set(list.map((m) => m.id));
  for (const message of incoming) {
    const pendingAt =
      message.clientId && !message.pending
        ? list.findIndex((m) => m.pending && m.clientId === message.clientId)
        : -1;
    if (pendingAt >= 0) {
      ids.delete(list[pendingAt]?.id ?? '');
      list.splice(pendingAt, 1);
    }
    if (ids.has(message.id)) continue;
    ids.add(message.id);
    list.push(message);
  }
  // Same millisecond: the server's order when both are stored, else the order they came in.
  const bySeq = (a: ViewMessage, b: ViewMessage) =>
    a.seq !== undefined && b.seq !== undefined ? a.seq - b.seq : 0;
  const ordered = list
    .map((m, index) => ({ m, index }))
    .sort((a, b) => a.m.timestamp - b.m.timestamp || bySeq(a.m, b.m) || a.index - b.index)
    .map(({ m }) => m);
  return ordered.slice(-CHAT_LIMITS.MESSAGES_PER_CHAT);
}
