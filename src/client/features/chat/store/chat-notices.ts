import type { ChatWsNotice } from '@/shared/contracts/chat-ws';

type Listener = (notice: ChatWsNotice) => void;
const listeners = new Set<Listener>();

/** Screens that show friends or groups listen here to reload when the server says they changed. */
export function onChatNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitChatNotice(notice: ChatWsNotice): void {
  for (const listener of listeners) listener(notice);
}
