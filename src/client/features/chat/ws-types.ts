import type { ChatMessage, ChatWsError, ChatWsFrame, ChatWsNotice, WsSend } from '@/shared/contracts/chat-ws';

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** A file that must be uploaded before its message can go out; the Blob waits in the upload store. */
export interface OutgoingUpload {
  fileName: string;
  type: string;
  size: number;
  /** What the server must find the file to be ('3' for a recorded voice). */
  messageType?: string;
}

/** An outgoing message: always carries the clientId the server dedupes by. */
export type Outgoing = WsSend & { clientId: string; upload?: OutgoingUpload };

/** What became of a message's upload: sent as `message`, left queued, or given up with a reason. */
export type UploadOutcome =
  | { kind: 'ready'; message: Outgoing }
  | { kind: 'wait' }
  | { kind: 'failed'; reason: string };

/** Outgoing messages not yet acknowledged, kept across reloads and offline periods. */
export interface PendingStore {
  load(): Promise<Outgoing[]>;
  save(list: readonly Outgoing[]): Promise<void>;
}

export type ChatWsStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'offline' | 'unauthorized';

export interface ChatWsEvents {
  /** A message frame: someone's message, or the acknowledgement of one of ours (with clientId). */
  onMessage(message: ChatMessage): void;
  /**
   * The server refused a frame; with clientId when it was one of our messages, which then leaves the
   * queue (not resent) and is handed over so it can be kept as failed.
   */
  onRefused?(error: ChatWsError, message?: Outgoing): void;
  /** The user's friends or groups changed (someone else added, removed or approved them). */
  onNotice?(notice: ChatWsNotice): void;
  /** Another session of the user read a chat. */
  onRead?(read: { chatId: string; type: number }): void;
  onStatus?(status: ChatWsStatus): void;
  /** The server closed with 4401: the session is over. */
  onInvalidToken?(): void;
  /** After ready is sent on each (re)connection. */
  onReady?(): void;
  /** A frame of another area on the same socket (a code the chat does not use: notifications). */
  onFrame?(frame: ChatWsFrame): void;
}

export interface ChatWsClientDeps extends ChatWsEvents {
  url(): string;
  createSocket?(url: string): SocketLike;
  pending: PendingStore;
  /**
   * Uploads the file of a queued message (one at a time, in queue order, while the socket is open);
   * later messages wait for it so the peer gets them in the order they were written.
   */
  upload?(message: Outgoing): Promise<UploadOutcome>;
  pingMs?: number;
  reconnectMs?: number;
  /** False for a socket kept only for other areas' frames: no ready, so no unread chat messages. */
  sendReady?: boolean;
}
