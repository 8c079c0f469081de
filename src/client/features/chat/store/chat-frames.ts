import type { ChatWsFrame } from '@/shared/contracts/chat-ws';

/** Another area's use of the chat socket: its frames, and each (re)connection (to catch up on a gap). */
export interface ChatFrameListener {
  frame?(frame: ChatWsFrame): void;
  connected?(): void;
}

const listeners = new Set<ChatFrameListener>();

/** Listens to the frames of other areas (codes the chat does not use) on whichever chat socket is open. */
export function onChatFrame(listener: ChatFrameListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitChatFrame(frame: ChatWsFrame): void {
  for (const listener of listeners) listener.frame?.(frame);
}

export function emitChatConnected(): void {
  for (const listener of listeners) listener.connected?.();
}
